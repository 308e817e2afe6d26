// The booking book (types.ts's BookingStore) over one set of Kysely queries on the shop's database
// (api/database.ts): SQLite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
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
// create() and setState() resolve after COMMIT returns, so what they wrote is durable (api/database.ts).
import { createHash, randomUUID } from "node:crypto";
import { sql, type Kysely, type Selectable } from "kysely";
import {
  ACTIVE_STATES,
  type Block,
  type Booking,
  type BookingSource,
  type BookingState,
  type BookingStore,
  type CreateResult,
  type NewBooking,
  type OnlineCounts,
  type OutboxItem,
  type OutboxMessage,
} from "./types.ts";
import { DAY_MS } from "#shop/clock.ts";
import type { BookableService } from "#shop/content-schemas.ts";
import { openDatabase, type Db, type DatabaseOptions } from "../database.ts";
import type { BookingsTable, Database } from "./schema.ts";

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

const toBooking = (row: Selectable<BookingsTable>): Booking => ({
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
});

const outboxIdOf = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : undefined);

/** A book of its own: the database opened for it alone, closed with it (tests, the benchmark). */
export async function openStore(options: DatabaseOptions = {}): Promise<BookingStore> {
  return createBookingStore(await openDatabase(options));
}

/** The booking book over an open database; closing the book closes that database. */
export function createBookingStore(database: Db): BookingStore {
  const { engine, query: db, write } = database;

  const phoneKey = (phone: string) => createHash("sha256").update(phone).digest().readInt32BE(0);

  async function writeNotices(tx: Kysely<Database>, bookingId: string, messages: OutboxMessage[]) {
    if (messages.length === 0) return;
    const createdAt = Date.now();
    await tx
      .insertInto("outbox")
      .values(
        messages.map((m) => ({
          kind: m.kind,
          payload: JSON.stringify(m.payload),
          attempts: 0,
          // Due at once, whatever clock the caller's worker runs on.
          nextAttemptAt: 0,
          deliveredAt: null,
          lastError: null,
          bookingId,
          createdAt,
        })),
      )
      .execute();
  }

  /**
   * Whether the shop, or this client, has made as many online bookings in the 24 hours before `now` as
   * the rules allow (cancelled ones count: cancelling gives no place back). On PostgreSQL one lock
   * serialises online bookings, so two instances cannot both take the last one.
   */
  async function overOnlineLimits(
    tx: Kysely<Database>,
    clientKey: string | undefined,
    limits: OnlineCounts,
    now: number,
  ): Promise<"client_limit" | "day_limit" | undefined> {
    if (engine === "postgres") await sql`SELECT pg_advisory_xact_lock(${LOCK_ONLINE}, 0)`.execute(tx);
    const since = now - DAY_MS;
    const made = tx
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("source", "=", "online")
      .where("createdAt", ">", since);
    if (Number((await made.executeTakeFirstOrThrow()).n) >= limits.perDay) return "day_limit";
    if (clientKey === undefined) return undefined;
    const byClient = await made.where("clientKey", "=", clientKey).executeTakeFirstOrThrow();
    return Number(byClient.n) >= limits.perClientPerDay ? "client_limit" : undefined;
  }

  /** The bookings that start in [from, to). */
  const startingBetween = (from: number, to: number) =>
    db.selectFrom("bookings").where("startAt", ">=", from).where("startAt", "<", to);

  const store: BookingStore = {
    engine,

    async create(booking: NewBooking, rules, notices): Promise<CreateResult> {
      try {
        return await write(async (tx): Promise<CreateResult> => {
          if (engine === "postgres") {
            await sql`SELECT pg_advisory_xact_lock(${LOCK_PHONE}, ${phoneKey(booking.phone)})`.execute(tx);
            await tx
              .insertInto("slotLocks")
              .values({ startAt: booking.start })
              .onConflict((oc) => oc.doNothing())
              .execute();
            await tx
              .selectFrom("slotLocks")
              .select("startAt")
              .where("startAt", "=", booking.start)
              .forUpdate()
              .execute();
          }
          const blocked = await tx
            .selectFrom("blocks")
            .select("id")
            .where("startAt", "<", booking.end)
            .where("endAt", ">", booking.start)
            .limit(1)
            .executeTakeFirst();
          if (blocked) return { ok: false, reason: "blocked" };

          const held = await tx
            .selectFrom("bookings")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("phone", "=", booking.phone)
            .where("state", "in", ACTIVE_STATES)
            .where("startAt", ">=", rules.now)
            .executeTakeFirstOrThrow();
          if (Number(held.n) >= rules.maxFutureForPhone) return { ok: false, reason: "phone_limit" };

          if (rules.online) {
            const refused = await overOnlineLimits(tx, booking.clientKey, rules.online, rules.now);
            if (refused) return { ok: false, reason: refused };
          }

          const taken = await tx
            .selectFrom("bookings")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("startAt", "=", booking.start)
            .where("state", "in", ACTIVE_STATES)
            .executeTakeFirstOrThrow();
          if (Number(taken.n) >= rules.capacity) return { ok: false, reason: "full" };

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
            state: "new" as const,
            source: booking.source,
            createdAt: rules.now,
            updatedAt: rules.now,
            clientKey: booking.clientKey ?? null,
            textConsent: booking.textConsent ? 1 : 0,
            textConsentVersion: booking.textConsentVersion ?? null,
          };
          await tx.insertInto("bookings").values(row).execute();
          const created = toBooking(row);
          await writeNotices(tx, created.id, notices(created));
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

    async setState(id, state, notices) {
      return write(async (tx) => {
        let query = tx.selectFrom("bookings").selectAll().where("id", "=", id);
        if (engine === "postgres") query = query.forUpdate();
        const row = await query.executeTakeFirst();
        if (!row) return undefined;
        const updatedAt = Math.max(Date.now(), Number(row.updatedAt));
        await tx.updateTable("bookings").set({ state, updatedAt }).where("id", "=", id).execute();
        const after = toBooking({ ...row, state, updatedAt });
        await writeNotices(tx, id, notices(after));
        return after;
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
      const counts = await startingBetween(from, to)
        .select(["startAt", (eb) => eb.fn.countAll<number>().as("n")])
        .where("state", "in", ACTIVE_STATES)
        .groupBy("startAt")
        .execute();
      const blocks = await db
        .selectFrom("blocks")
        .select(["id", "startAt", "endAt", "label"])
        .where("startAt", "<", to)
        .where("endAt", ">", from)
        .orderBy("startAt")
        .execute();
      return {
        taken: new Map(counts.map((c) => [Number(c.startAt), Number(c.n)])),
        blocked: blocks.map((b): Block => ({
          id: b.id,
          start: Number(b.startAt),
          end: Number(b.endAt),
          label: b.label,
        })),
      };
    },

    async addBlock(block) {
      const row = {
        id: randomUUID(),
        startAt: block.start,
        endAt: block.end,
        label: block.label,
        createdAt: Date.now(),
      };
      await write((tx) => tx.insertInto("blocks").values(row).execute());
      return { id: row.id, start: block.start, end: block.end, label: block.label };
    },

    async removeBlock(id) {
      const result = await write((tx) => tx.deleteFrom("blocks").where("id", "=", id).executeTakeFirst());
      return Number(result.numDeletedRows) > 0;
    },

    async dueNotices(now, limit) {
      const rows = await db
        .selectFrom("outbox")
        .select(["id", "kind", "payload", "attempts"])
        .where("deliveredAt", "is", null)
        .where("nextAttemptAt", "<=", now)
        .orderBy("id")
        .limit(limit)
        .execute();
      return rows.map((r): OutboxItem => ({
        id: String(r.id),
        kind: r.kind as OutboxItem["kind"],
        payload: JSON.parse(r.payload) as unknown,
        attempts: Number(r.attempts),
      }));
    },

    async markDelivered(id) {
      const key = outboxIdOf(id);
      if (key === undefined) return;
      // Delivered: what it said (addresses, names, the note) is not kept until the hourly sweep.
      await write((tx) =>
        tx.updateTable("outbox").set({ deliveredAt: Date.now(), payload: "{}" }).where("id", "=", key).execute(),
      );
    },

    async markFailed(id, retryAt, error) {
      const key = outboxIdOf(id);
      if (key === undefined) return;
      await write((tx) =>
        tx
          .updateTable("outbox")
          .set((eb) => ({ attempts: eb("attempts", "+", 1), nextAttemptAt: retryAt, lastError: error.slice(0, 500) }))
          .where("id", "=", key)
          .execute(),
      );
    },

    async getSetting(key) {
      const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
      return row?.value;
    },

    async setSetting(key, value) {
      const updatedAt = Date.now();
      await write((tx) =>
        tx
          .insertInto("settings")
          .values({ key, value, updatedAt })
          .onConflict((oc) => oc.column("key").doUpdateSet({ value, updatedAt }))
          .execute(),
      );
    },

    async purge(bookingsBefore) {
      return write(async (tx) => {
        const old = tx.selectFrom("bookings").select("id").where("endAt", "<", bookingsBefore);
        await tx.deleteFrom("outbox").where("bookingId", "in", old).execute();
        // A booking's texts and replies go with it; replies that named no booking go after as long.
        await tx.deleteFrom("smsTexts").where("bookingId", "in", old).execute();
        await tx.deleteFrom("smsTexts").where("bookingId", "is", null).where("at", "<", bookingsBefore).execute();
        await tx.deleteFrom("outbox").where("deliveredAt", "is not", null).execute();
        const gone = await tx.deleteFrom("bookings").where("endAt", "<", bookingsBefore).executeTakeFirst();
        await tx.deleteFrom("slotLocks").where("startAt", "<", bookingsBefore).execute();
        return Number(gone.numDeletedRows);
      });
    },

    close: () => database.close(),
  };
  return store;
}
