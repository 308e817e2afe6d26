// What this shop takes, as the build handed it to the booking form (virtual:booking-facts and
// virtual:shop-facts), and the booking contract bound to it: the same schema the API reads a booking
// with, so the form checks each field as the server will before anything is sent.
import { booking as rules } from "virtual:booking-facts";
import { series } from "virtual:shop-facts";
import { bookingRequestSchema, readBooking } from "#shop/booking-contract.ts";
import {
  DETAIL_FIELDS,
  HONEYPOT_FIELD,
  NO_TEXTS_FIELD,
  TEXTS_VERSION_FIELD,
  type DetailField,
  type DetailName,
} from "#shop/booking-fields.ts";
import type { Booked } from "./booking-api.ts";

export { rules };
export const MODELS = series.flatMap((group) => group.models);

const SERVICE_KEYS = new Set<string>(rules.services.map((s) => s.key));
const MODEL_SLUGS = new Set<string>(MODELS.map((m) => m.slug));
export const validService = (key: string | undefined) => (key && SERVICE_KEYS.has(key) ? key : undefined);
export const validModel = (slug: string | undefined) => (slug && MODEL_SLUGS.has(slug) ? slug : undefined);

const requestSchema = bookingRequestSchema({ services: [...SERVICE_KEYS], models: [...MODEL_SLUGS] });

/** The visitor's details in the form's order. */
export const DETAIL_NAMES = Object.keys(DETAIL_FIELDS) as DetailName[];

/** What the visitor has chosen and typed so far (kept per element while the page lives). */
export type Draft = {
  service: string;
  model: string;
  date?: string;
  start?: string;
  website: string;
  /** The box "Don't text me" beside the phone field. */
  noTexts?: boolean;
  booked?: Booked;
} & Record<DetailName, string>;

/** The JSON the API is sent: what was typed, trimmed; an optional field left empty is left out. */
export function requestOf(draft: Draft): Record<string, unknown> {
  const details = DETAIL_NAMES.map((name) => [name, draft[name].trim()] as const).filter(
    ([name, value]) => value || (DETAIL_FIELDS[name] as DetailField).required,
  );
  return {
    start: draft.start,
    service: draft.service,
    ...(draft.model ? { model: draft.model } : {}),
    ...Object.fromEntries(details),
    // The consent words shown beside the phone field (their version) and the visitor's answer.
    [TEXTS_VERSION_FIELD]: rules.textConsent.version,
    [NO_TEXTS_FIELD]: draft.noTexts === true,
    [HONEYPOT_FIELD]: draft.website,
  };
}

/** The fields the server would refuse, checked by the contract before anything is sent. */
export function problemsOf(draft: Draft) {
  const read = readBooking(requestSchema, requestOf(draft));
  return read.ok ? {} : read.fields;
}
