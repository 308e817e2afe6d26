// The owner's numbers' one request: what the beacon (site/assets/beacon.js) and the widgets on a
// partner's page send to POST /api/hit. The route validates with HitSchema; the widgets import only
// the names and types (zod/mini, so nothing of zod reaches their bundle unless a schema is used).
import * as z from "zod/mini";

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
export type EventKind = Tracked | (typeof SERVER_COUNTED)[number] | Vital;

const text = (max: number) => z.optional(z.string().check(z.minLength(1), z.maxLength(max)));
const HOST = /^[a-z0-9.-]{1,253}(?::\d{1,5})?$/i;
const speed = (max: number) => z.optional(z.number().check(z.minimum(0), z.maximum(max)));

export const HitSchema = z.strictObject({
  /** What happened, or "vitals" with lcp, inp and cls. */
  k: z.enum([...TRACKED, "vitals"]),
  /** The page's host (a partner's page counts under its own) and path, without the query. */
  h: z.string().check(z.regex(HOST)),
  p: z.string().check(z.minLength(1), z.maxLength(300), z.regex(/^\//)),
  /** The referrer's host, on a page view from another site. */
  r: z.optional(z.string().check(z.regex(HOST))),
  /** utm_source, utm_medium, utm_campaign of the page's address. */
  us: text(100),
  um: text(100),
  uc: text(100),
  /** Largest Contentful Paint and Interaction to Next Paint in ms, Cumulative Layout Shift unitless. */
  lcp: speed(600_000),
  inp: speed(600_000),
  cls: speed(100),
});
export type Hit = z.infer<typeof HitSchema>;
