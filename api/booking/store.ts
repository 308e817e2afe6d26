// The booking book (types.ts's BookingStore) over one set of Kysely queries on the shop's database
// (api/db/database.ts): SQLite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
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
import { sql, type Kysely, type Selectable } from "kysely";
import {
  ACTIVE_STATES,
  type Block,
  type Booking,
  type BookingSource,
  type BookingState,
  type BookingStore,
  type CreateResult,
  type MoveResult,
  type Estimate,
  type NewBooking,
  type OnlineCounts,
  type NoticeMessage,
} from "./types.ts";
import { DAY_MS } from "#shop/clock.ts";
import type { BookableService } from "#shop/content-schemas.ts";
import { openDatabase, type Db, type DatabaseOptions } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { createSettings } from "../db/settings.ts";
import { enqueue } from "../outbox/enqueue.ts";
import { createOutboxStore } from "../outbox/store.ts";
import type { BookingsTable } from "./tables.ts";
import { canChangeTime } from "../journey/states.ts";
import { clearJourney, writeJourney } from "../journey/store.ts";
import type { EstimateOption } from "#shop/booking-contract.ts";
import type { EventActor, StateEvent } from "#shop/repair-states.ts";
import type { BookingEventsTable, BookingJourneyColumns, EstimatesTable } from "../journey/tables.ts";

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

const toBooking = (row: Selectable<BookingsTable> & Partial<BookingJourneyColumns>): Booking => ({
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
});

const toEstimate = (row: Selectable<EstimatesTable>): Estimate => ({
  version: Number(row.version),
  options: JSON.parse(row.options) as EstimateOption[],
  note: row.note,
  partNeeded: Number(row.partNeeded) === 1,
  sentAt: Number(row.sentAt),
  choice: row.choice === null ? null : row.choice === "decline" ? "decline" : Number(row.choice),
  answeredAt: row.answeredAt === null ? null : Number(row.answeredAt),
  replacedAt: row.replacedAt === null ? null : Number(row.replacedAt),
});

const toEvent = (row: Pick<Selectable<BookingEventsTable>, "state" | "at" | "actor" | "stepBack">): StateEvent => ({
  state: row.state,
  at: Number(row.at),
  by: row.actor as EventActor,
  stepBack: Number(row.stepBack) === 1,
});

/** A book of its own: the database opened for it alone, closed with it (tests, the benchmark). */
export async function openStore(options: DatabaseOptions = {}): Promise<BookingStore> {
  return createBookingStore(await openDatabase(options));
}

/** The booking book over an open database; closing the book closes that database. */
export function createBookingStore(database: Db): BookingStore {
  const { engine, query: db, write } = database;

  const phoneKey = (phone: string) => createHash("sha256").update(phone).digest().readInt32BE(0);

  async function writeNotices(tx: Kysely<Database>, bookingId: string, all: NoticeMessage[], now = Date.now()) {
    // Journey notices (reminders, 'ready', the review ask) wait for their own time: api/journey/store.ts.
    await writeJourney(tx, bookingId, all, now);
    const messages = all.filter((m) => !m.journey).map(({ kind, payload }) => ({ kind, payload }));
    await enqueue(tx, messages, { bookingId, at: now });
  }

  /** One line of the booking's timeline, in the transaction that made the move. */
  async function writeEvent(
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
  async function lockedRow(tx: Kysely<Database>, id: string) {
    let query = tx.selectFrom("bookings").selectAll().where("id", "=", id);
    if (engine === "postgres") query = query.forUpdate();
    return query.executeTakeFirst();
  }

  /** Moves the locked row to `state` with its event; the booking as it is afterwards. */
  async function moveRow(
    tx: Kysely<Database>,
    row: NonNullable<Awaited<ReturnType<typeof lockedRow>>>,
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

  /** Whether blocked time overlaps the slot. */
  const isBlocked = async (tx: Kysely<Database>, slot: { start: number; end: number }) =>
    (await tx
      .selectFrom("blocks")
      .select("id")
      .where("startAt", "<", slot.end)
      .where("endAt", ">", slot.start)
      .limit(1)
      .executeTakeFirst()) !== undefined;

  /** The bookings that start in [from, to). */
  const startingBetween = (from: number, to: number) =>
    db.selectFrom("bookings").where("startAt", ">=", from).where("startAt", "<", to);

  const store: BookingStore = {
    engine,

    async create(booking: NewBooking, rules, notices): Promise<CreateResult> {
      try {
        return await write(async (tx): Promise<CreateResult> => {
          if (engine === "postgres")
            await sql`SELECT pg_advisory_xact_lock(${LOCK_PHONE}, ${phoneKey(booking.phone)})`.execute(tx);
          await lockSlot(tx, booking.start);
          if (await isBlocked(tx, booking)) return { ok: false, reason: "blocked" };

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
            state: booking.state ?? "booked",
            source: booking.source,
            createdAt: rules.now,
            updatedAt: rules.now,
            clientKey: booking.clientKey ?? null,
            sequence: 0,
            textConsent: booking.textConsent ? 1 : 0,
            textConsentVersion: booking.textConsentVersion ?? null,
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
        const row = await lockedRow(tx, id);
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

    async reschedule(id, slot, rules, notices): Promise<MoveResult> {
      return write(async (tx): Promise<MoveResult> => {
        // The booking's row first, then the slot's, as setState and create take theirs: no lock cycle.
        const row = await lockedRow(tx, id);
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

    async events(id) {
      const rows = await db
        .selectFrom("bookingEvents")
        .select(["state", "at", "actor", "stepBack"])
        .where("bookingId", "=", id)
        .orderBy("id")
        .execute();
      return rows.map(toEvent);
    },

    async journeysOf(ids) {
      const out = new Map<string, { events: StateEvent[]; estimate?: Estimate }>(ids.map((id) => [id, { events: [] }]));
      // In chunks, well under either engine's limit on a statement's parameters.
      for (let i = 0; i < ids.length; i += 500) {
        const chunk = ids.slice(i, i + 500);
        const events = await db
          .selectFrom("bookingEvents")
          .select(["bookingId", "state", "at", "actor", "stepBack"])
          .where("bookingId", "in", chunk)
          .orderBy("id")
          .execute();
        for (const r of events) out.get(r.bookingId)?.events.push(toEvent(r));
        const estimates = await db
          .selectFrom("estimates")
          .selectAll()
          .where("bookingId", "in", chunk)
          .orderBy("version")
          .execute();
        for (const r of estimates) out.get(r.bookingId)!.estimate = toEstimate(r);
      }
      return out;
    },

    async setReadyBy(id, readyBy) {
      return write(async (tx) => {
        const row = await lockedRow(tx, id);
        if (!row) return undefined;
        const updatedAt = Math.max(Date.now(), Number(row.updatedAt));
        await tx.updateTable("bookings").set({ readyBy, updatedAt }).where("id", "=", id).execute();
        return toBooking({ ...row, readyBy, updatedAt });
      });
    },

    async sendEstimate(id, estimate, from, notices) {
      return write(async (tx) => {
        const row = await lockedRow(tx, id);
        if (!row || !from.includes(row.state as BookingState)) return undefined;
        const newest = await tx
          .selectFrom("estimates")
          .select((eb) => eb.fn.max("version").as("version"))
          .where("bookingId", "=", id)
          .executeTakeFirst();
        const version = Number(newest?.version ?? 0) + 1;
        // The versions before stop being answerable: an old page's Approve is then a 409.
        await tx
          .updateTable("estimates")
          .set({ replacedAt: estimate.at })
          .where("bookingId", "=", id)
          .where("choice", "is", null)
          .where("replacedAt", "is", null)
          .execute();
        const stored = {
          bookingId: id,
          version,
          options: JSON.stringify(estimate.options),
          note: estimate.note,
          partNeeded: estimate.partNeeded ? 1 : 0,
          sentAt: estimate.at,
          choice: null,
          answeredAt: null,
          replacedAt: null,
        };
        await tx.insertInto("estimates").values(stored).execute();
        const booking = await moveRow(tx, row, "awaiting-approval", { at: estimate.at, by: "owner" });
        // A replaced estimate's reminder goes: the new one's comes with its notices.
        await clearJourney(tx, id, booking.state, ["estimate-reminder"]);
        const sent = toEstimate(stored);
        await writeNotices(tx, id, notices(booking, sent), estimate.at);
        return { booking, estimate: sent };
      });
    },

    async answerEstimate(id, answer, notices) {
      return write(async (tx) => {
        // The race is settled here: of two answers at once, the second finds the row answered (on
        // PostgreSQL it waits for the first's row lock, then reads the committed row again).
        const won = await tx
          .updateTable("estimates")
          .set({ choice: String(answer.choice), answeredAt: answer.at })
          .where("bookingId", "=", id)
          .where("version", "=", answer.version)
          .where("choice", "is", null)
          .where("replacedAt", "is", null)
          // Only while the booking waits for it: after the desk stepped back, the estimate is not open.
          .where(({ exists, selectFrom }) =>
            exists(selectFrom("bookings").select("id").where("id", "=", id).where("state", "=", "awaiting-approval")),
          )
          .executeTakeFirst();
        if (Number(won.numUpdatedRows) !== 1) {
          const seen = await tx
            .selectFrom("estimates")
            .select("choice")
            .where("bookingId", "=", id)
            .where("version", "=", answer.version)
            .executeTakeFirst();
          return {
            ok: false as const,
            reason: seen && seen.choice !== null ? ("answered" as const) : ("stale" as const),
          };
        }
        const row = (await lockedRow(tx, id))!;
        const estimate = toEstimate(
          await tx
            .selectFrom("estimates")
            .selectAll()
            .where("bookingId", "=", id)
            .where("version", "=", answer.version)
            .executeTakeFirstOrThrow(),
        );
        const booking = await moveRow(tx, row, answer.to, { at: answer.at, by: "visitor" });
        await writeNotices(tx, id, notices(booking, estimate));
        return { ok: true as const, booking, estimate };
      });
    },

    async estimate(id) {
      const row = await db
        .selectFrom("estimates")
        .selectAll()
        .where("bookingId", "=", id)
        .orderBy("version", "desc")
        .limit(1)
        .executeTakeFirst();
      return row && toEstimate(row);
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

    outbox: createOutboxStore(database),
    settings: createSettings(database),

    async purge(bookingsBefore) {
      return write(async (tx) => {
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
    },

    close: () => database.close(),
  };
  return store;
}
