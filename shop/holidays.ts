// Holidays people ask about by name ("are you open on thanksgiving?"), with the rule that gives their
// date in a year. They are not the shop's hours: a holiday the owner has not listed in specialHours
// keeps the weekly hours, and whoever answers says so. Dates come from the shop's clock (clock.ts).
import { addDays, dateAt, weekdayOf } from "./clock.ts";
import { DAYS, type Day, type DayHours, type Schedule } from "./schedule.ts";

export interface Holiday {
  name: string;
  /** Lower-case phrases that name it, longest first when they overlap ("christmas eve" before "christmas"). */
  aliases: readonly string[];
  /** Its "YYYY-MM-DD" date in a year. */
  dateIn(year: number): string;
}

const pad = (n: number) => String(n).padStart(2, "0");
const fixed = (month: number, day: number) => (year: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Days from weekday `from` forward to weekday `to` (0 to 6). */
const daysFromTo = (from: Day, to: Day) => (DAYS.indexOf(to) - DAYS.indexOf(from) + 7) % 7;

/** The nth given weekday of a month (n = -1: the last). */
function nthWeekday(month: number, weekday: Day, n: number) {
  return (year: number) => {
    if (n > 0) {
      const first = `${year}-${pad(month)}-01`;
      return addDays(first, daysFromTo(weekdayOf(first), weekday) + 7 * (n - 1));
    }
    const last = addDays(month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`, -1);
    return addDays(last, -daysFromTo(weekday, weekdayOf(last)));
  };
}

/** Easter Sunday (the anonymous Gregorian computus). */
function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const thanksgiving = nthWeekday(11, "Thursday", 4);

export const HOLIDAYS: readonly Holiday[] = [
  { name: "New Year's Eve", aliases: ["new years eve", "new year's eve", "nye"], dateIn: fixed(12, 31) },
  {
    name: "New Year's Day",
    aliases: ["new years day", "new year's day", "new years", "new year's", "new year"],
    dateIn: fixed(1, 1),
  },
  {
    name: "Martin Luther King Jr. Day",
    aliases: ["martin luther king", "mlk day", "mlk"],
    dateIn: nthWeekday(1, "Monday", 3),
  },
  {
    name: "Valentine's Day",
    aliases: ["valentines day", "valentine's day", "valentines", "valentine's"],
    dateIn: fixed(2, 14),
  },
  {
    name: "Presidents' Day",
    aliases: ["presidents day", "presidents' day", "president's day"],
    dateIn: nthWeekday(2, "Monday", 3),
  },
  { name: "Good Friday", aliases: ["good friday"], dateIn: (y) => addDays(easter(y), -2) },
  { name: "Easter", aliases: ["easter sunday", "easter"], dateIn: easter },
  { name: "Mother's Day", aliases: ["mothers day", "mother's day"], dateIn: nthWeekday(5, "Sunday", 2) },
  { name: "Memorial Day", aliases: ["memorial day"], dateIn: nthWeekday(5, "Monday", -1) },
  { name: "Father's Day", aliases: ["fathers day", "father's day"], dateIn: nthWeekday(6, "Sunday", 3) },
  { name: "Juneteenth", aliases: ["juneteenth"], dateIn: fixed(6, 19) },
  {
    name: "Independence Day",
    aliases: ["independence day", "fourth of july", "4th of july", "july 4th", "july fourth", "july 4"],
    dateIn: fixed(7, 4),
  },
  { name: "Labor Day", aliases: ["labor day", "labour day"], dateIn: nthWeekday(9, "Monday", 1) },
  {
    name: "Columbus Day",
    aliases: ["columbus day", "indigenous peoples day", "indigenous peoples' day"],
    dateIn: nthWeekday(10, "Monday", 2),
  },
  { name: "Halloween", aliases: ["halloween"], dateIn: fixed(10, 31) },
  { name: "Veterans Day", aliases: ["veterans day", "veterans' day", "veteran's day"], dateIn: fixed(11, 11) },
  { name: "Thanksgiving", aliases: ["thanksgiving day", "thanksgiving", "turkey day"], dateIn: thanksgiving },
  { name: "Black Friday", aliases: ["black friday"], dateIn: (y) => addDays(thanksgiving(y), 1) },
  { name: "Christmas Eve", aliases: ["christmas eve", "xmas eve"], dateIn: fixed(12, 24) },
  { name: "Christmas Day", aliases: ["christmas day", "christmas", "xmas"], dateIn: fixed(12, 25) },
];

const normalize = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()} `;

/** The holiday a text names, preferring the longest phrase ("christmas eve" over "christmas"). */
export function findHoliday(text: string): Holiday | undefined {
  const t = normalize(text);
  let best: { holiday: Holiday; length: number } | undefined;
  for (const holiday of HOLIDAYS)
    for (const alias of holiday.aliases)
      if (t.includes(` ${alias} `) && (!best || alias.length > best.length)) best = { holiday, length: alias.length };
  return best?.holiday;
}

/** The holiday's next date on or after a date ("YYYY-MM-DD"). */
export function nextHolidayDate(holiday: Holiday, from: string): string {
  const year = Number(from.slice(0, 4));
  const thisYear = holiday.dateIn(year);
  return thisYear >= from ? thisYear : holiday.dateIn(year + 1);
}

export interface HolidayHours {
  /** The holiday's name as the shop lists it, else as people say it. */
  name: string;
  date: string;
  /** That date's hours: the special day's when the shop lists one, else the weekday's usual hours. */
  day: DayHours;
  /** True when the shop lists hours for that date; false when only the weekly hours speak for it. */
  listed: boolean;
}

/**
 * The hours on a holiday a visitor names, from an instant on: the shop's own special day on that
 * holiday's date (whatever its label) or, for a name no rule knows, with that label,
 * else the holiday's next date with that weekday's usual hours and `listed: false`.
 */
export function holidayHours(schedule: Schedule, query: string, instant: Date): HolidayHours | undefined {
  const today = dateAt(schedule.timeZone, instant);
  const holiday = findHoliday(query);
  const date = holiday ? nextHolidayDate(holiday, today) : undefined;
  // A holiday people know by name is found by its date (whatever the owner's label says); any other
  // name ("inventory day") only by the owner's label.
  const special = date ? schedule.hoursOn(date).special : schedule.findSpecial(query, instant);
  if (special && special.date >= today) {
    return { name: special.label, date: special.date, day: schedule.hoursOn(special.date), listed: true };
  }
  if (!holiday || !date) return undefined;
  return { name: holiday.name, date, day: schedule.hoursOn(date), listed: false };
}
