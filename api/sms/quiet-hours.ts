// No text before 8:00 AM or after 9:00 PM on the shop's clock (the US rule for informational texts
// keeps to these hours; the shop's customers are its neighbours, in its zone). A text due in the night
// waits for 8:00; one that would then be too late (a reminder after its slot) is not sent at all.
import { addDays, instantOf, wallClockAt } from "#shop/clock.ts";

/** The first and the last minute of the day (shop time) a text may go, as [from, until). */
export const TEXT_HOURS = { from: 8 * 60, until: 21 * 60 } as const;

/** `at` when texts may go then, else the next 8:00 AM on the shop's clock. */
export function nextTextTime(at: number, timeZone: string): number {
  const { date, minutes } = wallClockAt(timeZone, at);
  if (minutes >= TEXT_HOURS.from && minutes < TEXT_HOURS.until) return at;
  return instantOf(timeZone, minutes < TEXT_HOURS.from ? date : addDays(date, 1), TEXT_HOURS.from);
}
