// A booking's names, shared by every audience's words (words/owner.ts, words/visitor.ts,
// words/calendar.ts) and the webhook: the model's and the repair's names from site/_data, the time on
// the shop's wall clock. One place, so an email and the calendar entry it carries never disagree.
import { isoInZone, longDate, zoneName } from "#shop/clock.ts";
import { business, formatTime, models, serviceByKey } from "#shop/facts.ts";
import type { BookableService } from "#shop/content-schemas.ts";
import type { Booking } from "./types.ts";

/** What the shop's emails call the "I don't know what is wrong" choice. */
export const DIAGNOSIS_NAME = "Diagnosis (not sure what's wrong)";

/** The model's name ("iPhone 14 Pro") from models.ts; undefined when none was given or the slug is no longer listed. */
export const modelName = (slug: string | null): string | undefined =>
  slug === null ? undefined : models.find((m) => m.slug === slug)?.name;

/** The repair's name as services.ts gives it ("Screen Replacement"), or the diagnosis. */
export const serviceName = (key: BookableService): string =>
  key === "diagnosis" ? DIAGNOSIS_NAME : serviceByKey(key).name;

/**
 * "iPhone 14 Pro screen replacement", "iPhone diagnosis": the repair inside a sentence. Only plain
 * capitalised words are lowered, so "Face ID Repair" reads "face ID repair", never "face id".
 */
export function repairPhrase(booking: Pick<Booking, "model" | "service">): string {
  const words = booking.service === "diagnosis" ? "diagnosis" : serviceByKey(booking.service).name;
  const lowered = words.replace(/\b[A-Z][a-z]+\b/g, (w) => w.toLowerCase());
  return `${modelName(booking.model) ?? "iPhone"} ${lowered}`;
}

/** "Wednesday, November 25 at 10:00 AM": the day and time on the shop's wall clock, for a sentence (the booking form's words). */
export function dayAndTime(instant: number, timeZone = business.timeZone): string {
  const iso = isoInZone(timeZone, instant);
  return `${longDate(iso.slice(0, 10))} at ${formatTime(iso.slice(11, 16))}`;
}

/** "Wednesday, November 25 at 10:00 AM (Eastern Time)": what an email says, read in any zone. */
export const dayAndTimeWithZone = (instant: number, timeZone = business.timeZone) =>
  `${dayAndTime(instant, timeZone)} (${zoneName(timeZone, instant)})`;

/** Lines of plain text, leaving out the missing (undefined, false). */
export const lines = (...items: Array<string | false | undefined>) =>
  items.filter((x): x is string => typeof x === "string").join("\n");
