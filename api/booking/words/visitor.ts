// What the visitor reads about their booking: the confirmation and the cancellation emails. They
// repeat nothing the visitor typed (no name, no note), so the form cannot be used to send someone
// else a message of the sender's choosing from the shop's address.
import { beforeDropOffFor } from "#shop/checkin-content.ts";
import { absoluteUrl, booking as rules, business, fullAddress, mapsUrl } from "#shop/facts.ts";
import { lines, modelName, repairPhrase, serviceName, dayAndTime, dayAndTimeWithZone } from "../describe.ts";
import type { Booking } from "../types.ts";

/** The shop's block every visitor email ends with: address, directions, phone. */
const shopFooter = () =>
  lines(business.name, fullAddress, `Directions: ${mapsUrl}`, `Phone: ${business.phone.display}`, business.siteUrl);

/** The confirmation: when, what, the reference, what to do before drop-off and the private link. */
export function confirmationWords(b: Booking, manageUrl: string | undefined): { subject: string; text: string } {
  const before = beforeDropOffFor(rules.checkIn, b.service);
  return {
    subject: `Your repair at ${business.name}: ${dayAndTime(b.start)}`,
    text: `${lines(
      "Hello,",
      "",
      `Your ${repairPhrase(b)} is booked.`,
      "",
      `When: ${dayAndTimeWithZone(b.start)}`,
      `Repair: ${serviceName(b.service)}`,
      modelName(b.model) && `iPhone: ${modelName(b.model)}`,
      `Reference: ${b.reference}`,
      "",
      before.length > 0 && lines("Before you bring your phone:", ...before.map((l) => `- ${l}`), ""),
      manageUrl && `See or cancel your booking: ${manageUrl}`,
      "The attached calendar file adds the visit to your calendar.",
      `Plans changed or a question? Call us at ${business.phone.display}.`,
      "",
      shopFooter(),
    )}\n`,
  };
}

export function cancellationWords(b: Booking): { subject: string; text: string } {
  return {
    subject: `Cancelled: your repair at ${business.name}, ${dayAndTime(b.start)}`,
    text: `${lines(
      "Hello,",
      "",
      `Your booking ${b.reference} for ${dayAndTimeWithZone(b.start)} (${repairPhrase(b)}) is cancelled.`,
      "",
      `To book another time: ${absoluteUrl("/book/")}`,
      `If you did not cancel it, or have a question, call us at ${business.phone.display}.`,
      "",
      shopFooter(),
    )}\n`,
  };
}
