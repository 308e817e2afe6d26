// Opening a page as a visitor ends up seeing it, by conditions rather than a network-idle guess.
import type { Page } from "@playwright/test";

/**
 * Loaded, every widget on the page defined, each one that has a server-rendered fallback rendered
 * by React instead (a booking form reached for first) (the call button and the directions bar have none: they render nothing until the
 * page scrolls), and then the main thread idle, so no render is still pending.
 *
 * Tests that read the widgets' own controls need this: a widget takes over from its fallback when
 * React arrives, which on a busy machine can be seconds after `networkidle`.
 */
export async function openRendered(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await page.waitForFunction(() => {
    const widgets = [...document.querySelectorAll("*")].filter((el) => el.localName.startsWith("repair-"));
    // A booking element over a working form renders when the visitor reaches for it (define-widget.ts,
    // formFirst): as a visitor's pointer coming over it would, until it has.
    for (const el of widgets)
      if (el.localName === "repair-booking" && el.querySelector("form"))
        el.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, composed: true }));
    return widgets.every(
      (el) =>
        customElements.get(el.localName) &&
        (el.childNodes.length === 0 || [...(el.shadowRoot?.childNodes ?? [])].some((n) => n.nodeName !== "SLOT")),
    );
  });
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/**
 * No finite transition or animation running, in the page or in a widget's shadow root (a bar sliding in
 * as the page scrolls, the call button rising above it): what axe or a measure reads then is where things
 * rest, not where a busy machine's frame caught them on the way (two targets overlapping for a moment).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < roots.length; i++)
      for (const el of roots[i]!.querySelectorAll("*")) if (el.shadowRoot) roots.push(el.shadowRoot);
    return roots.every((root) =>
      root.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
    );
  });
}
