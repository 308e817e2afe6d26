// The owner's numbers' settings (site/_data/numbers.ts): how long the raw events stay, and the caps
// that keep a flood from one address or one page from growing the database.
import { z } from "zod";

export const NumbersSchema = z.strictObject({
  /** Count at all: without it the pages load no beacon and the server stores nothing. */
  enabled: z.boolean(),
  /** Raw events (one row per page view or tap) are deleted this many days after their day; the daily totals stay. */
  rawDays: z.number().int().min(1).max(400),
  /** At most this many events of one kind on one page are kept per day; more are dropped. */
  capPerPageAndEvent: z.number().int().min(1).max(10_000_000),
  /** At most this many events of any kind are kept per day (a flood of made-up pages cannot pass it). */
  capPerDay: z.number().int().min(1).max(100_000_000),
});
export type NumbersSettings = z.infer<typeof NumbersSchema>;
