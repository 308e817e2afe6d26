// The desk's forms and queries as they arrive: every field is text, or not at all. The booking
// contract reads the forms (readShopDeskBooking, readBlockForm); what is here is what a form shows
// again when it comes back with problems, and the dates a query asks for.
import { z } from "zod";
import { HttpError } from "../errors.ts";

/** The named fields as typed, to show again in the form: the text ones only. */
export function typedOf<const Name extends string>(body: unknown, names: readonly Name[]) {
  const form = (body ?? {}) as Record<string, unknown>;
  const values: Partial<Record<Name, string>> = {};
  for (const name of names) if (typeof form[name] === "string") values[name] = form[name];
  return values;
}

/** A date asked for in a query ("YYYY-MM-DD", a real day), or undefined. */
export const queryDate = (value: unknown): string | undefined => z.iso.date().optional().catch(undefined).parse(value);

/**
 * The years a desk's query may name: the book holds nothing before the first and cannot count days
 * past the last (a day after 9999-12-31 has no four-digit year).
 */
const QUERY_YEARS = { first: "1970-01-01", last: "2999-12-31" } as const;

/**
 * A date a query must name correctly when it names one: undefined when absent, else a real day within
 * QUERY_YEARS, else a 400 that says which parameter is wrong (never a silent default, never a 500).
 */
export function strictQueryDate(value: unknown, name: string): string | undefined {
  if (value === undefined || value === "") return undefined;
  const date = queryDate(value);
  if (date && date >= QUERY_YEARS.first && date <= QUERY_YEARS.last) return date;
  throw new HttpError(
    400,
    "invalid_date",
    `${name} must be a real day written YYYY-MM-DD, from ${QUERY_YEARS.first} to ${QUERY_YEARS.last}.`,
  );
}
