// The browser's own date steps (shop/browser-dates.ts, on Date's UTC arithmetic so the status line
// loads no Temporal) must agree with the server's (clock.ts, on Temporal) on every date: across month
// and year ends, leap days and the days daylight saving changes the shop's clock.
import { expect, it } from "vitest";
import { browserAddDays, browserWeekdayOf } from "#shop/browser-dates.ts";
import { addDays, weekdayOf } from "#shop/clock.ts";

// Every day of 2023 to 2028 (2024 and 2028 are leap years), each stepped back and forward.
const FIRST = "2023-01-01";
const dates = Array.from({ length: 6 * 366 }, (_, i) => addDays(FIRST, i));

it("steps a date as the server's clock does, whole years included", () => {
  for (const date of dates)
    for (const days of [-400, -31, -1, 0, 1, 7, 29, 366])
      expect(browserAddDays(date, days), `${date} + ${days}`).toBe(addDays(date, days));
});

it("names a date's weekday as the server's clock does", () => {
  for (const date of dates) expect(browserWeekdayOf(date), date).toBe(weekdayOf(date));
});
