// A time outside the hours on a day the shop is open ('can I come at 7am tomorrow', 'a las 8 de la
// noche el jueves'): the assistant says the shop is closed then and offers the free slots nearest that
// time, from the same availability the booking API lists, in English and Spanish. Through the real
// chat route with a real booking store, on a fixed clock; days and clock times are read from the data.
import { budget } from "../../helpers/budget.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, instantOf, weekdayName, weekdayOf } from "#shop/clock.ts";
import { booking } from "#shop/facts.ts";
import { openBookingChat, type BookingChat } from "../../helpers/assistant-app.ts";
import { OPEN_MIDDAY, schedule, toMin } from "../../helpers/assistant-facts.ts";

let chat: BookingChat;

beforeAll(async () => {
  chat = await openBookingChat("assistant-outside-hours-", () => OPEN_MIDDAY);
}, budget(60_000));

afterAll(async () => {
  await chat?.close();
});

// --- days and clock times from the data ----------------------------------------------------------
const today = schedule.localTime(OPEN_MIDDAY).date;
const open = (date: string) => schedule.hoursOn(date).ranges.length > 0;
/** Open days two to six days ahead: a weekday's name means exactly that day. */
const [DAY1, DAY2] = [2, 3, 4, 5, 6].map((n) => addDays(today, n)).filter(open) as [string, string];
const tomorrow = addDays(today, 1);
/** Whole hours two before the day's first opening and two after its last closing (not past 11 PM). */
const early = (date: string) =>
  Math.floor(Math.min(...schedule.hoursOn(date).ranges.map((r) => toMin(r.opens))) / 60) - 2;
const late = (date: string) =>
  Math.min(23, Math.ceil(Math.max(...schedule.hoursOn(date).ranges.map((r) => toMin(r.closes))) / 60) + 2);
const h12 = (hour: number) => ((hour + 11) % 12) + 1;
const en = (hour: number) => `${h12(hour)}${hour < 12 ? "am" : "pm"}`;
const day = (date: string) => weekdayOf(date).toLowerCase();
const dayEs = (date: string) => weekdayName(weekdayOf(date), "es");

interface Case {
  message: string;
  date: string;
  hour: number;
  spanish?: boolean;
}
const cases: Case[] = [
  ...(open(tomorrow)
    ? [{ message: `can I come at ${en(early(tomorrow))} tomorrow`, date: tomorrow, hour: early(tomorrow) }]
    : []),
  { message: `can i come in at ${en(late(DAY1))} on ${day(DAY1)}?`, date: DAY1, hour: late(DAY1) },
  { message: `are you open at ${en(late(DAY1))} ${day(DAY1)}`, date: DAY1, hour: late(DAY1) },
  { message: `${day(DAY2)} at ${en(early(DAY2))}?`, date: DAY2, hour: early(DAY2) },
  { message: `could i drop it off ${day(DAY2)} ${en(early(DAY2))} before work`, date: DAY2, hour: early(DAY2) },
  { message: `open ${day(DAY1)} ${en(late(DAY1))}??`, date: DAY1, hour: late(DAY1) },
  { message: `wat about ${en(early(DAY1))} on ${day(DAY1)}`, date: DAY1, hour: early(DAY1) },
  {
    message: `a las ${h12(late(DAY1))} de la noche el ${dayEs(DAY1)}`,
    date: DAY1,
    hour: late(DAY1),
    spanish: true,
  },
  {
    message: `¿puedo ir el ${dayEs(DAY2)} a las ${h12(early(DAY2))} de la mañana?`,
    date: DAY2,
    hour: early(DAY2),
    spanish: true,
  },
  {
    message: `abren el ${dayEs(DAY1)} a las ${h12(late(DAY1))} de la noche?`,
    date: DAY1,
    hour: late(DAY1),
    spanish: true,
  },
  {
    message: `puedo pasar el ${dayEs(DAY2)} a las ${h12(early(DAY2))} de la manana`,
    date: DAY2,
    hour: early(DAY2),
    spanish: true,
  },
];

describe.runIf(booking.enabled)("a time outside the hours on an open day: closed then, the nearest free slots", () => {
  for (const c of cases)
    it(c.message, async () => {
      const answer = await chat.ask(c.message);
      const text = answer.response;
      expect(text).toMatch(c.spanish ? /estamos cerrados/ : /we're closed/);
      expect(text).toMatch(
        c.spanish
          ? /Horarios libres para reservar cerca de esa hora|No encuentro un horario libre/
          : /Free times to book near then|can't find a free time/,
      );
      // The slots offered are free, and the nearest free one to the time asked is among them.
      const free = await chat.freeStarts();
      const offered = answer.actions
        .filter((a) => a.kind === "book")
        .map((a) => new URL(a.href, "http://site.test").searchParams.get("start"))
        .filter((start): start is string => start !== null);
      expect(offered.length, text).toBeGreaterThan(0);
      for (const start of offered) expect(free, start).toContain(start);
      const target = instantOf(schedule.timeZone, c.date, c.hour * 60);
      const distance = (start: string) => Math.abs(Date.parse(start) - target);
      expect(Math.min(...offered.map(distance))).toBe(Math.min(...free.map(distance)));
    });
});
