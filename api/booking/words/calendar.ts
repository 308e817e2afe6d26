// What a calendar reads about a booking: the summary and description of the visitor's own event (the
// confirmation's .ics, in the booking's language) and of each event in the owner's private feed. ics.ts escapes and folds them.
import { formatUsPhone } from "#shop/booking-fields.ts";
import { business, capitalize, fullAddress, mapsUrl } from "#shop/facts.ts";
import {
  lines,
  messageLanguage,
  modelName,
  repairPhrase,
  serviceName,
  dayAndTimeWithZone,
  LANGUAGE_NAMES,
} from "../describe.ts";
import { CANCELLED_STATES, isIn, NO_SHOW_STATES, STATE_WORDS, UNCONFIRMED_STATES } from "#shop/repair-states.ts";
import type { Booking } from "../types.ts";

/** The state as the desk says it; a booking not yet confirmed says so, since the calendar shows no buttons. */
const stateWords = (b: Booking) =>
  isIn(UNCONFIRMED_STATES, b.state) ? "booked (not yet confirmed)" : STATE_WORDS[b.state].desk;

export interface EventWords {
  summary: string;
  description: string;
}

/**
 * The visitor's event: "iPhone 14 Pro screen replacement at <shop>", with the reference, the shop's
 * phone and directions. Nothing the visitor typed is in it (they know their own name; the file may be
 * forwarded). `manageUrl` is the private see-or-cancel link, already checked to be http(s).
 */
export function visitorEventWords(b: Booking, timeZone: string, manageUrl: string | undefined): EventWords {
  if (messageLanguage(b) === "es") return spanishEventWords(b, timeZone, manageUrl);
  return {
    summary: `${repairPhrase(b)} at ${business.name}`,
    description: lines(
      `Reference: ${b.reference}`,
      `When: ${dayAndTimeWithZone(b.start, timeZone)}`,
      `Repair: ${serviceName(b.service)}`,
      modelName(b.model) && `iPhone: ${modelName(b.model)}`,
      `Where: ${business.name}, ${fullAddress}`,
      `Directions: ${mapsUrl}`,
      `Call the shop: ${business.phone.display}`,
      manageUrl && `See or cancel: ${manageUrl}`,
    ),
  };
}

/** The same event for a booking made in Spanish (describe.ts's messageLanguage). */
const spanishEventWords = (b: Booking, timeZone: string, manageUrl: string | undefined): EventWords => ({
  summary: `${capitalize(repairPhrase(b, "es"))} en ${business.name}`,
  description: lines(
    `Referencia: ${b.reference}`,
    `Cuándo: ${dayAndTimeWithZone(b.start, timeZone, "es")}`,
    `Reparación: ${serviceName(b.service, "es")}`,
    modelName(b.model) && `iPhone: ${modelName(b.model)}`,
    `Dónde: ${business.name}, ${fullAddress}`,
    `Cómo llegar: ${mapsUrl}`,
    `Llame al taller: ${business.phone.display}`,
    manageUrl && `Vea o cancele: ${manageUrl}`,
  ),
});

/**
 * An event of the owner's feed: the visitor's name, phone, email, note and state. A cancelled or
 * missed booking says so first, so a calendar that already holds it shows the change.
 */
export function feedEventWords(b: Booking): EventWords {
  const prefix = isIn(CANCELLED_STATES, b.state) ? "Cancelled: " : isIn(NO_SHOW_STATES, b.state) ? "No-show: " : "";
  return {
    summary: `${prefix}${repairPhrase(b)}: ${b.name}`,
    description: lines(
      `Reference: ${b.reference}`,
      `Repair: ${serviceName(b.service)}`,
      `iPhone: ${modelName(b.model) ?? "not given"}`,
      `Name: ${b.name}`,
      `Phone: ${formatUsPhone(b.phone)}`,
      b.email ? `Email: ${b.email}` : undefined,
      b.notes ? `Note: ${b.notes}` : undefined,
      `State: ${stateWords(b)}`,
      `Language: ${LANGUAGE_NAMES[messageLanguage(b)]}`,
      `Booked: ${b.source === "owner" ? "by the shop (phone or walk-in)" : "online"}`,
    ),
  };
}

/** The feed's name in the owner's calendar list. */
export const feedName = () => `${business.name} bookings`;
