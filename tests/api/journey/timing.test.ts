// When the journey's notices go, on the shop's wall clock across the daylight-saving changes of
// 2026-11-01 and 2027-03-14 and around the quiet hours. Times are read back with Intl on its own, in the
// shop's zone from business.ts, so another shop's zone passes too.
import { describe, expect, it } from "vitest";
import { instantOf } from "#shop/clock.ts";
import { booking as rules, business } from "#shop/facts.ts";
import { wallClockFormat } from "#shop/zone-offsets.ts";
import {
  before,
  estimateReminderTime,
  inWakingHours,
  nextMorning,
  reminderTimes,
  reviewTimes,
} from "../../../api/journey/timing.ts";

const zone = business.timeZone;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * "2026-11-01 10:00": an instant on the shop's wall clock, told by Intl alone (the formatter the
 * browser falls back on; the times under test come from Temporal, so this is still a check from outside).
 */
const wallParts = wallClockFormat(zone);
function wall(instant: number): string {
  const p = Object.fromEntries(wallParts.formatToParts(instant).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}
const at = (date: string, hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return instantOf(zone, date, h! * 60 + m!);
};

describe("reminders", () => {
  it.each([
    ["the day after autumn's change", "2026-11-02", "2026-11-01"],
    ["the day of autumn's change", "2026-11-01", "2026-10-31"],
    ["the day after spring's change", "2027-03-15", "2027-03-14"],
    ["the day of spring's change", "2027-03-14", "2027-03-13"],
  ])("a day's lead on %s is the same wall-clock time the day before", (_, slotDay, dayBefore) => {
    const start = at(slotDay, "10:00");
    const [due] = reminderTimes(zone, start, [1440], start - 7 * 24 * HOUR);
    expect(wall(due!)).toBe(`${dayBefore} 10:00`);
  });

  it("a lead under a day counts real minutes, even across the change of the night before", () => {
    const start = at("2026-11-01", "10:00");
    expect(start - before(zone, start, 120)).toBe(2 * HOUR);
    expect(wall(before(zone, start, 120))).toBe("2026-11-01 08:00");
    // 1 day and 2 hours: the wall-clock day, then two real hours.
    expect(wall(before(zone, at("2027-03-15", "11:00"), 1440 + 120))).toBe("2027-03-14 09:00");
  });

  it("the shop's own leads, latest first; one already past when booked or moved is left out", () => {
    const start = at("2026-12-02", "11:00");
    const leads = rules.reminders;
    const all = reminderTimes(zone, start, leads, start - 30 * 24 * HOUR);
    expect(all).toHaveLength(leads.length);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    const longest = Math.max(...leads);
    const lateBooking = before(zone, start, longest) + MINUTE;
    expect(reminderTimes(zone, start, leads, lateBooking)).toHaveLength(leads.length - 1);
    expect(reminderTimes(zone, start, leads, start - MINUTE)).toEqual([]);
  });
});

describe("quiet hours: nothing before 9:00 AM or from 8:00 PM, shop time", () => {
  it("the review ask waits for the morning, across both changes", () => {
    const delay = { delayMinutes: 120, reminderDays: 3 };
    // Collected at 7:00 PM the evening before autumn's change: 9:00 PM is too late, so 9:00 AM next day.
    const autumn = reviewTimes(zone, at("2026-10-31", "19:00"), delay);
    expect(wall(autumn.ask)).toBe("2026-11-01 09:00");
    expect(wall(autumn.reminder)).toBe("2026-11-04 09:00");
    const spring = reviewTimes(zone, at("2027-03-13", "18:30"), delay);
    expect(wall(spring.ask)).toBe("2027-03-14 09:00");
    expect(wall(spring.reminder)).toBe("2027-03-17 09:00");
    // In the afternoon: two hours later, the reminder at the same time days later.
    const day = reviewTimes(zone, at("2027-03-12", "14:15"), delay);
    expect(wall(day.ask)).toBe("2027-03-12 16:15");
    expect(wall(day.reminder)).toBe("2027-03-15 16:15");
  });

  it("the edges: 8:59 AM waits, 9:00 AM goes, 7:59 PM goes, 8:00 PM waits", () => {
    expect(wall(inWakingHours(zone, at("2026-11-01", "08:59")))).toBe("2026-11-01 09:00");
    expect(wall(inWakingHours(zone, at("2026-11-01", "09:00")))).toBe("2026-11-01 09:00");
    expect(wall(inWakingHours(zone, at("2026-11-01", "19:59")))).toBe("2026-11-01 19:59");
    expect(wall(inWakingHours(zone, at("2026-11-01", "20:00")))).toBe("2026-11-02 09:00");
    expect(wall(inWakingHours(zone, at("2027-03-14", "01:30")))).toBe("2027-03-14 09:00");
  });

  it("'we missed you' goes at 9:00 AM the next day; the estimate's reminder a day later in waking hours", () => {
    expect(wall(nextMorning(zone, at("2026-10-31", "17:00")))).toBe("2026-11-01 09:00");
    expect(wall(nextMorning(zone, at("2027-03-13", "23:30")))).toBe("2027-03-14 09:00");
    expect(wall(estimateReminderTime(zone, at("2027-03-13", "15:00")))).toBe("2027-03-14 15:00");
    expect(wall(estimateReminderTime(zone, at("2026-10-31", "20:30")))).toBe("2026-11-02 09:00");
  });
});
