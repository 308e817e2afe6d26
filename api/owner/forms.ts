// The desk's forms and queries as they arrive: every field is text, or not at all. The booking
// contract reads the forms (readShopDeskBooking, readBlockForm); what is here is what a form shows
// again when it comes back with problems, and the dates a query asks for.
import { z } from "zod";

/** The named fields as typed, to show again in the form: the text ones only. */
export function typedOf<const Name extends string>(body: unknown, names: readonly Name[]) {
  const form = (body ?? {}) as Record<string, unknown>;
  const values: Partial<Record<Name, string>> = {};
  for (const name of names) if (typeof form[name] === "string") values[name] = form[name];
  return values;
}

/** A date asked for in a query ("YYYY-MM-DD", a real day), or undefined. */
export const queryDate = (value: unknown): string | undefined => z.iso.date().optional().catch(undefined).parse(value);
