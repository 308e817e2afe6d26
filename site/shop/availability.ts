// Bookable slots: the one function the booking API, /book/, <repair-booking>'s server, the assistant and
// the owner's desk all ask. Slots are cut from the opening hours of schedule.ts (a lunch break splits a
// day, a special day replaces it), in the shop's time zone, then narrowed by the booking rules of
// site/_data/booking.ts (notice, horizon) and by what the database counts (bookings, blocked time).
//
// Pure: the database's counts come in as arguments, so the rules are tested without one. Whether a
// slot is still free at the moment of booking is decided again inside the database's transaction.
import type { BookingRules } from "./content-schemas.ts";
import { addDays, daysBetween, toMinutes, type Schedule } from "./schedule.ts";
import { offsetAt, offsetWithIntl, wallClockFormat, zoneOffsets, type ZoneOffsets } from "./zone-offsets.ts";

const MINUTE = 60_000;

export interface Slot {
  /** ISO 8601 with the shop's offset: "2026-11-25T10:00:00-05:00". */
  start: string;
  end: string;
  /** Phones the bench can still take in this slot; 0 when full or blocked. */
  remaining: number;
}

export interface AvailabilityDay {
  /** "YYYY-MM-DD" in the shop's time zone. */
  date: string;
  slots: Slot[];
}

export interface AvailabilityAnswer {
  timeZone: string;
  days: AvailabilityDay[];
}

/** A span of blocked time, epoch milliseconds, `end` exclusive. */
export interface Span {
  start: number;
  end: number;
}

export interface Bookings {
  /** Active bookings per slot start (epoch ms). */
  taken: ReadonlyMap<number, number>;
  /** Time the owner blocked. */
  blocked: readonly Span[];
}

export const NO_BOOKINGS: Bookings = { taken: new Map(), blocked: [] };

/** Why a start cannot be booked (besides being full): each becomes a 409 with this reason. */
export type Unbookable = "off_grid" | "closed" | "past" | "too_soon" | "too_far" | "blocked" | "full";

export const UNBOOKABLE_TEXT: Record<Unbookable, string> = {
  off_grid: "That time is not one of the shop's booking slots.",
  closed: "The shop is closed at that time.",
  past: "That time has already passed.",
  too_soon: "That slot is too soon to book online; call the shop instead.",
  too_far: "That date is further ahead than bookings are taken.",
  blocked: "The shop is not taking bookings at that time.",
  full: "That slot has just been taken.",
};

/** Cache of one Intl formatter per zone: creating one is the slow part. */
const formats = new Map<string, Intl.DateTimeFormat>();
const formatOf = (timeZone: string) => {
  let format = formats.get(timeZone);
  if (!format) formats.set(timeZone, (format = wallClockFormat(timeZone)));
  return format;
};

/**
 * Each zone's offsets for a year and more around now, found with Intl once (zone-offsets.ts): a day
 * of slots asks for hundreds of offsets, and a table look-up is a hundred times cheaper than Intl.
 */
const tables = new Map<string, ZoneOffsets>();
const YEAR = 366 * 86_400_000;
function tableFor(timeZone: string, instant: number): ZoneOffsets | undefined {
  let table = tables.get(timeZone);
  const now = Date.now();
  if (!table || now + YEAR / 2 > table.until)
    tables.set(timeZone, (table = zoneOffsets(timeZone, now - YEAR / 12, now + YEAR + YEAR / 2)));
  return instant >= table.from && instant < table.until ? table : undefined;
}

/** Minutes east of UTC in the zone at an instant. */
export function zoneOffset(timeZone: string, instant: number): number {
  const table = tableFor(timeZone, instant);
  return (table && offsetAt(table, instant)) ?? offsetWithIntl(formatOf(timeZone), instant);
}

/**
 * The instant of a wall-clock time in a zone. On a spring-forward day a time that does not exist
 * (2:30 AM) moves an hour later; on a fall-back day an ambiguous one is its first occurrence.
 */
export function instantOf(timeZone: string, date: string, minutes: number): number {
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  const wall = Date.UTC(y, m - 1, d) + minutes * MINUTE;
  // The offset before and after a change: try both, keep one that reads back as the wall time.
  const first = wall - zoneOffset(timeZone, wall - 12 * 60 * MINUTE) * MINUTE;
  if (first + zoneOffset(timeZone, first) * MINUTE === wall) return first;
  const second = wall - zoneOffset(timeZone, wall + 12 * 60 * MINUTE) * MINUTE;
  if (second + zoneOffset(timeZone, second) * MINUTE === wall) return second;
  return wall - zoneOffset(timeZone, wall) * MINUTE;
}

/** "2026-11-25T10:00:00-05:00": the instant as the shop's wall clock with its offset. */
export function isoInZone(timeZone: string, instant: number): string {
  const offset = zoneOffset(timeZone, instant);
  const wall = new Date(instant + offset * MINUTE).toISOString().slice(0, 19);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${wall}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** What the booking contract reads as an instant, the same for the schedule. */
export { parseInstant } from "./booking-contract.ts";

interface GridSlot {
  start: number;
  end: number;
  /** The same instants as the API writes them (isoInZone), made once. */
  startIso: string;
  endIso: string;
}

export class Availability {
  constructor(
    readonly schedule: Schedule,
    readonly rules: BookingRules,
  ) {}

  get timeZone() {
    return this.schedule.timeZone;
  }

  /** The shop's date today. */
  today(now: Date): string {
    return this.schedule.localTime(now).date;
  }

  /** The last bookable date: today plus horizonDays. */
  lastDate(now: Date): string {
    return addDays(this.today(now), this.rules.horizonDays);
  }

  /** Grids by date: a date's grid never changes while the process runs (the data is read at start). */
  private readonly grids = new Map<string, GridSlot[]>();

  /** The slot grid of a date: each opening range cut into whole slots, none across a break or past closing. */
  grid(date: string): GridSlot[] {
    const cached = this.grids.get(date);
    if (cached) return cached;
    if (this.grids.size > 1000) this.grids.clear();
    const slots: GridSlot[] = [];
    for (const range of this.schedule.hoursOn(date).ranges) {
      const closes = toMinutes(range.closes);
      for (let m = toMinutes(range.opens); m + this.rules.slotMinutes <= closes; m += this.rules.slotMinutes) {
        const start = instantOf(this.timeZone, date, m);
        const end = instantOf(this.timeZone, date, m + this.rules.slotMinutes);
        // A wall-clock slot that daylight saving folds away (or doubles) is not offered.
        if (end - start === this.rules.slotMinutes * MINUTE)
          slots.push({ start, end, startIso: isoInZone(this.timeZone, start), endIso: isoInZone(this.timeZone, end) });
      }
    }
    this.grids.set(date, slots);
    return slots;
  }

  /** Why a slot of the grid cannot be offered at `now`, before counting bookings; undefined when it can. */
  private timing(date: string, slot: GridSlot, now: Date, lastDate: string): Unbookable | undefined {
    if (slot.start <= now.getTime()) return "past";
    if (slot.start < now.getTime() + this.rules.minimumNoticeMinutes * MINUTE) return "too_soon";
    if (date > lastDate) return "too_far";
    return undefined;
  }

  private remaining(slot: GridSlot, bookings: Bookings): number {
    if (bookings.blocked.some((b) => b.start < slot.end && slot.start < b.end)) return 0;
    return Math.max(0, this.rules.capacity - (bookings.taken.get(slot.start) ?? 0));
  }

  /**
   * Every date from `from` for `days` days (capped at the horizon, a past `from` starts today), each with
   * its offerable slots; full and blocked slots are listed with remaining 0, closed dates with none.
   */
  days(
    now: Date,
    options: { from?: string; days?: number } = {},
    bookings: Bookings = NO_BOOKINGS,
  ): AvailabilityAnswer {
    const today = this.today(now);
    const from = options.from && options.from > today ? options.from : today;
    const count = Math.max(1, Math.min(options.days ?? this.rules.horizonDays + 1, this.rules.horizonDays + 1));
    const last = addDays(today, this.rules.horizonDays);
    const days: AvailabilityDay[] = [];
    for (let i = 0; i < count; i++) {
      const date = addDays(from, i);
      const slots = this.grid(date)
        .filter((slot) => this.timing(date, slot, now, last) === undefined)
        .map((slot) => ({ start: slot.startIso, end: slot.endIso, remaining: this.remaining(slot, bookings) }));
      days.push({ date, slots });
    }
    return { timeZone: this.timeZone, days };
  }

  /** The span to ask the database about for `days()`: from the start of `from` to the end of the last date. */
  span(now: Date, options: { from?: string; days?: number } = {}): Span {
    const today = this.today(now);
    const from = options.from && options.from > today ? options.from : today;
    const count = Math.max(1, Math.min(options.days ?? this.rules.horizonDays + 1, this.rules.horizonDays + 1));
    return { start: instantOf(this.timeZone, from, 0), end: instantOf(this.timeZone, addDays(from, count), 0) };
  }

  /**
   * Checks a requested start: on the grid of its date, open, not past, outside the notice, within the
   * horizon, not blocked and not full by these counts. Returns the slot, or the reason it cannot be had.
   */
  check(
    startMs: number,
    now: Date,
    bookings: Bookings = NO_BOOKINGS,
  ): { ok: true; start: number; end: number; date: string } | { ok: false; reason: Unbookable } {
    const date = this.schedule.localTime(new Date(startMs)).date;
    const day = this.schedule.hoursOn(date);
    const slot = this.grid(date).find((s) => s.start === startMs);
    if (!slot) {
      const minutes = this.schedule.localTime(new Date(startMs)).minutes;
      const inHours = day.ranges.some((r) => toMinutes(r.opens) <= minutes && minutes < toMinutes(r.closes));
      return { ok: false, reason: inHours ? "off_grid" : "closed" };
    }
    const timing = this.timing(date, slot, now, this.lastDate(now));
    if (timing) return { ok: false, reason: timing };
    if (bookings.blocked.some((b) => b.start < slot.end && slot.start < b.end)) return { ok: false, reason: "blocked" };
    if (this.remaining(slot, bookings) === 0) return { ok: false, reason: "full" };
    return { ok: true, start: slot.start, end: slot.end, date };
  }

  /** Free slots nearest to an instant (before or after), soonest-distance first: for "that one is gone" and the assistant. */
  nearest(target: number, now: Date, bookings: Bookings = NO_BOOKINGS, limit = 3): Slot[] {
    const all = this.days(now, {}, bookings).days.flatMap((d) => d.slots.filter((s) => s.remaining > 0));
    return all
      .map((s) => ({ s, d: Math.abs(Date.parse(s.start) - target) }))
      .sort((a, b) => a.d - b.d || Date.parse(a.s.start) - Date.parse(b.s.start))
      .slice(0, limit)
      .map((x) => x.s)
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  }

  /** Dates between today and a date, for callers that speak in days ahead. */
  daysAhead(date: string, now: Date): number {
    return daysBetween(this.today(now), date);
  }
}

export const createAvailability = (schedule: Schedule, rules: BookingRules) => new Availability(schedule, rules);
