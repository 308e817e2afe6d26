// Opening hours as a weekly schedule plus special days, read in the shop's own time zone.
//
// Pure TypeScript: the pages (at build), the chat engine (in Node) and the live "Open now" line (in
// the visitor's browser) all import this one module, so they can never disagree. Everything is
// computed in the shop's wall-clock time (date, weekday, minutes since midnight) at the instant asked
// about, read from the clock it is given: the server and the build give it clock.ts's (Temporal), the
// browser a table of the zone's offsets (zone-offsets.ts), so it never pays for Temporal or Intl; with
// neither, or outside the table's span, Intl reads it.
import { offsetAt, wallClockFormat, type ZoneOffsets } from "./zone-offsets.ts";

export const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Day = (typeof DAYS)[number];

export interface TimeRange {
  /** "HH:MM", 24-hour, in the shop's time zone. */
  opens: string;
  closes: string;
}

export interface WeeklyHours extends TimeRange {
  days: readonly Day[];
}

/** A holiday or one-off change: closed all day, or open with other hours. */
export interface SpecialDay {
  /** "YYYY-MM-DD" in the shop's time zone. */
  date: string;
  label: string;
  closed?: boolean;
  opens?: string;
  closes?: string;
}

export interface ScheduleInput {
  timeZone: string;
  hours: readonly WeeklyHours[];
  specialHours?: readonly SpecialDay[];
  /** The zone's offsets over a span (zone-offsets.ts): within it, the wall clock is read without Intl. */
  offsets?: ZoneOffsets;
  /** The wall clock at an instant (clock.ts's `wallClockAt` for the zone): used before the table and Intl. */
  wallClock?: (instant: Date) => LocalTime;
}

export interface LocalTime {
  /** "YYYY-MM-DD" */
  date: string;
  weekday: Day;
  /** Minutes since the shop's local midnight. */
  minutes: number;
}

export interface DayHours {
  date: string;
  weekday: Day;
  /** Open ranges in time order; empty when closed. */
  ranges: TimeRange[];
  /** The special day that set these hours, when one did. */
  special?: SpecialDay;
}

export interface Opening {
  date: string;
  weekday: Day;
  /** "HH:MM" */
  opens: string;
  /** 0 for today, 1 for tomorrow, ... */
  daysAhead: number;
  /** The special day whose hours these are, when one is. */
  special?: SpecialDay;
}

export interface OpenState {
  open: boolean;
  now: LocalTime;
  today: DayHours;
  /** While open: the end of the current range, "HH:MM". */
  closes?: string;
  /** While open: minutes until that end. */
  minutesToClose?: number;
  /** While closed: the next time the shop opens (none within a year: undefined). */
  nextOpen?: Opening;
}

/** A line a person reads: "Monday, Wednesday & Friday" / "9:00 AM – 5:00 PM". */
export interface HoursLine {
  days: string;
  time: string;
  open: boolean;
}

/** Days that share the same ranges, in week order. */
export interface HoursGroup {
  days: Day[];
  ranges: TimeRange[];
}

export const toMinutes = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

/** "18:00" -> "6:00 PM", "12:00" -> "12:00 PM", "00:30" -> "12:30 AM" */
export function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

export const formatRange = (r: TimeRange) => `${formatTime(r.opens)} – ${formatTime(r.closes)}`;

/** "A", "A & B", "A, B & C" */
export function listAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} & ${items[items.length - 1]}`;
}

/**
 * Days as people write them: runs of three or more consecutive days become "Monday – Friday",
 * the rest are listed: "Monday, Wednesday & Friday", "Monday – Friday & Sunday", "Every day".
 */
export function describeDays(days: readonly Day[]): string {
  const sorted = DAYS.filter((d) => days.includes(d));
  if (sorted.length === 7) return "Every day";
  const parts: string[] = [];
  let i = 0;
  while (i < sorted.length) {
    let j = i;
    while (j + 1 < sorted.length && DAYS.indexOf(sorted[j + 1]!) === DAYS.indexOf(sorted[j]!) + 1) j++;
    if (j - i >= 2) parts.push(`${sorted[i]} – ${sorted[j]}`);
    else for (let k = i; k <= j; k++) parts.push(sorted[k]!);
    i = j + 1;
  }
  return listAnd(parts);
}

// The few calendar steps the schedule takes itself, on Date's UTC arithmetic, because the browser runs
// this module and must not load Temporal for them; server code takes them from clock.ts.

/** Calendar arithmetic on "YYYY-MM-DD" strings (UTC dates, so no zone or DST can shift them). */
export function addDays(date: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Day {
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  // getUTCDay: 0 = Sunday; DAYS starts on Monday.
  return DAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7]!;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "Thursday, November 26" (with the year when it is not `relativeToYear`): the status line's; the server's is clock.ts's longDate. */
export function formatDate(date: string, relativeToYear?: number): string {
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  const month = MONTHS[m - 1];
  return `${weekdayOf(date)}, ${month} ${d}${relativeToYear !== undefined && relativeToYear !== y ? `, ${y}` : ""}`;
}

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
      return { date, weekday: weekdayOf(date), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
    }
    const parts: Record<string, string> = {};
    for (const p of (this.clock ??= wallClockFormat(this.timeZone)).formatToParts(instant)) parts[p.type] = p.value;
    const date = `${parts.year}-${parts.month}-${parts.day}`;
    return { date, weekday: weekdayOf(date), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
  }

  /** The usual ranges of a weekday. */
  weeklyHours(day: Day): TimeRange[] {
    return [...(this.weekly.get(day) ?? [])];
  }

  /** The hours of a date: its special day's when it has one, else its weekday's. */
  hoursOn(date: string): DayHours {
    const weekday = weekdayOf(date);
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
      const day = this.hoursOn(addDays(now.date, ahead));
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
    const last = options.withinDays === undefined ? undefined : addDays(today, options.withinDays);
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

  /** "today", "tomorrow", "Monday" (within a week), else "Monday, December 1". */
  dayName(date: string, from: LocalTime): string {
    // ISO dates compare as strings: no day count needed.
    if (date === from.date) return "today";
    if (date === addDays(from.date, 1)) return "tomorrow";
    if (date > from.date && date < addDays(from.date, 7)) return weekdayOf(date);
    return formatDate(date, Number(from.date.slice(0, 4)));
  }

  /** The hours of a date in words: "10:00 AM – 6:00 PM", "closed for Thanksgiving", "closed". */
  describeDay(day: DayHours): string {
    if (day.ranges.length === 0) return day.special ? `closed for ${day.special.label}` : "closed";
    const time = day.ranges.map(formatRange).join(", ");
    return day.special ? `${time} (${day.special.label} hours)` : time;
  }

  /**
   * The live status line: "Open now · until 6:00 PM", "Closed now · opens tomorrow at 10:00 AM",
   * "Closed today for Thanksgiving · opens Friday at 10:00 AM", "Closed now · reopens at 1:00 PM".
   */
  statusText(instant: Date): string {
    const state = this.stateAt(instant);
    if (state.open) {
      const special = state.today.special ? ` (${state.today.special.label} hours)` : "";
      return `Open now · until ${formatTime(state.closes!)}${special}`;
    }
    const head =
      state.today.special && state.today.ranges.length === 0
        ? `Closed today for ${state.today.special.label}`
        : "Closed now";
    const next = state.nextOpen;
    if (!next) return head;
    if (next.daysAhead === 0) {
      const reopens = state.today.ranges.some((r) => toMinutes(r.closes) <= state.now.minutes);
      return `${head} · ${reopens ? "reopens" : "opens"} at ${formatTime(next.opens)}`;
    }
    return `${head} · opens ${this.dayName(next.date, state.now)} at ${formatTime(next.opens)}`;
  }
}

export const createSchedule = (input: ScheduleInput) => new Schedule(input);

/**
 * Problems with a schedule, as [path, message] pairs, for the content schema to report: a range that
 * does not open before it closes, two ranges of one day that overlap, a special day given twice.
 */
export function scheduleProblems(
  input: Pick<ScheduleInput, "hours" | "specialHours">,
): Array<[(string | number)[], string]> {
  const problems: Array<[(string | number)[], string]> = [];
  const byDay = new Map<Day, Array<{ range: TimeRange; index: number }>>();
  input.hours.forEach((entry, index) => {
    if (toMinutes(entry.opens) >= toMinutes(entry.closes))
      problems.push([["hours", index, "closes"], `closes (${entry.closes}) must be later than opens (${entry.opens})`]);
    const seen = new Set<Day>();
    for (const day of entry.days) {
      if (seen.has(day)) problems.push([["hours", index, "days"], `${day} is listed twice`]);
      seen.add(day);
      byDay.set(day, [...(byDay.get(day) ?? []), { range: entry, index }]);
    }
  });
  for (const [day, list] of byDay) {
    const sorted = [...list].sort((a, b) => toMinutes(a.range.opens) - toMinutes(b.range.opens));
    for (let i = 1; i < sorted.length; i++) {
      const prev = sorted[i - 1]!;
      const cur = sorted[i]!;
      if (toMinutes(cur.range.opens) < toMinutes(prev.range.closes))
        problems.push([
          ["hours", cur.index],
          `${day} ${formatRange(cur.range)} overlaps ${formatRange(prev.range)} (entry ${prev.index + 1})`,
        ]);
    }
  }
  const dates = new Set<string>();
  (input.specialHours ?? []).forEach((s, index) => {
    if (dates.has(s.date)) problems.push([["specialHours", index, "date"], `${s.date} is given twice`]);
    dates.add(s.date);
    if (s.closed) {
      if (s.opens !== undefined || s.closes !== undefined)
        problems.push([["specialHours", index], "a closed day has no opens or closes"]);
    } else if (s.opens === undefined || s.closes === undefined) {
      problems.push([["specialHours", index], "give either closed: true or both opens and closes"]);
    } else if (toMinutes(s.opens) >= toMinutes(s.closes)) {
      problems.push([["specialHours", index, "closes"], `closes (${s.closes}) must be later than opens (${s.opens})`]);
    }
  });
  return problems;
}
