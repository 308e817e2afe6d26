// Bookable slots: the one function the booking API, /book/, <repair-booking>'s server, the assistant and
// the owner's desk all ask. Slots are cut from the opening hours of schedule.ts (a lunch break splits a
// day, a special day replaces it), in the shop's time zone, then narrowed by the booking rules of
// site/_data/booking.ts (notice, horizon) and by what the database counts (bookings, blocked time).
//
// Pure: the database's counts come in as arguments, so the rules are tested without one. Whether a
// slot is still free at the moment of booking is decided again inside the database's transaction.
import type { BookingRules } from "./content-schemas.ts";
import { addDays, dateReader, daysBetween, instantOf, isoInZone, wallClockAt } from "./clock.ts";
import { toMinutes, type Schedule } from "./schedule.ts";

// The owner's desk reads the clock from here until it imports clock.ts itself.

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

  /** The shop's date at an instant, Temporal's work once a day (every booking and answer asks). */
  private dateOf: ((instant: Date) => string) | undefined;

  /** The shop's date today. */
  today(now: Date): string {
    this.dateOf ??= dateReader(this.timeZone);
    return this.dateOf(now);
  }

  private last: { today: string; date: string } | undefined;

  /** The last bookable date: today plus horizonDays. */
  lastDate(now: Date): string {
    const today = this.today(now);
    if (this.last?.today !== today) this.last = { today, date: addDays(today, this.rules.horizonDays) };
    return this.last.date;
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

  /**
   * Why a slot of the grid cannot be offered at `now`, before counting bookings; undefined when it can.
   * `tooFar`: its date is past the horizon, decided once per date by the caller (calendar arithmetic,
   * not a per-slot cost).
   */
  private timing(slot: GridSlot, now: Date, tooFar: boolean): Unbookable | undefined {
    if (slot.start <= now.getTime()) return "past";
    if (slot.start < now.getTime() + this.rules.minimumNoticeMinutes * MINUTE) return "too_soon";
    if (tooFar) return "too_far";
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
    const { from, count, last } = this.range(now, options);
    const days: AvailabilityDay[] = [];
    for (let i = 0; i < count; i++) {
      const date = addDays(from, i);
      const tooFar = daysBetween(last, date) > 0;
      const slots: Slot[] = [];
      for (const slot of this.grid(date))
        if (this.timing(slot, now, tooFar) === undefined)
          slots.push({ start: slot.startIso, end: slot.endIso, remaining: this.remaining(slot, bookings) });
      days.push({ date, slots });
    }
    return { timeZone: this.timeZone, days };
  }

  /**
   * The dates `days()` lists: from `from` (a past one starts today) for `days` days, none past the
   * horizon, so a `from` beyond it lists none. Dates are compared as dates: as text, the year 10000
   * ("+010000-01-01") sorts before 2026.
   */
  private range(now: Date, options: { from?: string; days?: number }) {
    const today = this.today(now);
    const from = options.from && daysBetween(today, options.from) > 0 ? options.from : today;
    const last = addDays(today, this.rules.horizonDays);
    const wanted = Math.max(1, Math.min(options.days ?? this.rules.horizonDays + 1, this.rules.horizonDays + 1));
    const count = Math.max(0, Math.min(wanted, daysBetween(from, last) + 1));
    return { from, count, last };
  }

  /** The span to ask the database about for `days()`: from the start of `from` to the end of the last date. */
  span(now: Date, options: { from?: string; days?: number } = {}): Span {
    const { from, count } = this.range(now, options);
    return { start: instantOf(this.timeZone, from, 0), end: instantOf(this.timeZone, addDays(from, count), 0) };
  }

  /** Wall clocks of requested starts: every booking of a slot asks for the same one. */
  private readonly walls = new Map<number, ReturnType<typeof wallClockAt>>();

  private wallClockAt(instant: number) {
    let wall = this.walls.get(instant);
    if (!wall) {
      if (this.walls.size >= 2000) this.walls.clear();
      this.walls.set(instant, (wall = wallClockAt(this.timeZone, instant)));
    }
    return wall;
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
    const { date, minutes } = this.wallClockAt(startMs);
    const day = this.schedule.hoursOn(date);
    const slot = this.grid(date).find((s) => s.start === startMs);
    if (!slot) {
      const inHours = day.ranges.some((r) => toMinutes(r.opens) <= minutes && minutes < toMinutes(r.closes));
      return { ok: false, reason: inHours ? "off_grid" : "closed" };
    }
    // ISO dates compare as text: later is greater.
    const timing = this.timing(slot, now, date > this.lastDate(now));
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
