// What the visitor reads when the shop sends an estimate: the options with their prices, the shop's
// note, and where to answer: the private link (kept sealed with the booking), or, for a booking made
// before it was kept, the one in the booking's confirmation, or the phone. Nothing the visitor typed is in it.
import { business } from "#shop/facts.ts";
import { lines, repairPhrase } from "../describe.ts";
import type { Booking, Estimate } from "../types.ts";

/** "$189.00": a price in dollars as the tracker shows it too. */
export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The estimate as the visitor is shown it (the tracker's JSON, the webhook): prices in dollars. */
export const estimateAsShown = (e: Estimate) => ({
  version: e.version,
  options: e.options.map((o) => ({ label: o.label, price: o.cents / 100 })),
  note: e.note,
});

export function estimateWaitingWords(
  b: Booking,
  estimate: Estimate,
  manageUrl: string | undefined,
): { subject: string; text: string } {
  return {
    subject: `Estimate for your repair ${b.reference}: your OK needed`,
    text: `${lines(
      "Hello,",
      "",
      `We looked at your ${repairPhrase(b)} (${b.reference}). Here is what we can do:`,
      "",
      ...estimate.options.map((o, i) => `${i + 1}. ${o.label}: ${dollars(o.cents)}`),
      estimate.note ? "" : undefined,
      estimate.note ? `Note from the shop: ${estimate.note}` : undefined,
      "",
      manageUrl
        ? `See it and approve an option or decline: ${manageUrl}`
        : "To approve an option or decline, open the private link in your booking's confirmation email.",
      `Or call us at ${business.phone.display}.`,
      "",
      business.name,
    )}\n`,
  };
}
