// Opening hours as a weekly schedule plus special days, read in the shop's own time zone.
//
// Pure TypeScript: the pages (at build), the chat engine (in Node) and the live "Open now" line (in
// the visitor's browser) all import this one module, so they can never disagree. Everything is
// computed in the shop's wall-clock time (date, weekday, minutes since midnight) at the instant asked
// about, read from the clock it is given: the server and the build give it clock.ts's (Temporal), the
// browser a table of the zone's offsets (zone-offsets.ts), so it never pays for Temporal or Intl; with
// neither, or outside the table's span, Intl reads it.
//
// The shapes live in schedule-types.ts, the words in schedule-words.ts, the checks of a schedule in
// schedule-problems.ts; this module holds the computation and passes the others on, so one import
// serves every reader.
import { browserAddDays, browserWeekdayOf } from "./browser-dates.ts";
import {
  DAYS,
  toMinutes,
  type Day,
  type DayHours,
  type HoursGroup,
  type HoursLine,
  type LocalTime,
  type Opening,
  type OpenState,
  type ScheduleInput,
  type SpecialDay,
  type TimeRange,
  type WeeklyHours,
} from "./schedule-types.ts";
import { describeDays, formatRange } from "./schedule-words.ts";
import { STATUS_EN, type StatusWords } from "./status-words.ts";
import { offsetAt, wallClockFormat, type ZoneOffsets } from "./zone-offsets.ts";

export * from "./schedule-types.ts";
export * from "./schedule-words.ts";
export { scheduleProblems } from "./schedule-problems.ts";

const sortRanges = (ranges: TimeRange[]) => ranges.sort((a, b) => toMinutes(a.opens) - toMinutes(b.opens));
const rangesKey = (ranges: readonly TimeRange[]) => ranges.map((r) => `${r.opens}-${r.closes}`).join(",");

/** How far ahead "next opening" looks before giving up (a shop closed for a year has none). */
const HORIZON_DAYS = 370;

export class Schedule {
  readonly timeZone: string;
  readonly hours: readonly WeeklyHours[];
  readonly specialHours: readonly SpecialDay[];
  private readonly offsets: ZoneOffsets | undefined;
  private readonly wallClock: ((instant: Date) => LocalTime) | undefined;
  private clock: Intl.DateTimeFormat | undefined;
  private readonly weekly: ReadonlyMap<Day, TimeRange[]>;
  private readonly specials: ReadonlyMap<string, SpecialDay>;

  constructor(input: ScheduleInput) {
    this.timeZone = input.timeZone;
    this.hours = input.hours;
    // ISO dates sort as plain strings (localeCompare would load ICU's collation data in the browser).
    this.specialHours = [...(input.specialHours ?? [])].sort((a, b) =>
      a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
    );
    this.offsets = input.offsets;
    this.wallClock = input.wallClock;
    const weekly = new Map<Day, TimeRange[]>(DAYS.map((d) => [d, []]));
    for (const entry of input.hours)
      for (const day of entry.days) weekly.get(day)!.push({ opens: entry.opens, closes: entry.closes });
    for (const ranges of weekly.values()) sortRanges(ranges);
    this.weekly = weekly;
    this.specials = new Map(this.specialHours.map((s) => [s.date, s]));
  }

  /** The shop's wall-clock date, weekday and minutes at an instant. */
  localTime(instant: Date): LocalTime {
    if (this.wallClock) return this.wallClock(instant);
    const offset = this.offsets && offsetAt(this.offsets, instant.getTime());
    if (offset !== undefined) {
      // The wall clock as if it were UTC: its date and time of day are the shop's.
      const wall = new Date(instant.getTime() + offset * 60_000);
      const date = wall.toISOString().slice(0, 10);
      return { date, weekday: browserWeekdayOf(date), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
    }
    const parts: Record<string, string> = {};
    for (const p of (this.clock ??= wallClockFormat(this.timeZone)).formatToParts(instant)) parts[p.type] = p.value;
    const date = `${parts.year}-${parts.month}-${parts.day}`;
    return { date, weekday: browserWeekdayOf(date), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
  }

  /** The usual ranges of a weekday. */
  weeklyHours(day: Day): TimeRange[] {
    return [...(this.weekly.get(day) ?? [])];
  }

  /** The hours of a date: its special day's when it has one, else its weekday's. */
  hoursOn(date: string): DayHours {
    const weekday = browserWeekdayOf(date);
    const special = this.specials.get(date);
    if (special) {
      const ranges =
        special.closed || !special.opens || !special.closes ? [] : [{ opens: special.opens, closes: special.closes }];
      return { date, weekday, ranges, special };
    }
    return { date, weekday, ranges: this.weeklyHours(weekday) };
  }

  isOpenAt(instant: Date): boolean {
    return this.stateAt(instant).open;
  }

  stateAt(instant: Date): OpenState {
    const now = this.localTime(instant);
    const today = this.hoursOn(now.date);
    const current = today.ranges.find((r) => toMinutes(r.opens) <= now.minutes && now.minutes < toMinutes(r.closes));
    if (current)
      return {
        open: true,
        now,
        today,
        closes: current.closes,
        minutesToClose: toMinutes(current.closes) - now.minutes,
      };
    return { open: false, now, today, nextOpen: this.nextOpening(instant) };
  }

  /** The next opening strictly after the instant (later today, or a later day), within about a year. */
  nextOpening(instant: Date): Opening | undefined {
    const now = this.localTime(instant);
    for (let ahead = 0; ahead <= HORIZON_DAYS; ahead++) {
      const day = this.hoursOn(browserAddDays(now.date, ahead));
      const range = day.ranges.find((r) => ahead > 0 || toMinutes(r.opens) > now.minutes);
      if (range)
        return { date: day.date, weekday: day.weekday, opens: range.opens, daysAhead: ahead, special: day.special };
    }
    return undefined;
  }

  /** Weekdays grouped by identical hours, in week order of their first day; closed days last. */
  groups(): HoursGroup[] {
    const byKey = new Map<string, HoursGroup>();
    for (const day of DAYS) {
      const ranges = this.weeklyHours(day);
      const key = rangesKey(ranges);
      const group = byKey.get(key) ?? { days: [], ranges };
      group.days.push(day);
      byKey.set(key, group);
    }
    const groups = [...byKey.values()];
    return [...groups.filter((g) => g.ranges.length > 0), ...groups.filter((g) => g.ranges.length === 0)];
  }

  /** The weekly hours as lines a person reads, closed days last. */
  groupedLines(): HoursLine[] {
    return this.groups().map((g) => ({
      days: describeDays(g.days),
      time: g.ranges.length > 0 ? g.ranges.map(formatRange).join(", ") : "Closed",
      open: g.ranges.length > 0,
    }));
  }

  /** "Monday – Friday: 9:00 AM – 5:00 PM; Sunday: Closed" */
  weeklyText(): string {
    return this.groupedLines()
      .map((l) => `${l.days}: ${l.time}`)
      .join("; ");
  }

  /** Special days from the instant's local date on, soonest first. */
  upcomingSpecials(instant: Date, options: { limit?: number; withinDays?: number } = {}): SpecialDay[] {
    const today = this.localTime(instant).date;
    const last = options.withinDays === undefined ? undefined : browserAddDays(today, options.withinDays);
    return this.specialHours
      .filter((s) => s.date >= today && (last === undefined || s.date <= last))
      .slice(0, options.limit ?? Infinity);
  }

  /**
   * A special day by date ("2026-11-26") or by its label, in any case and without punctuation
   * ("thanksgiving", "Christmas Eve", "are you open on inventory day"). With an instant, the next
   * such day from that date on wins.
   */
  findSpecial(query: string, from?: Date): SpecialDay | undefined {
    const q = query.trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(q)) return this.specials.get(q);
    const norm = (s: string) =>
      s
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, " ")
        .trim();
    const wanted = norm(q);
    if (!wanted) return undefined;
    // The label in the question ("are you open on inventory day") or the question in the label ("christmas").
    const matches = this.specialHours.filter((s) => {
      const label = norm(s.label);
      return ` ${wanted} `.includes(` ${label} `) || label.includes(wanted);
    });
    if (from === undefined) return matches[0];
    const today = this.localTime(from).date;
    return matches.find((s) => s.date >= today) ?? matches[matches.length - 1];
  }

  /** "tomorrow", "Monday" (within a week), else "Monday, December 1": in the words given (English by default). */
  dayName(date: string, from: LocalTime, words: StatusWords = STATUS_EN): string {
    // ISO dates compare as strings: no day count needed.
    if (date === browserAddDays(from.date, 1)) return words.tomorrow;
    if (date > from.date && date < browserAddDays(from.date, 7)) return words.weekday(browserWeekdayOf(date));
    return words.date(date, Number(from.date.slice(0, 4)));
  }

  /** The hours of a date in words: "10:00 AM – 6:00 PM", "closed for Thanksgiving", "closed". */
  describeDay(day: DayHours): string {
    if (day.ranges.length === 0) return day.special ? `closed for ${day.special.label}` : "closed";
    const time = day.ranges.map(formatRange).join(", ");
    return day.special ? `${time} (${day.special.label} hours)` : time;
  }

  /**
   * The live status line: "Open now · until 6:00 PM", "Closed now · opens tomorrow at 10:00 AM",
   * "Closed today for Thanksgiving · opens Friday at 10:00 AM", "Closed now · reopens at 1:00 PM";
   * in another language with its words (status-words.ts).
   */
  statusText(instant: Date, words: StatusWords = STATUS_EN): string {
    const state = this.stateAt(instant);
    const special = state.today.special;
    if (state.open) return words.openUntil(words.time(state.closes!), special && words.label(special));
    const head = special && state.today.ranges.length === 0 ? words.closedFor(words.label(special)) : words.closedNow;
    const next = state.nextOpen;
    if (!next) return head;
    if (next.daysAhead === 0) {
      const reopens = state.today.ranges.some((r) => toMinutes(r.closes) <= state.now.minutes);
      return `${head} · ${words.opensToday(words.time(next.opens), reopens)}`;
    }
    return `${head} · ${words.opensOn(this.dayName(next.date, state.now, words), words.time(next.opens))}`;
  }
}

export const createSchedule = (input: ScheduleInput) => new Schedule(input);
