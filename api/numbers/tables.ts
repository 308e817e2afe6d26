// The owner's numbers' tables: the day's salt, raw events, caps and daily totals (composed with the
// others' in api/db/schema.ts).
import type { ColumnType, Generated } from "kysely";

export interface NumbersSaltTable {
  /** The shop's date the salt is for: it is deleted once that day is over. */
  day: string;
  salt: string;
}

/** One page view, tap or speed measure; deleted `rawDays` after its day. */
export interface NumbersEventsTable {
  id: Generated<number>;
  /** The shop's date (YYYY-MM-DD). */
  day: string;
  at: number;
  kind: string;
  /** The page's host and path ("/iphone-13-repair/", or "partner.example/fix/" for a partner's page). */
  page: string;
  /** home, model, book or other. */
  pageKind: string;
  /** The day's salted hash of site, address and browser; null for what the server counts. */
  visitor: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** A speed rounded to its bucket (ms; CLS in thousandths); null for everything else. */
  value: number | null;
  /** The page's language (shop/languages.ts): its /es/ path, else the document's lang; a booking's own. */
  lang: ColumnType<string, string | undefined, string>;
}

/** How many events of a kind a page has had today (key "page kind", or "*" for the day's total). */
export interface NumbersCapsTable {
  day: string;
  key: string;
  count: number;
}

/** The daily totals, kept until the owner deletes them: `what` ("event", "page", "referrer", ...) and its key. */
export interface NumbersDailyTable {
  day: string;
  what: string;
  key: string;
  count: number;
}

/** When each day was last rolled up from its raw events. */
export interface NumbersRolledTable {
  day: string;
  at: number;
}
