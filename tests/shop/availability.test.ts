// The one availability function (shop/availability.ts): the rules on schedules made here for each
// case (lunch break, holiday, short day, daylight saving, notice, horizon, capacity, blocks), then the
// shop's own schedule and rules from site/_data, whatever they are.
import { describe, expect, it } from "vitest";
import type { BookingRules } from "#shop/content-schemas.ts";
import { createAvailability, parseInstant } from "#shop/availability.ts";
import { addDays, instantOf, isoInZone } from "#shop/clock.ts";
import { availability, booking, schedule } from "#shop/facts.ts";
import { createSchedule, toMinutes, type ScheduleInput } from "#shop/schedule.ts";

const RULES: BookingRules = {
  enabled: true,
  slotMinutes: 30,
  capacity: 2,
  minimumNoticeMinutes: 60,
  horizonDays: 14,
  services: ["screen", "diagnosis"],
  maxFutureBookingsPerPhone: 2,
  onlineLimits: booking.onlineLimits,
  retentionDays: 30,
  reminders: booking.reminders,
  changeCutoffMinutes: booking.changeCutoffMinutes,
  reviewAsk: booking.reviewAsk,
  textConsent: booking.textConsent,
  checkIn: booking.checkIn,
};

const NY = "America/New_York";
const shop = (input: Partial<ScheduleInput> = {}, rules: Partial<BookingRules> = {}) =>
  createAvailability(
    createSchedule({
      timeZone: NY,
      hours: [
        { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "12:00" },
        { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "13:00", closes: "17:00" },
        { days: ["Saturday"], opens: "10:00", closes: "14:00" },
      ],
      specialHours: [
        { date: "2026-11-26", label: "Thanksgiving", closed: true },
        { date: "2026-12-24", label: "Christmas Eve", opens: "09:00", closes: "10:15" },
      ],
      ...input,
    }),
    { ...RULES, ...rules },
  );

/** Monday 2026-11-23, 6:00 AM in New York. */
const MONDAY_EARLY = new Date(instantOf(NY, "2026-11-23", 6 * 60));
const times = (day: { slots: { start: string }[] }) => day.slots.map((s) => s.start.slice(11, 16));
/** A weekday morning's slots (09:00 to the lunch break at 12:00) in the schedule made here. */
const MORNING = ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30"];

describe("the slot grid", () => {
  it("cuts each opening range into whole slots and never crosses the lunch break", () => {
    const day = shop().days(MONDAY_EARLY, { days: 1 }).days[0]!;
    expect(times(day)).toEqual([...MORNING, "13:00", "13:30", "14:00", "14:30", "15:00", "15:30", "16:00", "16:30"]);
    expect(day.slots.every((s) => s.remaining === RULES.capacity)).toBe(true);
  });

  it("leaves out a slot that would run past closing", () => {
    const day = shop({}, { slotMinutes: 45 }).days(MONDAY_EARLY, { days: 1 }).days[0]!;
    expect(times(day)).toEqual(["09:00", "09:45", "10:30", "11:15", "13:00", "13:45", "14:30", "15:15", "16:00"]);
  });

  it("gives a closed holiday no slots and a short special day only its own", () => {
    const a = shop({}, { horizonDays: 60 });
    expect(a.days(MONDAY_EARLY, { from: "2026-11-26", days: 1 }).days[0]).toEqual({ date: "2026-11-26", slots: [] });
    expect(times(a.days(MONDAY_EARLY, { from: "2026-12-24", days: 1 }).days[0]!)).toEqual(["09:00", "09:30"]);
    expect(a.check(instantOf(NY, "2026-11-26", 9 * 60), MONDAY_EARLY)).toEqual({ ok: false, reason: "closed" });
  });

  it("lists closed weekdays with no slots", () => {
    const sunday = shop().days(MONDAY_EARLY, { from: "2026-11-29", days: 1 }).days[0]!;
    expect(sunday.slots).toEqual([]);
  });
});

describe("daylight saving", () => {
  // A shop open through the night shows what the clocks do at 2 AM.
  const night = (date: string) =>
    createAvailability(
      createSchedule({ timeZone: NY, hours: [{ days: ["Sunday"], opens: "00:00", closes: "04:00" }] }),
      { ...RULES, slotMinutes: 60, horizonDays: 365 },
    ).days(new Date(Date.parse("2026-01-01T00:00:00Z")), { from: date, days: 1 }).days[0]!;
  /** The night of `date`, whose slots are checked to start at exactly `starts`. */
  const nightStarting = (date: string, starts: string[]) => {
    const day = night(date);
    expect(day.slots.map((s) => s.start)).toEqual(starts);
    return day;
  };

  it("spring forward: the hour that does not exist is not offered, and offsets change", () => {
    // 1:00 AM EST to 3:00 AM EDT is one real hour; 2:00 AM never happens.
    const day = nightStarting("2026-03-08", [
      "2026-03-08T00:00:00-05:00",
      "2026-03-08T01:00:00-05:00",
      "2026-03-08T03:00:00-04:00",
    ]);
    // Every slot is as long as the rules say, in real time.
    for (const s of day.slots) expect(parseInstant(s.end)! - parseInstant(s.start)!).toBe(60 * 60_000);
  });

  it("fall back: the hour that happens twice (two real hours on the wall) is not offered, and a day slot is in the new offset", () => {
    nightStarting("2026-11-01", [
      "2026-11-01T00:00:00-04:00",
      "2026-11-01T02:00:00-05:00",
      "2026-11-01T03:00:00-05:00",
    ]);
    expect(isoInZone(NY, instantOf(NY, "2026-11-02", 9 * 60))).toBe("2026-11-02T09:00:00-05:00");
    expect(isoInZone(NY, instantOf(NY, "2026-10-30", 9 * 60))).toBe("2026-10-30T09:00:00-04:00");
  });
});

describe("notice, horizon, capacity and blocks", () => {
  it("offers nothing in the past or inside the minimum notice", () => {
    const tenFifteen = new Date(instantOf(NY, "2026-11-23", 10 * 60 + 15));
    const a = shop();
    // 10:30 is in the future but inside an hour's notice; 11:30 is the first offered.
    expect(times(a.days(tenFifteen, { days: 1 }).days[0]!)[0]).toBe("11:30");
    expect(a.check(instantOf(NY, "2026-11-23", 10 * 60), tenFifteen)).toEqual({ ok: false, reason: "past" });
    expect(a.check(instantOf(NY, "2026-11-23", 10 * 60 + 30), tenFifteen)).toEqual({ ok: false, reason: "too_soon" });
    expect(a.check(instantOf(NY, "2026-11-23", 11 * 60 + 30), tenFifteen).ok).toBe(true);
  });

  it("starts a past 'from' today, caps the days at the horizon, and gives no slots past it", () => {
    const a = shop({}, { horizonDays: 3 });
    const answer = a.days(MONDAY_EARLY, { from: "2026-01-01", days: 10 });
    expect(answer.days.map((d) => d.date)).toEqual(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26"]);
    expect(answer.timeZone).toBe(NY);
    const later = a.days(MONDAY_EARLY, { from: "2026-11-27", days: 2 }).days;
    expect(later.every((d) => d.slots.length === 0)).toBe(true);
    expect(a.check(instantOf(NY, "2026-11-27", 9 * 60), MONDAY_EARLY)).toEqual({ ok: false, reason: "too_far" });
  });

  it("lists no date past the horizon, comparing dates as dates (the year 10000 is not before 2026)", () => {
    const a = shop({}, { horizonDays: 3 });
    for (const from of ["2026-11-27", "9999-12-31"]) expect(a.days(MONDAY_EARLY, { from, days: 5 }).days).toEqual([]);
    expect(a.days(MONDAY_EARLY, { from: "2026-11-25", days: 5 }).days.map((d) => d.date)).toEqual([
      "2026-11-25",
      "2026-11-26",
    ]);
  });

  it("counts bookings per slot, lists a full slot with 0, and refuses it", () => {
    const a = shop();
    const nine = instantOf(NY, "2026-11-24", 9 * 60);
    const nineThirty = instantOf(NY, "2026-11-24", 9 * 60 + 30);
    const taken = new Map([
      [nine, 2],
      [nineThirty, 1],
    ]);
    const day = a.days(MONDAY_EARLY, { from: "2026-11-24", days: 1 }, { taken, blocked: [] }).days[0]!;
    expect(day.slots.slice(0, 3).map((s) => s.remaining)).toEqual([0, 1, 2]);
    expect(a.check(nine, MONDAY_EARLY, { taken, blocked: [] })).toEqual({ ok: false, reason: "full" });
    expect(a.check(nineThirty, MONDAY_EARLY, { taken, blocked: [] }).ok).toBe(true);
  });

  it("makes blocked time unavailable, slot by slot", () => {
    const a = shop();
    const blocked = [{ start: instantOf(NY, "2026-11-24", 9 * 60), end: instantOf(NY, "2026-11-24", 12 * 60) }];
    const day = a.days(MONDAY_EARLY, { from: "2026-11-24", days: 1 }, { taken: new Map(), blocked }).days[0]!;
    expect(day.slots.filter((s) => s.remaining === 0).map((s) => s.start.slice(11, 16))).toEqual(MORNING);
    expect(a.check(instantOf(NY, "2026-11-24", 10 * 60), MONDAY_EARLY, { taken: new Map(), blocked })).toEqual({
      ok: false,
      reason: "blocked",
    });
  });

  it("refuses a start off the grid, and finds the free slots nearest a time", () => {
    const a = shop();
    expect(a.check(instantOf(NY, "2026-11-24", 9 * 60 + 10), MONDAY_EARLY)).toEqual({ ok: false, reason: "off_grid" });
    expect(a.check(instantOf(NY, "2026-11-24", 12 * 60 + 30), MONDAY_EARLY)).toEqual({ ok: false, reason: "closed" });
    const nearest = a.nearest(instantOf(NY, "2026-11-24", 12 * 60 + 20), MONDAY_EARLY);
    expect(nearest.map((s) => s.start.slice(11, 16))).toEqual(["11:30", "13:00", "13:30"]);
  });
});

describe("the shop's own schedule and rules (site/_data)", () => {
  const now = new Date();
  const answer = availability.days(now);

  it("lists today through today + horizonDays, in the shop's zone", () => {
    expect(answer.timeZone).toBe(schedule.timeZone);
    expect(answer.days).toHaveLength(booking.horizonDays + 1);
    expect(answer.days[0]!.date).toBe(schedule.localTime(now).date);
    expect(answer.days.at(-1)!.date).toBe(addDays(schedule.localTime(now).date, booking.horizonDays));
  });

  it("never offers a slot outside the day's opening hours or inside the notice", () => {
    for (const day of answer.days) {
      const ranges = schedule.hoursOn(day.date).ranges;
      for (const slot of day.slots) {
        const from = toMinutes(slot.start.slice(11, 16));
        const to = from + booking.slotMinutes;
        expect(
          ranges.some((r) => toMinutes(r.opens) <= from && to <= toMinutes(r.closes)),
          `${slot.start}`,
        ).toBe(true);
        expect(parseInstant(slot.start)! - now.getTime()).toBeGreaterThanOrEqual(booking.minimumNoticeMinutes * 60_000);
        expect(slot.remaining).toBe(booking.capacity);
      }
    }
  });

  it("checks every offered slot as bookable", () => {
    const slot = answer.days.flatMap((d) => d.slots)[0];
    expect(slot, "the shop offers at least one slot in its horizon").toBeDefined();
    expect(availability.check(parseInstant(slot!.start)!, now).ok).toBe(true);
  });
});
