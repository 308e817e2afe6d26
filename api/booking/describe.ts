// A booking in words, as the emails, the .ics files and the webhook name it: the model's and the
// repair's names from site/_data, the time on the shop's wall clock. One place, so an email and the
// calendar entry it carries never disagree.
import { isoInZone } from "#shop/availability.ts";
import { business, formatTime, models, serviceByKey } from "#shop/facts.ts";
import { formatDate } from "#shop/schedule.ts";
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

const zoneNames = new Map<string, Intl.DateTimeFormat>();
/** "Eastern Time": the zone's generic name, which stays right on both sides of a daylight-saving change. */
export function zoneName(instant: number, timeZone = business.timeZone): string {
  let format = zoneNames.get(timeZone);
  if (!format)
    zoneNames.set(timeZone, (format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" })));
  return format.formatToParts(instant).find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/** "Wednesday, November 25 at 10:00 AM": the shop's wall clock (the booking form's words). */
export function shopTime(instant: number, timeZone = business.timeZone): string {
  const iso = isoInZone(timeZone, instant);
  return `${formatDate(iso.slice(0, 10))} at ${formatTime(iso.slice(11, 16))}`;
}

/** "Wednesday, November 25 at 10:00 AM (Eastern Time)": what an email says, read in any zone. */
export const shopTimeWithZone = (instant: number, timeZone = business.timeZone) =>
  `${shopTime(instant, timeZone)} (${zoneName(instant, timeZone)})`;
