// The few calendar steps the schedule takes itself, on Date's UTC arithmetic, because the browser runs
// the schedule and must not load Temporal for them; server code takes addDays and weekdayOf from
// clock.ts. Their names say so, so a search for the server's finds only the server's.
import { DAYS, type Day } from "./schedule-types.ts";

/** Calendar arithmetic on "YYYY-MM-DD" strings (UTC dates, so no zone or DST can shift them). */
export function browserAddDays(date: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The weekday of a "YYYY-MM-DD" date. */
export function browserWeekdayOf(date: string): Day {
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  // getUTCDay: 0 = Sunday; DAYS starts on Monday.
  return DAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7]!;
}
