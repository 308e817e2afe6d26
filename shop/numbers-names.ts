// The owner's numbers' names, shared by the server, the beacon and the widgets: plain constants,
// no zod, so the browser's code that imports them stays small.

export const HIT_ENDPOINT = "/api/hit";

/** What a browser may report: a page view, the taps that pay, and the page's real speed ("vitals"). */
export const TRACKED = [
  "pageview",
  "call",
  "text",
  "directions",
  "quote",
  "chat-open",
  "chat-message",
  "booking-start",
  "menu",
] as const;
export type Tracked = (typeof TRACKED)[number];

/** The name of the bubbling, composed event a widget dispatches for a tap the beacon counts. */
export const TRACK_EVENT = "repair:track";

/** Only the server counts these: a booking it stored, a question the assistant could not answer. */
export const SERVER_COUNTED = ["booking-made", "chat-unanswered"] as const;
/** The three speeds of a page as the visitor's browser measured them. */
export const VITALS = ["lcp", "inp", "cls"] as const;
export type Vital = (typeof VITALS)[number];
