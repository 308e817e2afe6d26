// The opening-hours module on schedules of its own (not the shop's data): grouping, instants in the
// shop's time zone across daylight-saving changes, special days, the status line, and validation.
import { describe, expect, it } from "vitest";
import { findHoliday, HOLIDAYS, holidayHours } from "#shop/holidays.ts";
import { createSchedule, describeDays, scheduleProblems, type ScheduleInput } from "#shop/schedule.ts";
import { BusinessSchema } from "#shop/content-schemas.ts";
import business from "../../site/_data/business.ts";

const NY = "America/New_York";
const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;

/** A shop with a lunch break on weekdays, short Saturdays, closed Sundays, and two special days. */
const lunchBreak: ScheduleInput = {
  timeZone: NY,
  hours: [
    { days: weekdays, opens: "09:00", closes: "12:00" },
    { days: weekdays, opens: "13:00", closes: "17:00" },
    { days: ["Saturday"], opens: "10:00", closes: "14:00" },
  ],
  specialHours: [
    { date: "2026-11-26", label: "Thanksgiving", closed: true },
    { date: "2026-12-24", label: "Christmas Eve", opens: "09:00", closes: "12:00" },
  ],
};

describe("grouped hours text", () => {
  it("lists non-consecutive days that share hours, and the closed days last", () => {
    const s = createSchedule({
      timeZone: NY,
      hours: [
        { days: ["Monday", "Wednesday", "Friday"], opens: "09:00", closes: "17:00" },
        { days: ["Saturday"], opens: "10:00", closes: "14:00" },
      ],
    });
    expect(s.groupedLines()).toEqual([
      { days: "Monday, Wednesday & Friday", time: "9:00 AM – 5:00 PM", open: true },
      { days: "Saturday", time: "10:00 AM – 2:00 PM", open: true },
      { days: "Tuesday, Thursday & Sunday", time: "Closed", open: false },
    ]);
  });

  it("joins a day's ranges around a lunch break", () => {
    expect(createSchedule(lunchBreak).weeklyText()).toBe(
      "Monday – Friday: 9:00 AM – 12:00 PM, 1:00 PM – 5:00 PM; Saturday: 10:00 AM – 2:00 PM; Sunday: Closed",
    );
  });

  it("says every day, and runs and singles together", () => {
    expect(
      createSchedule({
        timeZone: NY,
        hours: [{ days: [...weekdays, "Saturday", "Sunday"], opens: "08:00", closes: "20:00" }],
      }).weeklyText(),
    ).toBe("Every day: 8:00 AM – 8:00 PM");
    expect(describeDays(["Sunday", "Monday", "Tuesday", "Wednesday"])).toBe("Monday – Wednesday & Sunday");
    expect(describeDays(["Saturday", "Sunday"])).toBe("Saturday & Sunday");
    expect(describeDays(["Tuesday"])).toBe("Tuesday");
  });

  it("groups days whose entries are written separately but are the same", () => {
    const s = createSchedule({
      timeZone: NY,
      hours: [
        { days: ["Monday"], opens: "10:00", closes: "18:00" },
        { days: ["Tuesday", "Wednesday"], opens: "10:00", closes: "18:00" },
      ],
    });
    expect(s.groupedLines()[0]).toEqual({ days: "Monday – Wednesday", time: "10:00 AM – 6:00 PM", open: true });
  });
});

describe("instants in the shop's time zone", () => {
  const s = createSchedule(lunchBreak);
  // Monday 2026-11-23 in New York is UTC-5.
  it.each([
    ["2026-11-23T13:59:00Z", false, "Closed now · opens at 9:00 AM"],
    ["2026-11-23T14:00:00Z", true, "Open now · until 12:00 PM"],
    ["2026-11-23T16:59:00Z", true, "Open now · until 12:00 PM"],
    ["2026-11-23T17:00:00Z", false, "Closed now · reopens at 1:00 PM"],
    ["2026-11-23T18:00:00Z", true, "Open now · until 5:00 PM"],
    ["2026-11-23T22:00:00Z", false, "Closed now · opens tomorrow at 9:00 AM"],
    // Saturday evening: Sunday is closed, so Monday.
    ["2026-11-28T20:00:00Z", false, "Closed now · opens Monday at 9:00 AM"],
  ])("%s: open %s, %s", (iso, open, text) => {
    expect(s.isOpenAt(new Date(iso))).toBe(open);
    expect(s.statusText(new Date(iso))).toBe(text);
  });

  it("reads the local date, not the UTC one, late in the evening", () => {
    // 03:30 UTC on Tuesday is still Monday 10:30 PM in New York.
    expect(s.localTime(new Date("2026-11-24T03:30:00Z"))).toEqual({
      date: "2026-11-23",
      weekday: "Monday",
      minutes: 22 * 60 + 30,
    });
  });

  it("follows daylight saving time on both changes", () => {
    const sunday = createSchedule({
      timeZone: NY,
      hours: [{ days: ["Saturday", "Sunday"], opens: "10:00", closes: "18:00" }],
    });
    // Saturday 2026-03-07 is EST (UTC-5); Sunday 2026-03-08 is EDT (UTC-4) from 2 AM.
    expect(sunday.isOpenAt(new Date("2026-03-07T14:59:00Z"))).toBe(false);
    expect(sunday.isOpenAt(new Date("2026-03-07T15:00:00Z"))).toBe(true);
    expect(sunday.isOpenAt(new Date("2026-03-08T13:59:00Z"))).toBe(false);
    expect(sunday.isOpenAt(new Date("2026-03-08T14:00:00Z"))).toBe(true);
    expect(sunday.isOpenAt(new Date("2026-03-08T21:59:00Z"))).toBe(true);
    expect(sunday.isOpenAt(new Date("2026-03-08T22:00:00Z"))).toBe(false);
    // Sunday 2026-11-01 is back on EST from 2 AM: 10:00 AM is 15:00 UTC again.
    expect(sunday.isOpenAt(new Date("2026-11-01T14:30:00Z"))).toBe(false);
    expect(sunday.isOpenAt(new Date("2026-11-01T15:00:00Z"))).toBe(true);
    expect(sunday.isOpenAt(new Date("2026-10-31T14:30:00Z"))).toBe(true);
  });

  it("works in a zone ahead of UTC, across the date line of the visitor", () => {
    const sydney = createSchedule({
      timeZone: "Australia/Sydney",
      hours: [{ days: ["Tuesday"], opens: "09:00", closes: "17:00" }],
    });
    // 23:30 UTC Monday is 10:30 AM Tuesday in Sydney (UTC+11 in November).
    expect(sydney.stateAt(new Date("2026-11-23T23:30:00Z"))).toMatchObject({
      open: true,
      closes: "17:00",
      minutesToClose: 390,
    });
  });
});

describe("special days", () => {
  const s = createSchedule(lunchBreak);

  it("win over the weekly hours on their date", () => {
    expect(s.hoursOn("2026-11-26").ranges).toEqual([]);
    expect(s.hoursOn("2026-11-26").special?.label).toBe("Thanksgiving");
    expect(s.hoursOn("2026-11-19").ranges).toHaveLength(2);
    expect(s.hoursOn("2026-12-24").ranges).toEqual([{ opens: "09:00", closes: "12:00" }]);
  });

  it("say so in the status line, and the next opening skips them", () => {
    expect(s.statusText(new Date("2026-11-26T15:00:00Z"))).toBe(
      "Closed today for Thanksgiving · opens tomorrow at 9:00 AM",
    );
    expect(s.statusText(new Date("2026-11-25T23:00:00Z"))).toBe("Closed now · opens Friday at 9:00 AM");
    expect(s.statusText(new Date("2026-12-24T15:00:00Z"))).toBe("Open now · until 12:00 PM (Christmas Eve hours)");
    expect(s.isOpenAt(new Date("2026-12-24T18:30:00Z"))).toBe(false); // no afternoon on Christmas Eve
  });

  it("are found by label or date, and listed from today on", () => {
    expect(s.findSpecial("thanksgiving")?.date).toBe("2026-11-26");
    expect(s.findSpecial("christmas")?.label).toBe("Christmas Eve");
    expect(s.findSpecial("2026-12-24")?.label).toBe("Christmas Eve");
    expect(s.findSpecial("easter")).toBeUndefined();
    expect(s.upcomingSpecials(new Date("2026-11-27T15:00:00Z")).map((d) => d.label)).toEqual(["Christmas Eve"]);
    expect(s.upcomingSpecials(new Date("2026-11-20T15:00:00Z"), { withinDays: 10 }).map((d) => d.label)).toEqual([
      "Thanksgiving",
    ]);
  });

  it("name far-away openings by date", () => {
    const closedLong = createSchedule({
      timeZone: NY,
      hours: [{ days: ["Monday"], opens: "09:00", closes: "17:00" }],
      specialHours: ["2026-11-30", "2026-12-07"].map((date) => ({ date, label: "Renovation", closed: true })),
    });
    // Monday the 23rd after closing: the next two Mondays are closed, then December 14.
    expect(closedLong.statusText(new Date("2026-11-24T00:00:00Z"))).toBe(
      "Closed now · opens Monday, December 14 at 9:00 AM",
    );
  });
});

describe("validation of the hours in the content", () => {
  const valid = { hours: lunchBreak.hours, specialHours: lunchBreak.specialHours };

  it("accepts the shop's own data and a lunch break", () => {
    expect(scheduleProblems(valid)).toEqual([]);
    expect(scheduleProblems(business)).toEqual([]);
  });

  it("rejects closing before opening, overlapping ranges, a day twice and a special date twice", () => {
    const problems = scheduleProblems({
      hours: [
        { days: ["Monday"], opens: "17:00", closes: "09:00" },
        { days: ["Tuesday", "Tuesday"], opens: "09:00", closes: "12:00" },
        { days: ["Wednesday"], opens: "09:00", closes: "13:00" },
        { days: ["Wednesday"], opens: "12:00", closes: "17:00" },
      ],
      specialHours: [
        { date: "2026-12-25", label: "Christmas", closed: true },
        { date: "2026-12-25", label: "Christmas again", opens: "10:00" },
      ],
    }).map(([path, message]) => `${path.join(".")}: ${message}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        "hours.0.closes: closes (09:00) must be later than opens (17:00)",
        "hours.1.days: Tuesday is listed twice",
        expect.stringMatching(/^hours\.3: Wednesday 12:00 PM – 5:00 PM overlaps 9:00 AM – 1:00 PM \(entry 3\)/),
        "specialHours.1.date: 2026-12-25 is given twice",
        "specialHours.1: give either closed: true or both opens and closes",
      ]),
    );
  });

  it("stops the content schema on a bad schedule, an unknown field, a bad date or time zone", () => {
    const check = (patch: Record<string, unknown>) => {
      const result = BusinessSchema.safeParse({ ...business, ...patch });
      return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    };
    expect(check({})).toEqual([]);
    expect(check({ hours: [{ days: ["Monday"], opens: "18:00", closes: "10:00" }] })).toEqual([
      "hours.0.closes: closes (10:00) must be later than opens (18:00)",
    ]);
    expect(check({ specialHours: [{ date: "2026-02-30", label: "Nope", closed: true }] })[0]).toMatch(
      /^specialHours\.0\.date: expected a date/,
    );
    expect(check({ specialHours: [{ date: "2026-12-25", label: "Christmas", closed: true, note: "x" }] })[0]).toMatch(
      /^specialHours\.0: .*note/,
    );
    expect(check({ timeZone: "Mars/Olympus" })).toEqual([
      "timeZone: expected an IANA time zone such as America/New_York",
    ]);
  });
});

describe("holidays by name", () => {
  const s = createSchedule(lunchBreak);
  const from = new Date("2026-11-23T15:00:00Z");

  it("know the dates of the holidays people ask about", () => {
    const dates = Object.fromEntries(HOLIDAYS.map((h) => [h.name, h.dateIn(2027)]));
    expect(dates).toMatchObject({
      "Martin Luther King Jr. Day": "2027-01-18",
      Easter: "2027-03-28",
      "Good Friday": "2027-03-26",
      "Memorial Day": "2027-05-31",
      "Labor Day": "2027-09-06",
      Thanksgiving: "2027-11-25",
      "Black Friday": "2027-11-26",
    });
    expect(HOLIDAYS.find((h) => h.name === "Thanksgiving")!.dateIn(2026)).toBe("2026-11-26");
  });

  it("find the longest name in a sentence", () => {
    expect(findHoliday("are you open on christmas eve?")?.name).toBe("Christmas Eve");
    expect(findHoliday("open xmas??")?.name).toBe("Christmas Day");
    expect(findHoliday("what about the 4th of July")?.name).toBe("Independence Day");
    expect(findHoliday("is my screen cracked")).toBeUndefined();
  });

  it("give the shop's special day when it lists one, else the weekday's usual hours", () => {
    expect(holidayHours(s, "open on thanksgiving?", from)).toMatchObject({
      name: "Thanksgiving",
      date: "2026-11-26",
      listed: true,
      day: { ranges: [] },
    });
    expect(holidayHours(s, "christmas eve", from)).toMatchObject({
      listed: true,
      day: { ranges: [{ opens: "09:00", closes: "12:00" }] },
    });
    // Christmas Day 2026 is a Friday with no entry: Friday's usual hours, not listed.
    expect(holidayHours(s, "christmas", from)).toMatchObject({
      name: "Christmas Day",
      date: "2026-12-25",
      listed: false,
      day: { weekday: "Friday" },
    });
    expect(holidayHours(s, "christmas", from)!.day.ranges).toHaveLength(2);
    // After this year's date, next year's.
    expect(holidayHours(s, "halloween", from)?.date).toBe("2027-10-31");
    expect(holidayHours(s, "my birthday", from)).toBeUndefined();
  });
});

describe("special days named by the owner", () => {
  it("are found by their label when no holiday rule knows the name", () => {
    const s = createSchedule({
      ...lunchBreak,
      specialHours: [{ date: "2026-12-03", label: "Inventory day", closed: true }],
    });
    expect(holidayHours(s, "are you open on inventory day", new Date("2026-11-23T15:00:00Z"))).toMatchObject({
      date: "2026-12-03",
      listed: true,
    });
  });
});
