// What the shop's owner reads about a booking: the email of a new or cancelled one. Plain text with
// everything the visitor typed, since the owner calls them back; nothing of it is ever HTML. Always
// in English, the owner's language, saying the language the visitor's messages go in.
import { formatUsPhone } from "#shop/booking-fields.ts";
import {
  lines,
  messageLanguage,
  modelName,
  repairPhrase,
  serviceName,
  dayAndTime,
  dayAndTimeWithZone,
  LANGUAGE_NAMES,
} from "../describe.ts";
import type { Booking } from "../types.ts";

/** The booking's facts as the owner reads them, visitor's words included. */
const details = (b: Booking) =>
  lines(
    `When: ${dayAndTimeWithZone(b.start)}`,
    `Repair: ${serviceName(b.service)}`,
    `iPhone: ${modelName(b.model) ?? "not given"}`,
    `Name: ${b.name}`,
    `Phone: ${formatUsPhone(b.phone)}`,
    b.email ? `Email: ${b.email}` : "Email: not given",
    b.notes ? `Note: ${b.notes}` : undefined,
    `Reference: ${b.reference}`,
    // The language the visitor's messages go in, so the owner answers a call in it too.
    `Language: ${LANGUAGE_NAMES[messageLanguage(b)]}`,
    b.source === "owner" ? "Booked by the shop (phone or walk-in)." : "Booked online.",
  );

/** The owner's email when a booking is made or cancelled. */
export function ownerEmailWords(event: "created" | "cancelled", b: Booking): { subject: string; text: string } {
  const what = `${repairPhrase(b)}, ${dayAndTime(b.start)}`;
  const subject = event === "created" ? `New booking ${b.reference}: ${what}` : `Cancelled ${b.reference}: ${what}`;
  const intro = event === "created" ? "A repair was booked." : "This booking was cancelled; its slot is free again.";
  return { subject, text: `${intro}\n\n${details(b)}\n` };
}
