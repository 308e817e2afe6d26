// The booking book's own tables (composed with the others' in api/db/schema.ts).
// Times are epoch milliseconds in BIGINT columns (api/db/schema.ts).
import type { Generated } from "kysely";

export interface BookingsTable {
  id: string;
  reference: string;
  tokenHash: string;
  /** Slot start and end: "start" and "end" are SQL keywords, so the columns say what they hold. */
  startAt: number;
  endAt: number;
  service: string;
  model: string | null;
  name: string;
  phone: string;
  email: string | null;
  notes: string | null;
  state: string;
  source: string;
  createdAt: number;
  updatedAt: number;
  /** Who booked online, as a keyed hash of the address's network (never the address); null for the owner's. */
  clientKey: string | null;
  /** The .ics SEQUENCE: grows with every change, so a calendar holding the event takes the new one. */
  sequence: Generated<number>;
  /** Texts: 1 when the visitor agreed beside the phone field, 0 when they said no, null before texts were asked. */
  textConsent: number | null;
  /** The version of the consent's words the form showed (site/_data/booking.ts textConsent.version). */
  textConsentVersion: string | null;
  /** The visitor's language ("en", "es"): every message about the booking speaks it. */
  lang: string;
}

/** One row per slot start that was ever booked on PostgreSQL: `SELECT … FOR UPDATE` on it serialises the slot. */
export interface SlotLocksTable {
  startAt: number;
}

export interface BlocksTable {
  id: string;
  startAt: number;
  endAt: number;
  label: string | null;
  createdAt: number;
}
