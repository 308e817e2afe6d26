// The schedule's shapes: the week, a day's ranges, the special days, the shop's wall clock and what the
// schedule answers with. Types and two constants only, so the schedule, its words and its checks share
// them without importing one another.
import type { ZoneOffsets } from "./zone-offsets.ts";

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
