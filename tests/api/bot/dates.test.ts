// The assistant's reading of dates: a family in English and one in Spanish, written as people type
// them (typos, slang, no punctuation, Spanish with and without accents), each asking whether the
// shop is open on a day or at a time. Each row's clock is fixed; the day it must answer about is
// computed here from the calendar, and its hours are read from the data through the schedule, so the
// families pass with another shop's hours too. No answer may show a clock time the data (or the
// visitor) did not give.
import { describe, expect, it } from "vitest";
import { LocalEngine } from "../../../api/bot/answer/engine.ts";
import { addDays, weekdayOf } from "#shop/clock.ts";
import { DAYS, type Day } from "#shop/schedule.ts";
import { expectAnswer, label, type Row } from "../../helpers/assistant-check.ts";
import { dayFacts, formatTime, holidayOn, instantWhere, OPEN_MIDDAY, schedule } from "../../helpers/assistant-facts.ts";

interface DateRow extends Row {
  now: Date;
  /** The day the answer must be about. */
  date: string;
  /** The clock time asked, "15:00", when one is. */
  at?: string;
}

/** A second clock, late in a month: "the 2nd" and "the 24th" then fall in different months. */
const LATE_IN_MONTH = instantWhere(
  "the shop is open on the 20th of a month or later",
  (s) => s.open && Number(s.now.date.slice(8, 10)) >= 20,
  "2025-11-18T00:00:00Z",
);

const todayAt = (now: Date) => schedule.localTime(now).date;
const nextOn = (weekday: Day, from: string) => {
  let d = from;
  while (weekdayOf(d) !== weekday) d = addDays(d, 1);
  return d;
};
/** The weekday of next week ("next friday", "el viernes que viene"): after this week's Sunday. */
const nextWeeks = (weekday: Day, now: Date) => {
  const today = todayAt(now);
  return nextOn(weekday, addDays(today, 7 - DAYS.indexOf(weekdayOf(today))));
};
/** The next date (from today) that is the `day`th of its month. */
const nextDayOfMonth = (day: number, now: Date) => {
  for (let d = todayAt(now); ; d = addDays(d, 1)) if (Number(d.slice(8, 10)) === day) return d;
};
/** The next date (from today) with this month and day. */
const nextMonthDay = (month: number, day: number, now: Date) => {
  for (let d = todayAt(now); ; d = addDays(d, 1))
    if (Number(d.slice(5, 7)) === month && Number(d.slice(8, 10)) === day) return d;
};

// How an answer names a day, from JavaScript's own calendar (not the assistant's code).
const named = (language: "en" | "es", options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(language === "en" ? "en-US" : "es-ES", { timeZone: "UTC", ...options });
const noon = (date: string) => new Date(`${date}T12:00:00Z`);
const WEEKDAY = { en: named("en", { weekday: "long" }), es: named("es", { weekday: "long" }) };
const MONTH = { en: named("en", { month: "long" }), es: named("es", { month: "long" }) };
const dateWords = (date: string, language: "en" | "es") => {
  const day = Number(date.slice(8, 10));
  const month = MONTH[language].format(noon(date));
  return language === "en" ? `${month} ${day}` : `${day} de ${month}`;
};
// Mid-sentence ("At 3:00 PM tomorrow") or first ("Tomorrow we're open").
const TODAY = { en: /\btoday\b/i, es: /\bhoy\b/i };
const TOMORROW = { en: /\btomorrow\b/i, es: /\bmañana\b/i };
const CLOSED = { en: "closed", es: "cerrados" };

/** What the answer about `date` must say: the day as it names it and that day's hours from the data. */
function dayAnswer(r: DateRow): (string | RegExp)[] {
  const language = r.spanish ? "es" : "en";
  const today = todayAt(r.now);
  const hours = schedule.hoursOn(r.date);
  const day =
    r.date === today
      ? [TODAY[language]]
      : r.date === addDays(today, 1)
        ? [TOMORROW[language]]
        : [WEEKDAY[language].format(noon(r.date)), dateWords(r.date, language)];
  const facts = dayFacts(hours).map((f) => (f === "closed" ? CLOSED[language] : f));
  return [...day, ...facts, ...(r.at ? [formatTime(r.at)] : [])];
}

/** Every clock time the data gives (weekly and special hours), as answers write them. */
const DATA_TIMES = new Set(
  [...schedule.hours, ...schedule.specialHours].flatMap((h) =>
    [h.opens, h.closes].flatMap((t) => (t ? [formatTime(t)] : [])),
  ),
);
/** The clock times an answer may show: the data's, the one asked, and the row's "now". */
function allowedTimes(r: DateRow): Set<string> {
  const minutes = schedule.localTime(r.now).minutes;
  const now = `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
  return new Set([...DATA_TIMES, formatTime(now), ...(r.at ? [formatTime(r.at)] : [])]);
}

const ask = (message: string, now: Date, date: string, more: Partial<DateRow> = {}): DateRow => ({
  message,
  now,
  date,
  intent: "hours",
  ...more,
});
const es = (message: string, now: Date, date: string, more: Partial<DateRow> = {}): DateRow =>
  ask(message, now, date, { spanish: true, ...more });

const A = OPEN_MIDDAY;
const B = LATE_IN_MONTH;
const todayA = todayAt(A);
const todayB = todayAt(B);
/** A day of the month ahead of clock A that a weekday is asked with ("monday the 9th"). */
const ninthA = nextDayOfMonth(9, A);
const thirteenthB = nextDayOfMonth(13, B);

const ENGLISH: DateRow[] = [
  ask("next monday", A, nextWeeks("Monday", A)),
  ask("r u open the 24th", B, nextDayOfMonth(24, B)),
  ask("open dec 31?", A, nextMonthDay(12, 31, A)),
  ask("can i come tomorrow at 3", A, addDays(todayA, 1), { at: "15:00" }),
  ask("r u open sat", B, nextOn("Saturday", todayB)),
  ask("you guys open on teusday", B, nextOn("Tuesday", todayB)),
  ask("open on weds?", A, nextOn("Wednesday", todayA)),
  ask("what are ur hours 2moro", B, addDays(todayB, 1)),
  ask("open in 2 days?", A, addDays(todayA, 2)),
  ask(`open ${weekdayOf(ninthA).toLowerCase()} the 9th?`, A, ninthA),
  ask("can i swing by thurs afternoon", A, nextOn("Thursday", todayA)),
  ask("are you open 6/14", A, nextMonthDay(6, 14, A)),
  ask("are you open next fri at 5:30", B, nextWeeks("Friday", B), { at: "17:30" }),
  ask("open this sunday", A, nextOn("Sunday", todayA)),
  ask("hours for july 1st", B, nextMonthDay(7, 1, B)),
  ask("can i bring it in a week from today", B, addDays(todayB, 7)),
  ask("are you open thursday next week", A, nextWeeks("Thursday", A)),
  ask("next week on tuesday can i come", A, nextWeeks("Tuesday", A)),
];

const SPANISH: DateRow[] = [
  es("sábado por la tarde", A, nextOn("Saturday", todayA)),
  es("el 24 de diciembre abren?", A, nextMonthDay(12, 24, A)),
  es("el lunes que viene abren?", A, nextWeeks("Monday", A)),
  es("mañana a las 3 estan abiertos?", B, addDays(todayB, 1), { at: "15:00" }),
  es("pasado manana estan abiertos", A, addDays(todayA, 2)),
  es("abren el domingo?", B, nextOn("Sunday", todayB)),
  es("estan abiertos el proximo viernes", A, nextWeeks("Friday", A)),
  es("q horario tienen el jueves", B, nextOn("Thursday", todayB)),
  es("puedo ir el miércoles en la mañana", A, nextOn("Wednesday", todayA)),
  es("abren el 31 de dic", B, nextMonthDay(12, 31, B)),
  es("abren en 3 dias?", A, addDays(todayA, 3)),
  es(`el ${WEEKDAY.es.format(noon(thirteenthB))} ${13} abren`, B, thirteenthB),
  es("abren el martes de la otra semana", A, nextWeeks("Tuesday", A)),
  es("abren pasado mañana a las 11", B, addDays(todayB, 2), { at: "11:00" }),
  es("el miercoles que viene estan abiertos", B, nextWeeks("Wednesday", B)),
  es("están abiertos el primero de enero", A, holidayOn("New Year's Day", todayA)),
  es("abren el dia 15?", A, nextDayOfMonth(15, A)),
  es("el 20/6 abren?", A, nextMonthDay(6, 20, A)),
  es("la semana que viene abren el jueves", A, nextWeeks("Thursday", A)),
  es("la proxima semana el lunes estan abiertos?", A, nextWeeks("Monday", A)),
];

describe("the assistant reads the day asked about", () => {
  let now = OPEN_MIDDAY;
  const engine = new LocalEngine({ now: () => now });

  it("has ten different messages or more in each language", () => {
    for (const rows of [ENGLISH, SPANISH]) {
      expect(rows.length).toBeGreaterThanOrEqual(10);
      expect(new Set(rows.map((r) => r.message)).size).toBe(rows.length);
    }
  });

  it.each([...ENGLISH, ...SPANISH].map((r) => [label(r, r.spanish ? "es" : "en"), r] as const))("%s", (_l, r) => {
    now = r.now;
    const answer = engine.answer({ message: r.message, history: [] });
    // One day asked, one line answered ("monday the 9th" is one day, not today's Monday and the 9th).
    expectAnswer(answer, { ...r, must: dayAnswer(r), maxLines: 1 });
    const allowed = allowedTimes(r);
    for (const time of answer.response.match(/\b\d{1,2}:\d{2} [AP]M\b/g) ?? [])
      expect(allowed, `${time} is not in the data: ${answer.response}`).toContain(time);
  });

  it.each(["estan abiertos el finde", "abren este finde?"])("es: %s is this weekend, both days", (message) => {
    now = B;
    const answer = engine.answer({ message, history: [] });
    const [saturday, sunday] = [nextOn("Saturday", todayB), nextOn("Sunday", todayB)];
    const hours = (date: string) => dayFacts(schedule.hoursOn(date)).map((f) => (f === "closed" ? CLOSED.es : f));
    expectAnswer(answer, {
      message,
      intent: "hours",
      spanish: true,
      inOrder: [
        WEEKDAY.es.format(noon(saturday)),
        ...hours(saturday),
        WEEKDAY.es.format(noon(sunday)),
        ...hours(sunday),
      ],
    });
  });
});
