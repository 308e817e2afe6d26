import { assert, expect } from "chai";
import { phone } from "virtual:shop-facts";
import "./index.ts";
import { $, $$, canonicalMarkup, cleanup, mount, nextFrame, waitFor } from "../test/helpers.ts";
import {
  expectFocusKeptThroughUpgrade,
  mountShellBeforeReact,
  onATallPage,
  scrollToY,
  textLink,
} from "../test/floating.ts";

const TAG = "repair-call-button";
const GAP = 16; // the button's distance from the viewport's edges

/** Mounts an element and, in the same task (React comes tasks later), returns it with its shell's link. */
function mountBeforeReact(html: string) {
  const { shell: link, ...mounted } = mountShellBeforeReact<HTMLAnchorElement>(TAG, html, "a");
  return { ...mounted, link };
}

describe("<repair-call-button>", () => {
  onATallPage(TAG);

  it("is hidden at the top and up to 100 px, shown past 100 px, hidden again when back", async () => {
    const el = mount("<repair-call-button></repair-call-button>");
    await nextFrame();
    assert.exists(el.shadowRoot, "open shadow root");
    expect($(el, "a")).to.equal(null);
    await scrollToY(100);
    expect($(el, "a"), "exactly 100 px is not past 100").to.equal(null);
    await scrollToY(101);
    const link = await waitFor(() => $<HTMLAnchorElement>(el, "a"), "the call link");
    expect(link.getAttribute("href")).to.equal(phone.href);
    expect(link.textContent).to.contain("Call Now");
    expect(link.getAttribute("aria-label")).to.contain(phone.display);
    await scrollToY(50);
    await waitFor(() => $(el, "a") === null, "hidden again");
  });

  it("is a touch target of at least 44 px, fixed on screen", async () => {
    const el = mount("<repair-call-button always></repair-call-button>");
    const link = await waitFor(() => $<HTMLAnchorElement>(el, "a"), "the call link");
    const box = link.getBoundingClientRect();
    expect(box.height).to.be.at.least(44);
    expect(box.width).to.be.at.least(44);
    expect(getComputedStyle(link).position).to.equal("fixed");
    expect(box.bottom).to.be.at.most(window.innerHeight);
  });

  it("offers a Text link (sms: with no body) above Call when the shop takes texts, none when not", async () => {
    const el = mount("<repair-call-button always></repair-call-button>");
    const call = await waitFor(() => $<HTMLAnchorElement>(el, "a"), "the call link");
    const text = textLink(el);
    if (!text) return;
    const box = text.getBoundingClientRect();
    expect(box.height).to.be.at.least(44);
    expect(box.width).to.be.at.least(44);
    expect(getComputedStyle(text).position).to.equal("fixed");
    expect(box.bottom, "stacked above Call, apart from it").to.be.lessThan(call.getBoundingClientRect().top);
    expect(box.left).to.be.closeTo(call.getBoundingClientRect().left, 1);
    // Reached by the keyboard right after Call: next in the shadow root's order, in the tab order.
    expect(call.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expect(text.tabIndex).to.equal(0);
  });

  it("reads a bare boolean attribute as true and its removal as false (r2wc pitfalls)", async () => {
    const el = mount("<repair-call-button always></repair-call-button>");
    await waitFor(() => $(el, "a"), "shown by a bare `always`");
    el.removeAttribute("always");
    await waitFor(() => $(el, "a") === null, "hidden after removing `always`");
    el.setAttribute("always", "false");
    await nextFrame();
    expect($(el, "a")).to.equal(null);
    el.setAttribute("always", "");
    await waitFor(() => $(el, "a"), "shown again");
  });

  it("lifts focused content out from under the button (WCAG 2.4.11)", async () => {
    const { el, reactAfter } = mountBeforeReact("<repair-call-button always></repair-call-button>");
    // React's button does this (the shell stands in for a second at most).
    await reactAfter();
    const link = await waitFor(() => $<HTMLAnchorElement>(el, "a"), "the call link");
    const box = link.getBoundingClientRect();
    // A page link that sits right under the floating button.
    const target = mount(
      `<a href="#x" style="position: absolute; left: ${box.left}px; top: ${window.scrollY + box.top + 4}px">Under</a>`,
    );
    target.focus();
    await nextFrame();
    await nextFrame();
    const focused = target.getBoundingClientRect();
    expect(focused.bottom, "focused link ends above the button").to.be.at.most(link.getBoundingClientRect().top);
  });

  it("takes a custom threshold", async () => {
    const el = mount('<repair-call-button threshold="300"></repair-call-button>');
    await scrollToY(250);
    expect($(el, "a")).to.equal(null);
    await scrollToY(301);
    await waitFor(() => $(el, "a"), "shown past 300");
  });

  it("keeps its styles in its own shadow root (adopted sheets), none in the document head", async () => {
    const before = document.head.querySelectorAll("style").length;
    const el = mount("<repair-call-button always></repair-call-button>");
    const link = await waitFor(() => $<HTMLAnchorElement>(el, "a"), "the call link");
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.be.at.least(2);
    expect(getComputedStyle(link).backgroundColor).to.equal("rgb(21, 128, 61)");
    expect(document.head.querySelectorAll("style").length).to.equal(before);
  });

  describe("with `always`, before React", () => {
    it("shows the call link at once, on screen in the top layer, with its name and the shop's number", async () => {
      const { el, link, reacted, reactAfter } = mountBeforeReact("<repair-call-button always></repair-call-button>");
      assert.exists(link, "the shell's link, in the upgrade's own task");
      expect(link!.getAttribute("href")).to.equal(phone.href);
      expect(link!.getAttribute("aria-label")).to.equal(`Call now: ${phone.display}`);
      expect(link!.textContent).to.equal("Call Now");
      expect($(el, "aside")!.getAttribute("aria-label")).to.match(/^Call /);
      await Promise.resolve(); // the shell enters the top layer in a microtask
      expect(reacted(), "React has not rendered yet").to.equal(false);
      expect($(el, "a"), "still the shell").to.equal(link);
      expect(link!.matches(":popover-open"), "in the top layer").to.equal(true);
      const box = link!.getBoundingClientRect();
      expect(box.width).to.be.at.least(44);
      expect(box.height).to.be.at.least(44);
      expect(box.left).to.be.closeTo(GAP, 1);
      expect(box.bottom).to.be.closeTo(document.documentElement.clientHeight - GAP, 1);
      await reactAfter();
    });

    it("is replaced by React's button with the same markup and the same box, exactly one link", async () => {
      const { el, link, reactAfter } = mountBeforeReact("<repair-call-button always></repair-call-button>");
      const shellMarkup = canonicalMarkup($(el, "aside")!);
      await Promise.resolve();
      const shellBox = link!.getBoundingClientRect().toJSON() as DOMRect;
      await reactAfter();
      expect(link!.isConnected, "the shell is gone").to.equal(false);
      const links = $$<HTMLAnchorElement>(el, "a");
      expect(links, "Call, and Text when the shop takes texts").to.have.length(phone.smsHref ? 2 : 1);
      expect(canonicalMarkup($(el, "aside")!), "React's markup").to.equal(shellMarkup);
      for (const link of links) expect(link.matches(":popover-open"), link.textContent!).to.equal(true);
      const box = links[0]!.getBoundingClientRect();
      for (const side of ["left", "top", "width", "height"] as const)
        expect(box[side], side).to.be.closeTo(shellBox[side], 1);
    });

    it("hands the focus on the shell's link to React's", () => expectFocusKeptThroughUpgrade(TAG, "a"));

    it("honours position and offset (clamped) as React does", async () => {
      const cases = [
        { attrs: 'position="right" offset="72"', right: true, offset: 72 },
        { attrs: 'offset="9999"', right: false, offset: 400 },
        { attrs: 'position="middle" offset="-20"', right: false, offset: 0 },
      ];
      for (const { attrs, right, offset } of cases) {
        const { el, link, reactAfter } = mountBeforeReact(`<repair-call-button always ${attrs}></repair-call-button>`);
        await Promise.resolve();
        const box = link!.getBoundingClientRect();
        const viewport = document.documentElement;
        if (right) expect(box.right, attrs).to.be.closeTo(viewport.clientWidth - GAP, 1);
        else expect(box.left, attrs).to.be.closeTo(GAP, 1);
        expect(box.bottom, attrs).to.be.closeTo(viewport.clientHeight - GAP - offset, 1);
        await reactAfter();
        const after = $<HTMLAnchorElement>(el, "a")!.getBoundingClientRect();
        expect(after.left, `${attrs}: React's`).to.be.closeTo(box.left, 1);
        expect(after.bottom, `${attrs}: React's`).to.be.closeTo(box.bottom, 1);
        cleanup();
      }
    });

    it("shows nothing without `always` until the page is scrolled", async () => {
      const { el, link, reactAfter } = mountBeforeReact("<repair-call-button></repair-call-button>");
      expect(link).to.equal(null);
      await reactAfter();
      expect($(el, "a")).to.equal(null);
    });
  });
});
