// The widgets' part of the owner's numbers. A widget reports a tap that pays with a repair:track
// event: on our pages the beacon (site/lib/beacon.ts) counts it and cancels the event; on a
// partner's page nobody does, and the widget sends the hit itself, to the API it already talks to,
// under the partner page's host. A browser asking not to be tracked (GPC, DNT) sends nothing.
import { TRACK_EVENT, type Tracked } from "#shop/numbers-names.ts";
import { asksNotToBeTracked, sendHit, tapKindOf } from "#shop/taps.ts";
import { scriptOrigin } from "./script-origin.ts";

/** `lang`: the widget's own (its element's `lang`), when it differs from the page's. */
export function track(kind: Tracked, api: string = scriptOrigin, lang?: string): void {
  const event = new CustomEvent(TRACK_EVENT, { detail: kind, cancelable: true });
  if (dispatchEvent(event) && !asksNotToBeTracked(navigator))
    sendHit(api.replace(/\/+$/, ""), { k: kind, ...(lang ? { l: lang } : {}) });
}

/**
 * Counts the taps on the links inside a widget's shadow root: Call, Text and Directions, and any
 * other link as `otherLinks` when the widget says what its links are (the model menu's).
 */
export function trackTaps(root: ShadowRoot, otherLinks?: Tracked): void {
  root.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!link) return;
    const kind = tapKindOf({ href: link.getAttribute("href"), opensChat: false, mapEmbed: false }) ?? otherLinks;
    // The element's language, else its page's: what its words were shown in.
    if (kind) track(kind, scriptOrigin, root.host.closest<HTMLElement>("[lang]")?.lang);
  });
}
