// What a tap on a link is worth counting as, for the owner's numbers: the same rules in the beacon
// on our pages (site/lib/beacon.ts) and in the widgets on anyone's page (widgets/shared/track.ts).
// Plain code without the DOM's types beyond what is passed in, and nothing of zod.
import { primaryLanguage } from "./languages.ts";
import { HIT_ENDPOINT, type Tracked } from "./numbers-names.ts";

/** Directions: a maps search or route (Google's, as shop/facts.ts builds them, or Apple's). */
const DIRECTIONS = /^https:\/\/(?:www\.)?google\.[a-z.]+\/maps\b|^https:\/\/maps\.apple\.com\//i;

/**
 * The tap a link or button stands for. `opensChat`: it carries data-repair-chat-open (the model
 * pages' 'Get Free Quote'); `mapEmbed`: it is the map facade's 'Show map', which shows the map here
 * rather than going anywhere.
 */
export function tapKindOf(link: { href: string | null; opensChat: boolean; mapEmbed: boolean }): Tracked | undefined {
  if (link.opensChat) return "quote";
  const href = link.href ?? "";
  if (/^tel:/i.test(href)) return "call";
  if (/^sms:/i.test(href)) return "text";
  if (!link.mapEmbed && DIRECTIONS.test(href)) return "directions";
  return undefined;
}

/** The browser asks not to be tracked: Global Privacy Control, or Do Not Track. */
export const asksNotToBeTracked = (nav: Navigator & { globalPrivacyControl?: boolean }): boolean =>
  nav.globalPrivacyControl === true || nav.doNotTrack === "1";

/** Sends one hit with sendBeacon (text/plain: no preflight, no cookie sent back); `origin` is the API's. */
export function sendHit(origin: string, body: { k: string } & Record<string, string | number | undefined>): void {
  try {
    navigator.sendBeacon(
      `${origin}${HIT_ENDPOINT}`,
      // The language counts a page outside /es/ (a partner's) in the one it is written in: the widget's
      // own when it says one, else the document's, as its primary subtag ("es" of "es-US" or "es_MX").
      JSON.stringify({
        h: location.host,
        p: location.pathname,
        ...body,
        l: primaryLanguage(body.l ?? document.documentElement.lang),
      }),
    );
  } catch {
    // A browser without sendBeacon, or one that refused it: nothing is counted, nothing breaks.
  }
}
