// The shop's clock (shop/clock.ts) against answers found without it: dates and instants written
// by hand for named zones (New York's changes, India's half hour, Lord Howe's half-hour change), and,
// for the shop's own zone from site/_data/business.ts, every daylight-saving change of the coming
// year as Intl reports it, checked minute by minute on both sides.
import { describe, expect, it } from "vitest";
import business from "../../site/_data/business.ts";
import {
  addDays,
  calendarDate,
  dateAt,
  dateReader,
  daysBetween,
  instantOf,
  isoInZone,
  longDate,
  monthDay,
  monthNames,
  wallClockAt,
  weekdayName,
  weekdayOf,
  zoneName,
  zoneOffset,
  zoneOffsets,
} from "#shop/clock.ts";
import { wallClockFormat } from "#shop/zone-offsets.ts";

const NY = "America/New_York";
const KOLKATA = "Asia/Kolkata";
const LORD_HOWE = "Australia/Lord_Howe";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("the wall clock and its instants, by hand", () => {
  it("New York: standard and daylight time, each with its offset", () => {
    expect(instantOf(NY, "2026-11-25", 10 * 60)).toBe(Date.UTC(2026, 10, 25, 15));
    expect(instantOf(NY, "2026-07-01", 10 * 60)).toBe(Date.UTC(2026, 6, 1, 14));
    expect(isoInZone(NY, Date.UTC(2026, 10, 25, 15))).toBe("2026-11-25T10:00:00-05:00");
    expect(isoInZone(NY, Date.UTC(2026, 6, 1, 14, 30, 59, 999))).toBe("2026-07-01T10:30:59-04:00");
    expect(zoneOffset(NY, Date.UTC(2026, 0, 15))).toBe(-300);
    expect(zoneOffset(NY, Date.UTC(2026, 6, 15))).toBe(-240);
  });

  it("spring forward: 2:00 AM becomes 3:00 AM, and a skipped time moves an hour later", () => {
    const change = Date.UTC(2026, 2, 8, 7);
    expect(wallClockAt(NY, change - MINUTE)).toEqual({ date: "2026-03-08", weekday: "Sunday", minutes: 1 * 60 + 59 });
    expect(wallClockAt(NY, change)).toEqual({ date: "2026-03-08", weekday: "Sunday", minutes: 3 * 60 });
    expect(instantOf(NY, "2026-03-08", 2 * 60 + 30)).toBe(Date.UTC(2026, 2, 8, 7, 30));
    expect(isoInZone(NY, Date.UTC(2026, 2, 8, 7, 30))).toBe("2026-03-08T03:30:00-04:00");
    expect(instantOf(NY, "2026-03-08", 3 * 60)).toBe(change);
  });

  it("fall back: 1:30 AM happens twice, and the first one is meant", () => {
    expect(instantOf(NY, "2026-11-01", 90)).toBe(Date.UTC(2026, 10, 1, 5, 30));
    expect(isoInZone(NY, Date.UTC(2026, 10, 1, 5, 30))).toBe("2026-11-01T01:30:00-04:00");
    expect(isoInZone(NY, Date.UTC(2026, 10, 1, 6, 30))).toBe("2026-11-01T01:30:00-05:00");
    // The day is 25 hours long: its midnights are 25 hours apart.
    expect(instantOf(NY, "2026-11-02", 0) - instantOf(NY, "2026-11-01", 0)).toBe(25 * HOUR);
    expect(instantOf(NY, "2026-03-09", 0) - instantOf(NY, "2026-03-08", 0)).toBe(23 * HOUR);
  });

  it("the wall clock kept for a minute is each zone's own, and the next minute is read anew", () => {
    const at = Date.UTC(2026, 10, 25, 18, 45, 10);
    expect(wallClockAt(KOLKATA, at).minutes).toBe(15);
    expect(wallClockAt(NY, at + 20_000)).toEqual({ date: "2026-11-25", weekday: "Wednesday", minutes: 13 * 60 + 45 });
    expect(wallClockAt(KOLKATA, at + 40_000).minutes).toBe(15);
    expect(wallClockAt(KOLKATA, at + 50_000).minutes).toBe(16);
    expect(wallClockAt(KOLKATA, at - 20_000).minutes).toBe(14);
  });

  it("minutes past midnight run into the next day", () => {
    expect(instantOf(NY, "2026-11-25", 24 * 60 + 30)).toBe(instantOf(NY, "2026-11-26", 30));
  });

  it("a half-hour zone (India, +05:30) and its date turning before UTC's", () => {
    expect(instantOf(KOLKATA, "2026-11-25", 10 * 60)).toBe(Date.UTC(2026, 10, 25, 4, 30));
    expect(isoInZone(KOLKATA, Date.UTC(2026, 10, 25, 4, 30))).toBe("2026-11-25T10:00:00+05:30");
    expect(wallClockAt(KOLKATA, Date.UTC(2026, 10, 25, 18, 45))).toEqual({
      date: "2026-11-26",
      weekday: "Thursday",
      minutes: 15,
    });
    expect(dateAt(KOLKATA, Date.UTC(2026, 10, 25, 18, 29))).toBe("2026-11-25");
    expect(zoneOffset(KOLKATA, Date.UTC(2026, 6, 1))).toBe(330);
  });

  it("a half-hour change (Lord Howe, +10:30 to +11:00 on October 4, 2026 at 2:00 AM)", () => {
    const change = Date.UTC(2026, 9, 3, 15, 30);
    expect(isoInZone(LORD_HOWE, change - MINUTE)).toBe("2026-10-04T01:59:00+10:30");
    expect(isoInZone(LORD_HOWE, change)).toBe("2026-10-04T02:30:00+11:00");
    // 2:15 AM does not happen that day: it is read half an hour later.
    expect(instantOf(LORD_HOWE, "2026-10-04", 2 * 60 + 15)).toBe(Date.UTC(2026, 9, 3, 15, 45));
    expect(zoneOffsets(LORD_HOWE, Date.UTC(2026, 8, 1), Date.UTC(2026, 10, 1)).changes).toEqual([
      [Date.UTC(2026, 8, 1), 630],
      [change, 660],
    ]);
  });

  it("the offsets table of a year: where it starts and each change to the minute", () => {
    const from = Date.UTC(2026, 0, 1);
    expect(zoneOffsets(NY, from, Date.UTC(2027, 0, 1))).toEqual({
      from,
      until: Date.UTC(2027, 0, 1),
      changes: [
        [from, -300],
        [Date.UTC(2026, 2, 8, 7), -240],
        [Date.UTC(2026, 10, 1, 6), -300],
      ],
    });
    expect(zoneOffsets(KOLKATA, from, Date.UTC(2027, 0, 1)).changes).toEqual([[from, 330]]);
  });

  it("the zone's names: generic, and short on each side of a change", () => {
    expect(zoneName(NY, Date.UTC(2026, 0, 15))).toBe("Eastern Time");
    expect(zoneName(NY, Date.UTC(2026, 6, 15))).toBe("Eastern Time");
    expect(zoneName(NY, Date.UTC(2026, 0, 15), "short")).toBe("EST");
    expect(zoneName(NY, Date.UTC(2026, 6, 15), "short")).toBe("EDT");
  });
});

describe("the date of an instant, remembered by its day (dateReader)", () => {
  it("agrees with dateAt every quarter hour over both changes of a year, in a half-hour zone and with time going back", () => {
    // The instants where they differ, as one assertion: 73,000 expect() calls cost more than the readings.
    const differ: string[] = [];
    const check = (zone: string, read: (at: number) => string, at: number) => {
      const got = read(at);
      if (got !== dateAt(zone, at)) differ.push(`${zone} ${new Date(at).toISOString()}: ${got}`);
    };
    for (const zone of [NY, KOLKATA, LORD_HOWE]) {
      const read = dateReader(zone);
      const from = instantOf(zone, "2026-03-01", 0);
      const until = instantOf(zone, "2026-11-10", 0);
      for (let at = from; at < until; at += 15 * MINUTE) check(zone, read, at);
      // Backwards too: a reader asked about an earlier instant does not keep the later day.
      for (let at = until; at > until - 3 * 24 * HOUR; at -= 7 * HOUR) check(zone, read, at);
    }
    expect(differ).toEqual([]);
  });
});

describe("calendar dates", () => {
  it("adds days across months, years and a leap day", () => {
    expect(addDays("2026-11-30", 2)).toBe("2026-12-02");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-03-07", 2)).toBe("2026-03-09");
  });

  it("knows the weekday and the days between two dates", () => {
    expect(weekdayOf("2026-11-26")).toBe("Thursday");
    expect(weekdayOf("2027-01-01")).toBe("Friday");
    expect(weekdayOf("2028-02-29")).toBe("Tuesday");
    expect(daysBetween("2026-11-26", "2027-01-01")).toBe(36);
    expect(daysBetween("2026-03-07", "2026-03-09")).toBe(2);
    expect(daysBetween("2026-11-27", "2026-11-26")).toBe(-1);
  });

  it("tells a real date from one that is not", () => {
    expect(calendarDate(2028, 2, 29)).toBe("2028-02-29");
    expect(calendarDate(2026, 2, 29)).toBeUndefined();
    expect(calendarDate(2026, 11, 31)).toBeUndefined();
    expect(calendarDate(2026, 13, 1)).toBeUndefined();
    expect(calendarDate(2026, 1, 5)).toBe("2026-01-05");
  });
});

describe("dates in words", () => {
  it("English: 'Thursday, November 26', with the year only when it is another", () => {
    expect(longDate("2026-11-26")).toBe("Thursday, November 26");
    expect(longDate("2026-11-26", { year: 2026 })).toBe("Thursday, November 26");
    expect(longDate("2027-01-01", { year: 2026 })).toBe("Friday, January 1, 2027");
    expect(monthDay("2026-12-24")).toBe("December 24");
  });

  it("Spanish: 'jueves 26 de noviembre', accents and all", () => {
    expect(longDate("2026-11-26", { language: "es" })).toBe("jueves 26 de noviembre");
    expect(longDate("2026-11-28", { language: "es" })).toBe("sábado 28 de noviembre");
    expect(longDate("2026-09-16", { language: "es" })).toBe("miércoles 16 de septiembre");
    expect(longDate("2027-01-01", { language: "es", year: 2026 })).toBe("viernes 1 de enero de 2027");
    expect(monthDay("2026-12-24", "es")).toBe("24 de diciembre");
  });

  it("names the months and weekdays in both languages", () => {
    expect(monthNames("en")[0]).toBe("January");
    expect(monthNames("es")[11]).toBe("diciembre");
    expect(weekdayName("Monday", "en")).toBe("Monday");
    expect(weekdayName("Sunday", "es")).toBe("domingo");
  });
});

// The shop's zone, whatever business.ts says: its changes as Intl reports them, independently of Temporal.
const longOffset = new Intl.DateTimeFormat("en-US", { timeZone: business.timeZone, timeZoneName: "longOffset" });
/** The wall clock as Intl reads it (the same reader the browser falls back to). */
const wallParts = wallClockFormat(business.timeZone);
/** Minutes east of UTC, from Intl's "GMT-05:00" ("GMT" alone is UTC). */
function intlOffset(instant: number): number {
  const text = longOffset.formatToParts(instant).find((p) => p.type === "timeZoneName")!.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(text);
  return m ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}
function intlWall(instant: number): { date: string; minutes: number } {
  const p = Object.fromEntries(wallParts.formatToParts(instant).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
}
/** Each change of the coming year: the first minute of the new offset, found by an hourly walk and a minute search. */
function intlChanges(from: number, until: number): Array<{ at: number; before: number; after: number }> {
  const changes = [];
  for (let t = from; t < until; t += HOUR) {
    if (intlOffset(t) === intlOffset(t + HOUR)) continue;
    let at = t + MINUTE;
    while (intlOffset(at) === intlOffset(t)) at += MINUTE;
    changes.push({ at, before: intlOffset(t), after: intlOffset(at) });
  }
  return changes;
}

describe(`the shop's zone (${business.timeZone})`, () => {
  const from = Date.UTC(2026, 0, 1);
  const changes = intlChanges(from, from + 366 * 24 * HOUR);

  it("has as many changes as Intl reports, in the offsets table, to the minute", () => {
    const daylightSaving = intlOffset(Date.UTC(2026, 0, 15)) !== intlOffset(Date.UTC(2026, 6, 15));
    if (daylightSaving) expect(changes.length).toBeGreaterThanOrEqual(2);
    const table = zoneOffsets(business.timeZone, from, from + 366 * 24 * HOUR);
    expect(table.changes.slice(1)).toEqual(changes.map((c) => [c.at, c.after]));
  });

  it("reads the wall clock as Intl does on both sides of every change", () => {
    for (const { at } of changes)
      for (const instant of [at - HOUR, at - MINUTE, at, at + MINUTE, at + HOUR]) {
        const { date, minutes } = intlWall(instant);
        expect(wallClockAt(business.timeZone, instant), new Date(instant).toISOString()).toMatchObject({
          date,
          minutes,
        });
        expect(zoneOffset(business.timeZone, instant)).toBe(intlOffset(instant));
      }
  });

  it("gives a skipped wall time the offset before the change, and a repeated one its first occurrence", () => {
    for (const { at, before, after } of changes) {
      // The wall clock the change starts from, read with the offset before it.
      const { date, minutes } = intlWall(at - MINUTE);
      const start = minutes + 1;
      const gap = Math.abs(after - before);
      const halfway = start + (after > before ? gap / 2 : -gap / 2);
      // Skipped (spring forward) or repeated (fall back): either way the instant is read with the old offset.
      expect(instantOf(business.timeZone, date, halfway)).toBe(at + (halfway - start) * MINUTE);
      // Just after the change, the wall time is read with the new offset.
      const afterWall = intlWall(at + HOUR);
      expect(instantOf(business.timeZone, afterWall.date, afterWall.minutes)).toBe(at + HOUR);
    }
  });
});
