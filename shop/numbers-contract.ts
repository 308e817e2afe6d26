// The owner's numbers' one request: what the beacon (site/lib/beacon.ts) and the widgets on a
// partner's page send to POST /api/hit, validated by the route with HitSchema. The names alone are
// in numbers-names.ts, which the browser's code imports without zod.
import * as z from "zod/mini";
import { TRACKED } from "./numbers-names.ts";

export * from "./numbers-names.ts";

const text = (max: number) => z.optional(z.string().check(z.minLength(1), z.maxLength(max)));
const HOST = /^[a-z0-9.-]{1,253}(?::\d{1,5})?$/i;
const speed = (max: number) => z.optional(z.number().check(z.minimum(0), z.maximum(max)));

export const HitSchema = z.strictObject({
  /** What happened, or "vitals" with lcp, inp and cls. */
  k: z.enum([...TRACKED, "vitals"]),
  /** The page's host (a partner's page counts under its own) and path, without the query. */
  h: z.string().check(z.regex(HOST)),
  p: z.string().check(z.minLength(1), z.maxLength(300), z.regex(/^\//)),
  /**
   * The page's language (its `<html lang>`'s primary subtag, shop/languages.ts): what a page outside
   * /es/ is counted in. A partner's page may say anything there: what is not a short string is dropped
   * (the page counts as English), never a refusal of the tap.
   */
  l: z.catch(z.optional(z.string().check(z.maxLength(35))), undefined),
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
