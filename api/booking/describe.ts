// A booking's names, shared by every audience's words (words/owner.ts, words/visitor.ts,
// words/calendar.ts, the Spanish ones in words/es-*.ts) and the webhook: the model's and the repair's
// names from site/_data (the Spanish ones as the /es/ pages show them, site/ui/i18n/content.ts), the
// time on the shop's wall clock. One place, so an email and the calendar entry it carries never disagree.
import { isoInZone, longDate, zoneName } from "#shop/clock.ts";
import { business, formatTime, models, serviceByKey, shopLanguage } from "#shop/facts.ts";
import type { BookableService } from "#shop/content-schemas.ts";
import type { Language } from "#shop/languages.ts";
import { serviceIn } from "../../site/ui/i18n/content.ts";
import type { Booking } from "./types.ts";

/** What the shop's emails call the "I don't know what is wrong" choice. */
export const DIAGNOSIS_NAME = "Diagnosis (not sure what's wrong)";
const DIAGNOSIS_NAMES: Record<Language, string> = { en: DIAGNOSIS_NAME, es: "Diagnóstico (no sabe qué falla)" };

/**
 * The language of everything a booking sends the visitor: the one they booked in, when the shop
 * speaks it (shopLanguage), else English. Every visitor message asks this, never `booking.lang`.
 */
export const messageLanguage = (b: Pick<Booking, "lang">): Language => shopLanguage(b.lang);

/** A language's name as the owner's desk and emails say it (in the owner's English). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Spanish" };

/** The model's name ("iPhone 14 Pro") from models.ts; undefined when none was given or the slug is no longer listed. */
export const modelName = (slug: string | null): string | undefined =>
  slug === null ? undefined : models.find((m) => m.slug === slug)?.name;

/** The repair's name as services.ts gives it ("Screen Replacement", "Cambio de pantalla"), or the diagnosis. */
export const serviceName = (key: BookableService, language: Language = "en"): string =>
  key === "diagnosis"
    ? DIAGNOSIS_NAMES[language]
    : language === "en"
      ? serviceByKey(key).name
      : serviceIn(language, key).name;

/**
 * "iPhone 14 Pro screen replacement", "iPhone diagnosis": the repair inside a sentence. Only plain
 * capitalised words are lowered, so "Face ID Repair" reads "face ID repair", never "face id". In
 * Spanish the repair comes first: "cambio de pantalla del iPhone 14 Pro", "diagnóstico del iPhone".
 */
export function repairPhrase(booking: Pick<Booking, "model" | "service">, language: Language = "en"): string {
  const model = modelName(booking.model) ?? "iPhone";
  if (language === "es") {
    const words = booking.service === "diagnosis" ? "diagnóstico" : serviceName(booking.service, "es");
    return `${words.charAt(0).toLowerCase()}${words.slice(1)} del ${model}`;
  }
  const words = booking.service === "diagnosis" ? "diagnosis" : serviceByKey(booking.service).name;
  const lowered = words.replace(/\b[A-Z][a-z]+\b/g, (w) => w.toLowerCase());
  return `${model} ${lowered}`;
}

/**
 * "Wednesday, November 25 at 10:00 AM" / "miércoles 25 de noviembre, 10:00 a. m.": the day and time on
 * the shop's wall clock, for a sentence (the booking form's words).
 */
export function dayAndTime(instant: number, timeZone = business.timeZone, language: Language = "en"): string {
  const iso = isoInZone(timeZone, instant);
  const [date, time] = [iso.slice(0, 10), iso.slice(11, 16)];
  if (language === "es") return `${longDate(date, { language })}, ${formatTime(time, "es")}`;
  return `${longDate(date)} at ${formatTime(time)}`;
}

/** "Wednesday, November 25 at 10:00 AM (Eastern Time)": what an email says, read in any zone. */
export const dayAndTimeWithZone = (instant: number, timeZone = business.timeZone, language: Language = "en") =>
  `${dayAndTime(instant, timeZone, language)} (${zoneName(timeZone, instant, "longGeneric", language)})`;

/** Lines of plain text, leaving out the missing (undefined, false). */
export const lines = (...items: Array<string | false | undefined>) =>
  items.filter((x): x is string => typeof x === "string").join("\n");
