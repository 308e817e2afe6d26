// The table of a zone's UTC offsets that the browser's status line reads instead of Intl
// (shop/zone-offsets.ts, made at build by clock.ts from Temporal's list of the zone's changes):
// it must give the shop's wall clock exactly as Intl does, at every daylight-saving change, in zones
// ahead of and behind UTC, with half-hour offsets and half-hour changes, and step aside to Intl
// outside its span.
import { describe, expect, it } from "vitest";
import { createSchedule, type ScheduleInput } from "#shop/schedule.ts";
import { zoneOffsets } from "#shop/clock.ts";
import { offsetAt } from "#shop/zone-offsets.ts";
import { business } from "#shop/facts.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FROM = Date.UTC(2026, 0, 1);
const UNTIL = FROM + 400 * DAY;

const ZONES = [
  business.timeZone, // the shop's own, whatever the data says
  "America/New_York",
  "America/Chicago",
  "Europe/London",
  "Asia/Kolkata", // +5:30, no daylight saving
  "Australia/Lord_Howe", // changes by half an hour
  "Pacific/Chatham", // +12:45 / +13:45
  "America/Sao_Paulo", // no daylight saving since 2019
  "UTC",
];

const hours: ScheduleInput["hours"] = [
  { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "17:00" },
];

describe.each(ZONES)("offsets of %s", (timeZone) => {
  const table = zoneOffsets(timeZone, FROM, UNTIL);
  const withIntl = createSchedule({ timeZone, hours });
  const withTable = createSchedule({ timeZone, hours, offsets: table });

  it("reads the wall clock as Intl does, every hour of the span and every minute around each change", () => {
    const instants: number[] = [];
    for (let t = FROM; t < UNTIL; t += HOUR) instants.push(t + 17 * 60_000);
    for (const [since] of table.changes.slice(1)) for (let m = -3; m <= 3; m++) instants.push(since + m * 60_000);
    for (const t of instants)
      expect(withTable.localTime(new Date(t)), new Date(t).toISOString()).toEqual(withIntl.localTime(new Date(t)));
  });

  it("answers only inside its span", () => {
    expect(offsetAt(table, FROM - 1)).toBeUndefined();
    expect(offsetAt(table, UNTIL)).toBeUndefined();
    expect(offsetAt(table, FROM)).toBe(table.changes[0]![1]);
    // Outside it the schedule still answers, through Intl.
    const later = new Date(UNTIL + 40 * DAY);
    expect(withTable.localTime(later)).toEqual(withIntl.localTime(later));
  });
});

it("holds one entry per change: two a year where daylight saving applies, one where it does not", () => {
  expect(zoneOffsets("America/New_York", FROM, FROM + 365 * DAY).changes).toHaveLength(3);
  expect(zoneOffsets("Asia/Kolkata", FROM, FROM + 365 * DAY).changes).toEqual([[FROM, 330]]);
});
