// Reading the desk's plain forms and queries: every field arrives as text, or not at all.
import { addDays } from "#shop/schedule.ts";

/** A form field's text, or undefined when it is missing or not text. */
export const field = (body: unknown, name: string): string | undefined => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : undefined;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** "HH:MM" on a 24-hour clock. */
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** A real calendar date as "YYYY-MM-DD" (not 2026-02-30). */
export const validDate = (s: string | undefined): s is string =>
  s !== undefined && DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && addDays(s, 0) === s;
