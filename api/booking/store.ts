// The booking book (types.ts's BookingStore) over one set of Kysely queries on the shop's database
// (api/db/database.ts): SQLite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set. The bookings
// are here; the book composes the other aggregates' stores: blocked time (blocks.ts), the journey's
// moves and estimates (api/journey/store.ts), the outbox (api/outbox/store.ts), the settings (api/db/settings.ts).
//
// Capacity is decided inside the database, in the transaction that inserts, never by a read in the
// process followed by a write (Cal.com's double bookings came from that):
// - SQLite: every write is one BEGIN IMMEDIATE transaction, which takes the database's write lock
//   before its first read, so counting and inserting are one step for every writer there is.
// - PostgreSQL: the transaction locks the slot's row in slot_locks (INSERT … ON CONFLICT DO NOTHING,
//   then SELECT … FOR UPDATE), so requests for one slot from any number of app instances queue there,
//   and each counts under READ COMMITTED after the previous one committed. The per-phone cap takes a
//   transaction-scoped advisory lock on a hash of the phone first (no phone number is kept in a lock
//   table), always before the slot's, so two locks are never taken in opposite orders.
// create() and setState() resolve after COMMIT returns, so what they wrote is durable (api/db/database.ts).
import { createHash, randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { DAY_MS } from "#shop/clock.ts";
import { openDatabase, type Db, type DatabaseOptions } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { createSettings } from "../db/settings.ts";
import { clearJourney } from "../journey/notices-store.ts";
import { canChangeTime } from "../journey/states.ts";
import { createJourneyStore } from "../journey/store.ts";
import { createOutboxStore } from "../outbox/store.ts";
import { blockedBetween, createBlockStore, isBlocked } from "./blocks.ts";
import { lockedRow, moveRow, toBooking, writeEvent, writeNotices } from "./rows.ts";
import {
  ACTIVE_STATES,
  type BookingState,
  type BookingStore,
  type CreateResult,
  type RescheduleResult,
  type NewBooking,
} from "./types.ts";

/** A booking's reference or token hash already exists: the caller may draw new ones and try again. */
export class DuplicateBookingError extends Error {
  constructor(options?: { cause?: unknown }) {
    super("A booking with this reference or token already exists.", options);
    this.name = "DuplicateBookingError";
  }
}

/** Advisory-lock namespace of the per-phone cap on PostgreSQL (the first of the two int4 keys). */
const LOCK_PHONE = 0x424b5048; // "BKPH"
const LOCK_ONLINE = 0x424b4f4c; // "BKOL"

const isUnique = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
};

/** A book of its own: the database opened for it alone, closed with it (tests, the benchmark). */
export async function openStore(options: DatabaseOptions = {}): Promise<BookingStore> {
  return createBookingStore(await openDatabase(options));
}

/** The booking book over an open database; closing the book closes that database. */
export function createBookingStore(database: Db): BookingStore {
  const { engine, query: db } = database;
  // Every write of bookings, moves and blocks goes through here: an availability answer is reused only
  // while this count stays the same (booking/service.ts).
  let writes = 0;
  async function write<T>(fn: (tx: Kysely<Database>) => Promise<T>): Promise<T> {
    try {
      return await database.write(fn);
    } finally {
      writes++;
    }
  }

  const phoneKey = (phone: string) => createHash("sha256").update(phone).digest().readInt32BE(0);

  /**
   * Everything a new booking is refused for, counted in one statement once the locks are held (each
   * statement is a round trip on PostgreSQL, inside the online bookings' one lock): blocked time over the
   * slot, the phone's coming bookings, the slot's places taken, and with the online limits the online
   * bookings of the 24 hours before `now`, the shop's and this client's (cancelled ones count: cancelling
   * gives no place back).
   */
  async function refusalsOf(tx: Kysely<Database>, booking: NewBooking, rules: Parameters<BookingStore["create"]>[1]) {
    const since = rules.now - DAY_MS;
    const counts = await tx
      .selectNoFrom((eb) => {
        const count = () => eb.selectFrom("bookings").select((c) => c.fn.countAll<number>().as("n"));
        const made = () => count().where("source", "=", "online").where("createdAt", ">", since);
        return [
          eb
            .exists(
              eb
                .selectFrom("blocks")
                .select("id")
                .where("startAt", "<", booking.end)
                .where("endAt", ">", booking.start),
            )
            .as("blocked"),
          count()
            .where("phone", "=", booking.phone)
            .where("state", "in", ACTIVE_STATES)
            .where("startAt", ">=", rules.now)
            .as("held"),
          count().where("startAt", "=", booking.start).where("state", "in", ACTIVE_STATES).as("taken"),
          (rules.online ? made() : eb.lit(0)).as("made"),
          (rules.online && booking.clientKey !== undefined
            ? made().where("clientKey", "=", booking.clientKey)
            : eb.lit(0)
          ).as("madeHere"),
        ];
      })
      .executeTakeFirstOrThrow();
    return {
      blocked: Boolean(counts.blocked),
      held: Number(counts.held),
      taken: Number(counts.taken),
      made: Number(counts.made),
      madeHere: Number(counts.madeHere),
    };
  }

  /** PostgreSQL: waits for, then holds, the slot's row until the transaction ends (SQLite's write lock already does). */
  async function lockSlot(tx: Kysely<Database>, start: number) {
    if (engine !== "postgres") return;
    await tx
      .insertInto("slotLocks")
      .values({ startAt: start })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx.selectFrom("slotLocks").select("startAt").where("startAt", "=", start).forUpdate().execute();
  }

  /** The bookings that start in [from, to). */
  const startingBetween = (from: number, to: number) =>
    db.selectFrom("bookings").where("startAt", ">=", from).where("startAt", "<", to);

  const store: BookingStore = {
    engine,
    writes: () => writes,

    async create(booking: NewBooking, rules, notices): Promise<CreateResult> {
      try {
        return await write(async (tx): Promise<CreateResult> => {
          if (engine === "postgres")
            await sql`SELECT pg_advisory_xact_lock(${LOCK_PHONE}, ${phoneKey(booking.phone)})`.execute(tx);
          await lockSlot(tx, booking.start);
          // On PostgreSQL one lock serialises online bookings, so two instances cannot both take the last one.
          if (engine === "postgres" && rules.online)
            await sql`SELECT pg_advisory_xact_lock(${LOCK_ONLINE}, 0)`.execute(tx);
          const found = await refusalsOf(tx, booking, rules);
          if (found.blocked) return { ok: false, reason: "blocked" };
          if (found.held >= rules.maxFutureForPhone) return { ok: false, reason: "phone_limit" };
          if (rules.online) {
            if (found.made >= rules.online.perDay) return { ok: false, reason: "day_limit" };
            if (booking.clientKey !== undefined && found.madeHere >= rules.online.perClientPerDay)
              return { ok: false, reason: "client_limit" };
          }
          if (found.taken >= rules.capacity) return { ok: false, reason: "full" };

          const row = {
            id: randomUUID(),
            reference: booking.reference,
            tokenHash: booking.tokenHash,
            startAt: booking.start,
            endAt: booking.end,
            service: booking.service,
            model: booking.model,
            name: booking.name,
            phone: booking.phone,
            email: booking.email,
            notes: booking.notes,
            state: booking.state ?? "booked",
            source: booking.source,
            createdAt: rules.now,
            updatedAt: rules.now,
            clientKey: booking.clientKey ?? null,
            sequence: 0,
            textConsent: booking.textConsent ? 1 : 0,
            textConsentVersion: booking.textConsentVersion ?? null,
            sealedLink: booking.sealedLink ?? null,
            lang: booking.lang ?? "en",
          };
          await tx.insertInto("bookings").values(row).execute();
          await writeEvent(tx, row.id, {
            state: row.state,
            at: rules.now,
            by: booking.source === "owner" ? "owner" : "visitor",
          });
          const created = toBooking(row);
          await writeNotices(tx, created.id, notices(created), rules.now);
          return { ok: true, booking: created };
        });
      } catch (error) {
        if (isUnique(error)) throw new DuplicateBookingError({ cause: error });
        throw error;
      }
    },

    async byTokenHash(tokenHash) {
      const row = await db.selectFrom("bookings").selectAll().where("tokenHash", "=", tokenHash).executeTakeFirst();
      return row && toBooking(row);
    },

    async byId(id) {
      const row = await db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
      return row && toBooking(row);
    },

    async setState(id, state, notices, move = {}) {
      return write(async (tx) => {
        const row = await lockedRow(engine, tx, id);
        if (!row) return undefined;
        if (move.from && !move.from.includes(row.state as BookingState)) return toBooking(row);
        const after = await moveRow(tx, row, state, {
          at: move.at ?? Date.now(),
          by: move.by ?? "owner",
          stepBack: move.stepBack,
        });
        await writeNotices(tx, id, notices(after));
        return after;
      });
    },

    async reschedule(id, slot, rules, notices): Promise<RescheduleResult> {
      return write(async (tx): Promise<RescheduleResult> => {
        // The booking's row first, then the slot's, as setState and create take theirs: no lock cycle.
        const row = await lockedRow(engine, tx, id);
        if (!row || !canChangeTime(row.state)) return { ok: false, reason: "not_live" };
        await lockSlot(tx, slot.start);
        if (await isBlocked(tx, slot)) return { ok: false, reason: "blocked" };
        const taken = await tx
          .selectFrom("bookings")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("startAt", "=", slot.start)
          .where("state", "in", ACTIVE_STATES)
          .where("id", "!=", id)
          .executeTakeFirstOrThrow();
        if (Number(taken.n) >= rules.capacity) return { ok: false, reason: "full" };

        const updatedAt = Math.max(rules.now, Number(row.updatedAt));
        const moved = { startAt: slot.start, endAt: slot.end, updatedAt, sequence: Number(row.sequence) + 1 };
        await tx.updateTable("bookings").set(moved).where("id", "=", id).execute();
        await writeEvent(tx, id, { state: "moved", at: updatedAt, by: "visitor" });
        const after = toBooking({ ...row, ...moved });
        await clearJourney(tx, id, row.state, ["reminder"]);
        await writeNotices(tx, id, notices(after), rules.now);
        return { ok: true, booking: after };
      });
    },

    async sameOrigin(reference, by, from) {
      const seed = await db
        .selectFrom("bookings")
        .select(["phone", "clientKey"])
        .where("reference", "=", reference)
        .executeTakeFirst();
      if (!seed) return undefined;
      // A booking the owner made has no client: "the same address" then finds nothing.
      if (by === "client" && seed.clientKey === null) return [];
      const rows = await db
        .selectFrom("bookings")
        .selectAll()
        .where(by === "phone" ? "phone" : "clientKey", "=", by === "phone" ? seed.phone : seed.clientKey!)
        .where("state", "in", ACTIVE_STATES)
        .where("startAt", ">=", from)
        .orderBy("startAt")
        .execute();
      return rows.map(toBooking);
    },

    async list(from, to) {
      const rows = await startingBetween(from, to)
        .selectAll()
        .orderBy("startAt")
        .orderBy("createdAt")
        .orderBy("id")
        .execute();
      return rows.map(toBooking);
    },

    async occupancy(from, to) {
      // Both at once: on PostgreSQL two of the pool's connections, one round trip's wait instead of two.
      const [counts, blocked] = await Promise.all([
        startingBetween(from, to)
          .select(["startAt", (eb) => eb.fn.countAll<number>().as("n")])
          .where("state", "in", ACTIVE_STATES)
          .groupBy("startAt")
          .execute(),
        blockedBetween(db, from, to),
      ]);
      return { taken: new Map(counts.map((c) => [Number(c.startAt), Number(c.n)])), blocked };
    },

    ...createBlockStore(write),
    ...createJourneyStore(engine, db, write),
    outbox: createOutboxStore(database),
    settings: createSettings(database),

    async purge(bookingsBefore) {
      const gone = await write(async (tx) => {
        // Past its slot and past its last change: a repair collected or cancelled long after its slot stays
        // until retention has run from then.
        const old = tx
          .selectFrom("bookings")
          .select("id")
          .where("endAt", "<", bookingsBefore)
          .where("updatedAt", "<", bookingsBefore);
        await tx.deleteFrom("outbox").where("bookingId", "in", old).execute();
        await tx.deleteFrom("noticesSent").where("bookingId", "in", old).execute();
        await tx.deleteFrom("reviewAsks").where("bookingId", "in", old).execute();
        await tx.deleteFrom("bookingEvents").where("bookingId", "in", old).execute();
        await tx.deleteFrom("estimates").where("bookingId", "in", old).execute();
        // A booking's texts and replies go with it; replies that named no booking go after as long.
        await tx.deleteFrom("smsTexts").where("bookingId", "in", old).execute();
        await tx.deleteFrom("smsTexts").where("bookingId", "is", null).where("at", "<", bookingsBefore).execute();
        await tx.deleteFrom("outbox").where("deliveredAt", "is not", null).execute();
        const gone = await tx
          .deleteFrom("bookings")
          .where("endAt", "<", bookingsBefore)
          .where("updatedAt", "<", bookingsBefore)
          .executeTakeFirst();
        await tx.deleteFrom("slotLocks").where("startAt", "<", bookingsBefore).execute();
        return Number(gone.numDeletedRows);
      });
      // Past retention means unreadable: names, numbers and review links gone from the files too.
      await database.scrub();
      return gone;
    },

    close: () => database.close(),
  };
  return store;
}
