// The schedule in words a person reads: times ("6:00 PM"), ranges, lists of days ("Monday – Friday &
// Sunday") and the status line's dates. Pure and Intl-free, like the schedule, for the browser's sake.
import { browserWeekdayOf } from "./browser-dates.ts";
import type { Language } from "./languages.ts";
import { DAYS, type Day, type TimeRange } from "./schedule-types.ts";

/** How each language marks the half of the day: US Spanish writes "a. m." and "p. m." (plain spaces: a text stays GSM-7). */
const HALVES: Record<Language, [string, string]> = { en: ["AM", "PM"], es: ["a. m.", "p. m."] };

/** "18:00" -> "6:00 PM" ("6:00 p. m."), "12:00" -> "12:00 PM", "00:30" -> "12:30 AM": every page, widget and message writes a time so. */
export function formatTime(hhmm: string, language: Language = "en"): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${HALVES[language][h < 12 ? 0 : 1]}`;
}

/** A range of opening hours in a language: "10:00 AM – 6:00 PM". */
export const rangeIn =
  (language: Language) =>
  (r: TimeRange): string =>
    `${formatTime(r.opens, language)} – ${formatTime(r.closes, language)}`;
export const formatRange = rangeIn("en");

/** "2026-11-25T10:30:00-05:00" -> "10:30 AM": a slot's time on the shop's wall clock, as its ISO text has it. */
export function slotTime(iso: string, language: Language = "en"): string {
  const match = /T(\d{2}):(\d{2})/.exec(iso);
  return match ? formatTime(`${match[1]}:${match[2]}`, language) : iso;
}

/** "2026-11-25T10:30:00-05:00" -> "2026-11-25": a slot's date in the shop's zone. */
export const slotDate = (iso: string) => iso.slice(0, 10);

/** "A", "A & B", "A, B & C" */
export function listAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} & ${items[items.length - 1]}`;
}

/**
 * Days as people write them: runs of three or more consecutive days become "Monday – Friday",
 * the rest are listed: "Monday, Wednesday & Friday", "Monday – Friday & Sunday", "Every day".
 */
export function describeDays(days: readonly Day[]): string {
  const sorted = DAYS.filter((d) => days.includes(d));
  if (sorted.length === 7) return "Every day";
  const parts: string[] = [];
  let i = 0;
  while (i < sorted.length) {
    let j = i;
    while (j + 1 < sorted.length && DAYS.indexOf(sorted[j + 1]!) === DAYS.indexOf(sorted[j]!) + 1) j++;
    if (j - i >= 2) parts.push(`${sorted[i]} – ${sorted[j]}`);
    else for (let k = i; k <= j; k++) parts.push(sorted[k]!);
    i = j + 1;
  }
  return listAnd(parts);
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "Thursday, November 26" (with the year when it is not `relativeToYear`): the status line's; the server's is clock.ts's longDate. */
export function formatDate(date: string, relativeToYear?: number): string {
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  const month = MONTHS[m - 1];
  return `${browserWeekdayOf(date)}, ${month} ${d}${relativeToYear !== undefined && relativeToYear !== y ? `, ${y}` : ""}`;
}
