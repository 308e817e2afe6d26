// The shop's clock: named operations on a time zone's wall clock and on calendar dates ("YYYY-MM-DD"),
// for the server and the build. They run on Temporal: the runtime's own where it has one, else
// temporal-polyfill (its entry point hands over the native Temporal when there is one). Daylight
// saving, half-hour zones and calendar arithmetic are Temporal's business, not ours.
//
// The browser never loads this module: the live status line reads the wall clock from a small table of
// the zone's offsets (zone-offsets.ts, made here at build by `zoneOffsets`) and schedule.ts keeps its
// own few date steps, because loading Temporal or a first zoned Intl formatter costs a phone a long task.
import { Temporal } from "temporal-polyfill";
import { DAYS, type Day, type LocalTime } from "./schedule.ts";
import type { ZoneOffsets } from "./zone-offsets.ts";
import type { Language } from "./languages.ts";

/** A day in milliseconds, for spans counted in 24-hour days (how long personal data is kept). */
export const DAY_MS = 86_400_000;

const zoned = (timeZone: string, instant: number | Date) =>
  Temporal.Instant.fromEpochMilliseconds(Number(instant)).toZonedDateTimeISO(timeZone);

/** "2026-11-25T10:00:00-05:00": the instant on the zone's wall clock, to the second, with its offset. */
export function isoInZone(timeZone: string, instant: number | Date): string {
  return zoned(timeZone, instant).toString({ timeZoneName: "never", smallestUnit: "second" });
}

/**
 * The zone's wall clock at an instant: its date, weekday and minutes since midnight. The last minute
 * read is kept for each zone: the chat asks it several times an answer, and Temporal's zone
 * arithmetic was a tenth of an answer's time.
 */
export function wallClockAt(timeZone: string, instant: number | Date): Readonly<LocalTime> {
  const minute = Math.floor(Number(instant) / 60_000);
  const kept = lastMinute.get(timeZone);
  if (kept?.minute === minute) return kept.wall;
  const plain = zoned(timeZone, instant).toPlainDateTime();
  const date = plain.toPlainDate();
  const wall = Object.freeze({
    date: date.toString(),
    weekday: DAYS[date.dayOfWeek - 1]!,
    minutes: plain.hour * 60 + plain.minute,
  });
  lastMinute.set(timeZone, { minute, wall });
  return wall;
}
const lastMinute = new Map<string, { minute: number; wall: Readonly<LocalTime> }>();

/** The zone's date at an instant ("2026-11-25"). */
export const dateAt = (timeZone: string, instant: number | Date): string =>
  zoned(timeZone, instant).toPlainDate().toString();

/**
 * dateAt for one zone, for a caller that asks on every request (a hit, a booking): the day last found
 * is kept with its span, so an instant within it costs two comparisons instead of Temporal's work.
 */
export function dateReader(timeZone: string): (instant: number | Date) => string {
  let day: { date: string; start: number; end: number } | undefined;
  return (instant) => {
    const at = Number(instant);
    if (day && day.start <= at && at < day.end) return day.date;
    const date = dateAt(timeZone, at);
    day = { date, start: instantOf(timeZone, date, 0), end: instantOf(timeZone, addDays(date, 1), 0) };
    return date;
  };
}

/**
 * The instant (epoch milliseconds) of a date's wall-clock minute in a zone; minutes past midnight may
 * run into the next days. A minute that daylight saving skips (2:30 AM on a spring-forward day) moves
 * later by the change (an hour, mostly); one it repeats (1:30 AM on a fall-back day) is its first
 * occurrence.
 */
export function instantOf(timeZone: string, date: string, minutes: number): number {
  return Temporal.PlainDate.from(date)
    .toPlainDateTime()
    .add({ minutes })
    .toZonedDateTime(timeZone, { disambiguation: "compatible" }).epochMilliseconds;
}

/** Minutes east of UTC in the zone at an instant. */
export const zoneOffset = (timeZone: string, instant: number | Date): number =>
  Math.round(zoned(timeZone, instant).offsetNanoseconds / 60e9);

/** Calendar arithmetic: "2026-11-30" plus 2 days is "2026-12-02". */
export const addDays = (date: string, days: number): string => Temporal.PlainDate.from(date).add({ days }).toString();

export const weekdayOf = (date: string): Day => DAYS[Temporal.PlainDate.from(date).dayOfWeek - 1]!;

/** Whole days from one date to another ("2026-11-26" to "2026-11-27" is 1; earlier is negative). */
export const daysBetween = (from: string, to: string): number => Temporal.PlainDate.from(from).until(to).days;

/** "YYYY-MM-DD" of a real calendar day, else undefined (there is no November 31st). */
export function calendarDate(year: number, month: number, day: number): string | undefined {
  try {
    return Temporal.PlainDate.from({ year, month, day }, { overflow: "reject" }).toString();
  } catch {
    return undefined;
  }
}

const LOCALES: Record<Language, string> = { en: "en-US", es: "es" };

/** A language's names of the weekdays (Monday first) and the months, from Intl once per language. */
const names = new Map<Language, { weekdays: string[]; months: string[] }>();
function namesIn(language: Language) {
  let found = names.get(language);
  if (!found) {
    const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 12));
    const weekday = new Intl.DateTimeFormat(LOCALES[language], { weekday: "long", timeZone: "UTC" });
    const month = new Intl.DateTimeFormat(LOCALES[language], { month: "long", timeZone: "UTC" });
    found = {
      // 2024-01-01 was a Monday.
      weekdays: DAYS.map((_, i) => weekday.format(utc(2024, 1, 1 + i))),
      months: Array.from({ length: 12 }, (_, i) => month.format(utc(2024, i + 1, 1))),
    };
    names.set(language, found);
  }
  return found;
}

/** The months' names in a language, January first ("January", "enero"). */
export const monthNames = (language: Language): readonly string[] => namesIn(language).months;

/** A weekday's name in a language ("Thursday", "jueves"). */
export const weekdayName = (day: Day, language: Language): string => namesIn(language).weekdays[DAYS.indexOf(day)]!;

/** "November 26" / "26 de noviembre". */
export function monthDay(date: string, language: Language = "en"): string {
  const { month, day } = Temporal.PlainDate.from(date);
  const name = namesIn(language).months[month - 1]!;
  return language === "es" ? `${day} de ${name}` : `${name} ${day}`;
}

/**
 * "Thursday, November 26" / "jueves 26 de noviembre": a date as a person reads it, with its year
 * ("…, 2027" / "… de 2027") when that is not `year`.
 */
export function longDate(date: string, options: { language?: Language; year?: number } = {}): string {
  const { language = "en", year } = options;
  const plain = Temporal.PlainDate.from(date);
  const weekday = namesIn(language).weekdays[plain.dayOfWeek - 1]!;
  const otherYear = year !== undefined && year !== plain.year;
  if (language === "es") return `${weekday} ${monthDay(date, language)}${otherYear ? ` de ${plain.year}` : ""}`;
  return `${weekday}, ${monthDay(date, language)}${otherYear ? `, ${plain.year}` : ""}`;
}

const zoneNames = new Map<string, Intl.DateTimeFormat>();
/**
 * The zone's name at an instant, from Intl (Temporal has none): "Eastern Time" / "hora oriental"
 * (longGeneric, right on both sides of a daylight-saving change) or "EST" / "EDT" (short); the zone's
 * id when Intl has none.
 */
export function zoneName(
  timeZone: string,
  instant: number,
  style: "longGeneric" | "short" = "longGeneric",
  language: Language = "en",
): string {
  const key = `${timeZone} ${style} ${language}`;
  let format = zoneNames.get(key);
  if (!format)
    zoneNames.set(key, (format = new Intl.DateTimeFormat(LOCALES[language], { timeZone, timeZoneName: style })));
  return format.formatToParts(instant).find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/**
 * The zone's offsets from `from` (inclusive) to `until` (exclusive), epoch milliseconds, as the table
 * the browser reads (zone-offsets.ts): the offset at `from`, then one entry per change Temporal knows of.
 */
export function zoneOffsets(timeZone: string, from: number, until: number): ZoneOffsets {
  const start = Math.floor(from / 60_000) * 60_000;
  let at: Temporal.ZonedDateTime | null = zoned(timeZone, start);
  const changes: Array<[number, number]> = [[start, zoneOffset(timeZone, start)]];
  while ((at = at.getTimeZoneTransition("next")) && at.epochMilliseconds < until)
    changes.push([at.epochMilliseconds, Math.round(at.offsetNanoseconds / 60e9)]);
  return { from: start, until, changes };
}
