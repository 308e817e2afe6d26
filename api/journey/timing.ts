// When each journey notice goes, on the shop's wall clock (shop/clock.ts, Temporal): a reminder's
// lead counts whole days on the calendar (the day before at the same time, on a daylight-saving day
// too) and the rest in minutes; the no-show follow-up and the review ask keep to waking hours.
import { addDays, dateAt, instantOf, wallClockAt } from "#shop/clock.ts";

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;
/** Nothing is sent before 9:00 AM or from 8:00 PM on, shop time. */
export const WAKING = { from: 9 * 60, until: 20 * 60 } as const;

/** Answers of before() kept, at most: every booking of a slot asks the same ones (its reminders). */
const KEPT = 2000;
const found = new Map<string, number>();

/** The instant `minutes` before `instant` (after it when negative), whole days of them on the zone's calendar. */
export function before(timeZone: string, instant: number, minutes: number): number {
  // Temporal's calendar walk is the costly part of a booking's notices; a zone's rules do not change while the process runs.
  const key = `${timeZone} ${instant} ${minutes}`;
  let due = found.get(key);
  if (due === undefined) {
    if (found.size >= KEPT) found.clear();
    found.set(key, (due = walkBefore(timeZone, instant, minutes)));
  }
  return due;
}

function walkBefore(timeZone: string, instant: number, minutes: number): number {
  const days = Math.trunc(minutes / DAY_MINUTES);
  const wall = wallClockAt(timeZone, instant);
  const dayEarlier = days === 0 ? instant : instantOf(timeZone, addDays(wall.date, -days), wall.minutes);
  return dayEarlier - (minutes % DAY_MINUTES) * MINUTE;
}

/** The reminders' due times for a slot starting at `start`, latest lead first; the ones already past at `now` left out. */
export const reminderTimes = (timeZone: string, start: number, leads: readonly number[], now: number): number[] =>
  [...leads]
    .sort((a, b) => b - a)
    .map((lead) => before(timeZone, start, lead))
    .filter((due) => due > now && due < start);

/** `instant` itself when it is in waking hours, else the next 9:00 AM shop time. */
export function inWakingHours(timeZone: string, instant: number): number {
  const wall = wallClockAt(timeZone, instant);
  if (wall.minutes >= WAKING.from && wall.minutes < WAKING.until) return instant;
  const date = wall.minutes < WAKING.from ? wall.date : addDays(wall.date, 1);
  return instantOf(timeZone, date, WAKING.from);
}

/** 9:00 AM shop time on the day after `instant`: when 'we missed you' goes. */
export const nextMorning = (timeZone: string, instant: number): number =>
  instantOf(timeZone, addDays(dateAt(timeZone, instant), 1), WAKING.from);

/** The review ask `delayMinutes` after pickup and its reminder `reminderDays` later, both in waking hours. */
export function reviewTimes(
  timeZone: string,
  collectedAt: number,
  rules: { delayMinutes: number; reminderDays: number },
): { ask: number; reminder: number } {
  const ask = inWakingHours(timeZone, collectedAt + rules.delayMinutes * MINUTE);
  const wall = wallClockAt(timeZone, ask);
  return {
    ask,
    reminder: inWakingHours(timeZone, instantOf(timeZone, addDays(wall.date, rules.reminderDays), wall.minutes)),
  };
}

/** The estimate's reminder: a day after it was sent, in waking hours. */
export const estimateReminderTime = (timeZone: string, sentAt: number): number =>
  inWakingHours(timeZone, before(timeZone, sentAt, -DAY_MINUTES));
