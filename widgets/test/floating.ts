// Helpers for the floating widgets' component tests (<repair-call-button>, <repair-directions-bar>):
// a page tall enough to scroll, the scroll itself, and the shell each shows before React.
import { assert, expect } from "chai";
import { phone } from "virtual:shop-facts";
import { $, cleanup, deepActiveElement, mount, mountBeforeReact, nextFrame, sleep, waitFor } from "./helpers.ts";

/** Scrolls the window to `y` and lets the scroll event and React's render happen. */
export async function scrollToY(y: number) {
  window.scrollTo(0, y);
  await waitFor(() => Math.round(window.scrollY) === y, `scrollY ${y}`);
  await nextFrame();
  await sleep(20);
}

/**
 * The hooks of a describe block for `tag`: the element defined first (elements may be defined a task
 * after their module runs: upgrades are then synchronous), each test on a page 4000 px tall, back at
 * the top after it. `reset` (state the widget keeps across pages) runs before and after each test.
 */
export function onATallPage(tag: string, reset: () => void = () => undefined) {
  before(() => customElements.whenDefined(tag));
  beforeEach(() => {
    reset();
    mount('<div id="spacer" style="height: 4000px"></div>');
  });
  afterEach(async () => {
    cleanup();
    window.scrollTo(0, 0);
    await nextFrame();
    reset();
  });
}

/** Mounts an element and, in the same task (React comes tasks later), returns it with its shell's `selector` element. */
export function mountShellBeforeReact<E extends Element = HTMLElement>(tag: string, html: string, selector: string) {
  const mounted = mountBeforeReact(tag, html);
  return { ...mounted, shell: $<E>(mounted.el, selector) };
}

/** A floating widget shown at once (`always`): focus on its shell's control moves to React's when React takes over. */
export async function expectFocusKeptThroughUpgrade(tag: string, control: string) {
  const { el, reactAfter } = mountBeforeReact(tag, `<${tag} always></${tag}>`);
  const shellControl = $<HTMLElement>(el, control)!;
  shellControl.focus();
  expect(deepActiveElement()).to.equal(shellControl);
  await reactAfter();
  const reactControl = $<HTMLElement>(el, control)!;
  expect(reactControl, "React's own control").to.not.equal(shellControl);
  expect(deepActiveElement(), "focus on React's control").to.equal(reactControl);
}

/**
 * The element's Text link, checked: where the shop takes texts, `sms:` with its number and no body,
 * named by the words it shows and then the number (WCAG 2.5.3); else no link, and undefined.
 */
export function textLink(el: Element): HTMLAnchorElement | undefined {
  const text = $<HTMLAnchorElement>(el, 'a[href^="sms:"]');
  if (!phone.smsHref) {
    expect(text, "no Text link where the shop takes no texts").to.equal(null);
    return undefined;
  }
  assert.exists(text, "the Text link");
  expect(text!.getAttribute("href")).to.equal(phone.smsHref);
  expect(text!.getAttribute("href")).to.match(/^sms:\+\d+$/);
  expect(text!.getAttribute("aria-label")).to.equal(`Text us: ${phone.display}`);
  expect(text!.getAttribute("aria-label")!.startsWith(text!.textContent!)).to.equal(true);
  return text!;
}
