// What the plain-DOM shells (widgets/*/shell.ts: no React before the page is idle) share: where a
// shell's lit-html template goes, and how a floating shell reaches the top layer.
import { render, type TemplateResult } from "lit-html";

/**
 * Renders a shell's lit-html template into the element's shadow root, after the slot that shows the
 * light DOM, and returns the element it made (the template's one top-level element) for what must
 * follow the render: the top layer, a measure. Rendered once: at React's first commit
 * define-widget.ts removes everything the shadow root held (the shell, lit's marker comment, the
 * slot), and nothing renders into it again.
 *
 * The shells' templates carry `// prettier-ignore`: the formatter would break lines between tags,
 * and each line break is a text node that React's markup does not have (the component tests compare
 * the two, tag for tag).
 */
export function renderShell<E extends Element = HTMLElement>(root: ShadowRoot, template: TemplateResult): E {
  render(template, root);
  return root.lastElementChild as E;
}

/**
 * Runs `callback` in a task after the next frame has rendered, when the page's layout is clean:
 * reading layout there (scrollY, a box's size) costs only what changed since. In a render, an
 * effect or a frame callback it brings the whole page up to date inside our script, the page's
 * first layout included: a long task at 4x CPU slowdown.
 */
export function afterNextFrame(callback: () => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback();
    channel.port2.postMessage(null);
  });
}

/**
 * Puts a `popover="manual"` shell element in the top layer, as placement.ts's useTopLayer does for
 * React's, once the element is in the document (a shell is built while its host upgrades).
 */
export function showInTopLayer(el: HTMLElement): void {
  queueMicrotask(() => {
    try {
      if (el.isConnected && typeof el.showPopover === "function" && !el.matches(":popover-open")) el.showPopover();
    } catch {
      /* stays a plain fixed element */
    }
  });
}

/**
 * A shell's floating box shown at once as the plain fixed box its styles make it, and put in the top
 * layer (`popover="manual"`) after the next frame, where showPopover() finds the page's style up to
 * date. Called while its host upgrades, showPopover() would first bring the style of everything
 * upgraded since the last frame up to date inside our task. Until then a transformed ancestor could
 * hold the box: for one frame, and only on such a page.
 */
export function raiseAfterFrame(el: HTMLElement): void {
  afterNextFrame(() => {
    if (!el.isConnected || el.hasAttribute("popover")) return;
    el.setAttribute("popover", "manual");
    showInTopLayer(el);
  });
}
