// The booking book (types.ts's BookingStore) over one set of Kysely queries on two engines:
// SQLite in DATA_DIR by default (sqlite.ts), PostgreSQL when DATABASE_URL is set (postgres.ts).
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
// create() and setState() resolve after COMMIT returns: SQLite's synchronous=FULL has fsynced the WAL
// by then, PostgreSQL's default synchronous_commit has flushed its WAL.
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
  type OutboxItem,
  type OutboxMessage,
  type UnansweredGroup,
} from "./types.ts";
import type { BookableService } from "#shop/content-schemas.ts";
import { migrate, SCHEMA_VERSION, type BookingsTable, type Database, type Engine } from "./schema.ts";
import { openSqlite } from "./sqlite.ts";

export interface StoreLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface StoreOptions {
  /** The embedded database's folder (default "data"); ignored when databaseUrl is set. */
  dataDir?: string;
  /** postgres://… : use that PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  log?: StoreLog;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number;
}

/** A booking's reference or token hash already exists: the caller may draw new ones and try again. */
export class DuplicateBookingError extends Error {
  constructor(options?: { cause?: unknown }) {
    super("A booking with this reference or token already exists.", options);
    this.name = "DuplicateBookingError";
  }
}

const QUIET: StoreLog = { info() {}, warn: (m) => console.warn(m), error: (m) => console.error(m) };

/** Advisory-lock namespaces on PostgreSQL (the first of the two int4 keys). */
const LOCK_MIGRATE = 0x424b4d47; // "BKMG"
const LOCK_PHONE = 0x424b5048; // "BKPH"

const isUnique = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
};
/** PostgreSQL asks for these to be retried (a deadlock victim, a serialization failure). */
const isRetryable = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code;
  return code === "40P01" || code === "40001";
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
  createdAt: Number(row.createdAt),
  updatedAt: Number(row.updatedAt),
});

const outboxIdOf = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : undefined);

export async function openStore(options: StoreOptions = {}): Promise<BookingStore> {
  const log = options.log ?? QUIET;
  const engine: Engine = options.databaseUrl ? "postgres" : "sqlite";
  const handle = options.databaseUrl
    ? // Loaded only when asked for: a server on the embedded store never loads the PostgreSQL client.
      await (await import("./postgres.ts")).openPostgres(options.databaseUrl, log, { max: options.poolSize })
    : await openSqlite(options.dataDir ?? "data");
  const db = handle.db;

  /** Runs `fn` as one write transaction that the engine serialises as described above. */
  async function write<T>(fn: (tx: Kysely<Database>) => Promise<T>): Promise<T> {
    if (engine === "postgres") {
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction().execute(fn);
        } catch (error) {
          if (attempt >= 3 || !isRetryable(error)) throw error;
        }
      }
    }
    // Kysely's SQLite driver has one connection behind a mutex; holding it for the whole transaction
    // keeps every other query of this process out, and IMMEDIATE keeps any other connection out.
    return db.connection().execute(async (conn) => {
      await sql`BEGIN IMMEDIATE`.execute(conn);
      try {
        const result = await fn(conn);
        await sql`COMMIT`.execute(conn);
        return result;
      } catch (error) {
        try {
          await sql`ROLLBACK`.execute(conn);
        } catch {
          // SQLite may already have rolled back (on an I/O error, for one).
        }
        throw error;
      }
    });
  }

  try {
    const found = await write(async (tx) => {
      if (engine === "postgres") await sql`SELECT pg_advisory_xact_lock(${LOCK_MIGRATE}, 0)`.execute(tx);
      return migrate(tx, engine);
    });
    if (engine === "sqlite") {
      // Deleted bookings are overwritten on disk, not left in free pages (retention means gone).
      await sql`PRAGMA secure_delete = ON`.execute(db);
    }
    const where =
      engine === "sqlite"
        ? `SQLite at ${"file" in handle ? handle.file : ""} (WAL, synchronous=FULL)`
        : "PostgreSQL (DATABASE_URL)";
    log.info(
      `Bookings: ${where}, schema version ${SCHEMA_VERSION}${found < SCHEMA_VERSION ? ` (migrated from ${found})` : ""}`,
    );
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }

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

  let closed: Promise<void> | undefined;

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

    async list(from, to) {
      const rows = await db
        .selectFrom("bookings")
        .selectAll()
        .where("startAt", ">=", from)
        .where("startAt", "<", to)
        .orderBy("startAt")
        .orderBy("createdAt")
        .orderBy("id")
        .execute();
      return rows.map(toBooking);
    },

    async occupancy(from, to) {
      const counts = await db
        .selectFrom("bookings")
        .select(["startAt", (eb) => eb.fn.countAll<number>().as("n")])
        .where("startAt", ">=", from)
        .where("startAt", "<", to)
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
      await write((tx) => tx.updateTable("outbox").set({ deliveredAt: Date.now() }).where("id", "=", key).execute());
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

    async recordUnanswered(key, example, at) {
      await write((tx) => tx.insertInto("unanswered").values({ key, example, at }).execute());
    },

    async topUnanswered(since, limit): Promise<UnansweredGroup[]> {
      const groups = await db
        .selectFrom("unanswered")
        .select(["key", (eb) => eb.fn.countAll<number>().as("count"), (eb) => eb.fn.max("at").as("lastAt")])
        .where("at", ">=", since)
        .groupBy("key")
        .orderBy("count", "desc")
        .orderBy("lastAt", "desc")
        .orderBy("key")
        .limit(limit)
        .execute();
      if (groups.length === 0) return [];
      // The newest wording of each group within the period.
      const wordings = await db
        .selectFrom("unanswered")
        .select(["key", "example"])
        .where("at", ">=", since)
        .where(
          "key",
          "in",
          groups.map((g) => g.key),
        )
        .orderBy("at", "desc")
        .orderBy("id", "desc")
        .execute();
      const example = new Map<string, string>();
      for (const w of wordings) if (!example.has(w.key)) example.set(w.key, w.example);
      return groups.map((g) => ({
        key: g.key,
        example: example.get(g.key) ?? "",
        count: Number(g.count),
        lastAt: Number(g.lastAt),
      }));
    },

    async purge(bookingsBefore, unansweredBefore) {
      return write(async (tx) => {
        const old = tx.selectFrom("bookings").select("id").where("endAt", "<", bookingsBefore);
        await tx.deleteFrom("outbox").where("bookingId", "in", old).execute();
        await tx.deleteFrom("outbox").where("deliveredAt", "is not", null).execute();
        const gone = await tx.deleteFrom("bookings").where("endAt", "<", bookingsBefore).executeTakeFirst();
        await tx.deleteFrom("slotLocks").where("startAt", "<", bookingsBefore).execute();
        await tx.deleteFrom("unanswered").where("at", "<", unansweredBefore).execute();
        return Number(gone.numDeletedRows);
      });
    },

    close() {
      closed ??= handle.close();
      return closed;
    },
  };
  return store;
}
