// The booking's row as the stores write it, in the transaction of a change: read and locked, moved to a
// state with its line in the timeline, and the change's notices written (the journey's at their time).
// Shared by the bookings' store (store.ts) and the journey's (api/journey/store.ts).
import type { Kysely, Selectable } from "kysely";
import type { BookableService } from "#shop/content-schemas.ts";
import { languageOf } from "#shop/languages.ts";
import type { EventActor } from "#shop/repair-states.ts";
import type { Engine } from "../db/engine.ts";
import type { Database } from "../db/schema.ts";
import { clearJourney, writeJourney } from "../journey/notices-store.ts";
import type { BookingJourneyColumns } from "../journey/tables.ts";
import { enqueue } from "../outbox/enqueue.ts";
import type { BookingsTable } from "./tables.ts";
import type { Booking, BookingSource, BookingState, NoticeMessage } from "./types.ts";

/** A booking's row as a transaction read it. */
export type BookingRow = Selectable<BookingsTable> & Selectable<BookingJourneyColumns>;

export const toBooking = (row: Selectable<BookingsTable> & Partial<BookingJourneyColumns>): Booking => ({
  id: row.id,
  reference: row.reference,
  start: Number(row.startAt),
  end: Number(row.endAt),
  service: row.service as BookableService,
  model: row.model,
  name: row.name,
  phone: row.phone,
  email: row.email,
  notes: row.notes,
  state: row.state as BookingState,
  source: row.source as BookingSource,
  textConsent: row.textConsent === 1,
  textConsentVersion: row.textConsentVersion,
  createdAt: Number(row.createdAt),
  updatedAt: Number(row.updatedAt),
  sequence: Number(row.sequence),
  readyBy: row.readyBy == null ? null : Number(row.readyBy),
  ...(row.sealedLink ? { sealedLink: row.sealedLink } : {}),
  lang: languageOf(row.lang),
});

export async function writeNotices(tx: Kysely<Database>, bookingId: string, all: NoticeMessage[], now = Date.now()) {
  // Journey notices (reminders, 'ready', the review ask) wait for their own time: api/journey/notices-store.ts.
  await writeJourney(tx, bookingId, all, now);
  const messages = all.filter((m) => !m.journey).map(({ kind, payload }) => ({ kind, payload }));
  await enqueue(tx, messages, { bookingId, at: now });
}

/** One line of the booking's timeline, in the transaction that made the move. */
export async function writeEvent(
  tx: Kysely<Database>,
  bookingId: string,
  event: { state: string; at: number; by: EventActor; stepBack?: boolean },
) {
  await tx
    .insertInto("bookingEvents")
    .values({ bookingId, state: event.state, at: event.at, actor: event.by, stepBack: event.stepBack ? 1 : 0 })
    .execute();
}

/** The booking's row, locked for the transaction on PostgreSQL (SQLite's writer already holds the database). */
export async function lockedRow(engine: Engine, tx: Kysely<Database>, id: string) {
  let query = tx.selectFrom("bookings").selectAll().where("id", "=", id);
  if (engine === "postgres") query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Moves the locked row to `state` with its event; the booking as it is afterwards. */
export async function moveRow(
  tx: Kysely<Database>,
  row: BookingRow,
  state: BookingState,
  event: { at: number; by: EventActor; stepBack?: boolean },
) {
  const updatedAt = Math.max(event.at, Number(row.updatedAt));
  // Every change raises the .ics SEQUENCE, so a calendar takes the newer copy.
  const sequence = Number(row.sequence) + 1;
  await tx.updateTable("bookings").set({ state, updatedAt, sequence }).where("id", "=", row.id).execute();
  await writeEvent(tx, row.id, { state, ...event, at: updatedAt });
  // What the old state had waiting (a reminder, a 'ready' not yet sent) goes unless the new one keeps it.
  await clearJourney(tx, row.id, state);
  return toBooking({ ...row, state, updatedAt, sequence });
}
