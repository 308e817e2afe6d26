// Times as the shop tells them. Every slot the API gives is an ISO time with the shop's own offset
// ("2026-11-25T10:30:00-05:00"), so its wall clock is read from the text itself: the visitor's zone
// never moves a slot. Intl is asked only for what the text cannot say: the shop's date today, the
// zone's name ("Eastern Time"), and the visitor's own zone.
//
// The names say "browser": the server's own longDate and zoneName (shop/clock.ts) run on Temporal,
// which the widget never loads.
import { slotDate, slotTime } from "#shop/schedule.ts";
import { locale, type Lang } from "../shared/lang.ts";

const utcDate = (date: string) => {
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d, 12));
};

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(options: Intl.DateTimeFormatOptions, lang: Lang = "en"): Intl.DateTimeFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = dayFormats.get(key);
  // The date is a calendar date: read in UTC, where its noon is that very date.
  if (!format) dayFormats.set(key, (format = new Intl.DateTimeFormat(locale(lang), { ...options, timeZone: "UTC" })));
  return format;
}

/** "2026-11-25" -> "Wednesday, November 25" ("miércoles, 25 de noviembre") */
export const browserLongDate = (date: string, lang?: Lang) =>
  dayFormat({ weekday: "long", month: "long", day: "numeric" }, lang).format(utcDate(date));
/** "2026-11-25" -> { weekday: "Wed", day: "Nov 25" } */
export const shortDate = (date: string, lang?: Lang) => ({
  weekday: dayFormat({ weekday: "short" }, lang).format(utcDate(date)),
  day: dayFormat({ month: "short", day: "numeric" }, lang).format(utcDate(date)),
});

/** A slot's time of day: "10:30 AM", "10:30 a. m.". */
export const slotClock = (iso: string, lang?: Lang) => slotTime(iso, lang);

/** "Wednesday, November 25 at 10:30 AM"; in Spanish "miércoles, 25 de noviembre, 10:30 a. m." */
export const slotWhen = (iso: string, lang?: Lang) =>
  lang === "es"
    ? `${browserLongDate(slotDate(iso), "es")}, ${slotTime(iso, "es")}`
    : `${browserLongDate(slotDate(iso))} at ${slotTime(iso)}`;

/** The shop's date today ("2026-11-25") in its zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    // en-CA writes dates as YYYY-MM-DD.
    return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
      now,
    );
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

const zoneNames = new Map<string, string>();
/** "America/New_York" -> "Eastern Time" (the zone's generic name; its id when Intl has none). */
export function browserZoneName(timeZone: string, lang: Lang = "en"): string {
  const key = `${lang} ${timeZone}`;
  let name = zoneNames.get(key);
  if (name === undefined) {
    try {
      const parts = new Intl.DateTimeFormat(locale(lang), { timeZone, timeZoneName: "longGeneric" }).formatToParts(
        new Date(),
      );
      name = parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
    } catch {
      name = timeZone;
    }
    zoneNames.set(key, name);
  }
  return name;
}

let ownZone: string | undefined | null = null;
/** The visitor's own zone, as their browser says it (asked once: an Intl formatter costs a few ms on a slow phone). */
export function visitorZone(): string | undefined {
  if (ownZone === null) {
    try {
      ownZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      ownZone = undefined;
    }
  }
  return ownZone;
}
