// The texts' tables (tables.ts): the numbers that said STOP, as a keyed hash that still finds
// them (so STOP holds after their bookings are deleted, without keeping the number), and each text sent
// or received with the booking it belongs to (deleted with it by the booking book's purge).
import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Db } from "../db/database.ts";
import { createKeyedHash } from "../db/keyed-hash.ts";
import type { Database } from "../db/schema.ts";
import type { Settings } from "../db/settings.ts";
import { enqueue } from "../outbox/enqueue.ts";
import type { OutboxMessage } from "../outbox/types.ts";
import type { ReplyBooking } from "./port.ts";

const NUMBER_KEY_SETTING = "sms-number-key";
/** How long a received text's sid, and a report kept for a sid not stored yet, are remembered. */
const SIDS_KEPT_MS = 7 * 24 * 3_600_000;
/** Advisory-lock namespace of a text's sid on PostgreSQL (the first of the two int4 keys): "SMSS". */
const LOCK_SID = 0x534d5353;
/** A text's status while the provider has not answered (or its answer was lost with the process). */
const SENDING = "sending";

/**
 * A text given up after a try whose outcome the provider would not tell (it has no list to look in):
 * sending again might text twice, so it does not go, and its email goes instead.
 */
export const UNSENT = "unsent";
/** What the provider says of a text that will never arrive, and our own giving up: the notice then goes by email, if it can. */
export const FAILED_FOR_GOOD: ReadonlySet<string> = new Set(["failed", "undelivered", UNSENT]);

/** A text about to go to the provider, as its row keeps it. */
export interface OutgoingText {
  /** The outbox item that sends it. */
  outboxId: string;
  thread?: string;
  bookingId: string | null;
  phone: string;
  /** Kept for the owner's answers only. */
  body: string | null;
  fallback: unknown;
  link: string | null;
  at: number;
}

/**
 * Where a text stands when its outbox item is taken: `new` (never tried), `tried` (a try before this
 * one called the provider and its answer was never stored: it may have gone), `settled` (its outcome
 * is stored: it went, or failed for good, and the item's delivery was not marked before a crash).
 */
export type TextStart = { row: number; stage: "new" | "tried" | "settled" };

/** A visitor's reply as stored: its words, when, and the ids of every live booking of that number then. */
export interface StoredReply extends Omit<Reply, "bookings"> {
  bookingIds: string[];
}

/** A visitor's reply the desk lists: its words, when, and every live booking of that number (texts.ts names them). */
export interface Reply {
  thread: string;
  phone: string;
  body: string;
  at: number;
  handled: boolean;
  bookings: ReplyBooking[];
}

export function createSmsStore(db: Db, settings: Settings) {
  const numberKey = createKeyedHash(settings, NUMBER_KEY_SETTING);

  /**
   * A report and the sid it is about, stored by two transactions that may cross: on PostgreSQL (READ
   * COMMITTED) each could miss the other's row and the report be lost, so both hold the sid's lock first.
   * SQLite's writes are one at a time already (BEGIN IMMEDIATE).
   */
  async function lockSid(tx: Kysely<Database>, sid: string) {
    if (db.engine === "postgres") await sql`SELECT pg_advisory_xact_lock(${LOCK_SID}, hashtext(${sid}))`.execute(tx);
  }

  /** In the transaction that learns a text failed for good: its email, if any, goes into the outbox. */
  async function fallBack(
    tx: Kysely<Database>,
    row: { id: number; fallback: string | null; bookingId: string | null },
  ) {
    if (row.fallback === null) return false;
    await enqueue(tx, [{ kind: "email", payload: JSON.parse(row.fallback) as unknown }], { bookingId: row.bookingId });
    await tx.updateTable("smsTexts").set({ fallback: null }).where("id", "=", row.id).execute();
    return true;
  }

  return {
    /** Writes one message into the outbox. */
    async send(message: OutboxMessage, bookingId: string | null): Promise<void> {
      await db.write((tx) => enqueue(tx, [message], { bookingId }));
    },

    async isOptedOut(phone: string): Promise<boolean> {
      const key = await numberKey(phone);
      return (
        (await db.query.selectFrom("smsOptOuts").select("at").where("numberKey", "=", key).executeTakeFirst()) !==
        undefined
      );
    },

    async optOut(phone: string, at: number): Promise<void> {
      const numberKey_ = await numberKey(phone);
      await db.write((tx) =>
        tx
          .insertInto("smsOptOuts")
          .values({ numberKey: numberKey_, at })
          .onConflict((oc) => oc.column("numberKey").doNothing())
          .execute(),
      );
    },

    async optIn(phone: string): Promise<void> {
      const key = await numberKey(phone);
      await db.write((tx) => tx.deleteFrom("smsOptOuts").where("numberKey", "=", key).execute());
    },

    /**
     * Takes a received text by its MessageSid: true the first time, false for a replay (the unique key
     * decides, so two copies at the same moment are one). Sids older than a week are forgotten: the
     * provider retries within minutes.
     */
    async takeInbound(sid: string, at: number): Promise<boolean> {
      return db.write(async (tx) => {
        await tx
          .deleteFrom("smsInbound")
          .where("at", "<", at - SIDS_KEPT_MS)
          .execute();
        const result = await tx
          .insertInto("smsInbound")
          .values({ sid, at })
          .onConflict((oc) => oc.column("sid").doNothing())
          .executeTakeFirst();
        return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
      });
    },

    /** A received text whose handling failed: the provider's retry of it is taken again. */
    async giveBackInbound(sid: string): Promise<void> {
      await db.write((tx) => tx.deleteFrom("smsInbound").where("sid", "=", sid).execute());
    },

    /**
     * Writes a text's row before the provider is called (status "sending"), or finds the one an earlier
     * try of the same outbox item wrote: then the text may have gone, or went.
     */
    async beginText(text: OutgoingText): Promise<TextStart> {
      return db.write(async (tx) => {
        const earlier = await tx
          .selectFrom("smsTexts")
          .select(["id", "status"])
          .where("outboxId", "=", text.outboxId)
          .where("direction", "=", "out")
          .executeTakeFirst();
        if (earlier) return { row: Number(earlier.id), stage: earlier.status === SENDING ? "tried" : "settled" };
        const row = await tx
          .insertInto("smsTexts")
          .values({
            thread: text.thread ?? randomUUID(),
            bookingId: text.bookingId,
            direction: "out",
            phone: text.phone,
            body: text.body,
            sid: null,
            status: SENDING,
            fallback: text.fallback === undefined ? null : JSON.stringify(text.fallback),
            link: text.link,
            at: text.at,
            outboxId: text.outboxId,
            handledAt: null,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        return { row: Number(row.id), stage: "new" };
      });
    },

    /** A text's try that surely did not reach the provider: its row goes, so the next try is a first one. */
    async forgetText(row: number): Promise<void> {
      await db.write((tx) => tx.deleteFrom("smsTexts").where("id", "=", row).where("status", "=", SENDING).execute());
    },

    /**
     * A text's outcome: the provider's sid and status (or the report that came before the sid was stored,
     * which is newer), or a failure for good; a text failed for good sends its email instead.
     */
    async settleText(row: number, sid: string | null, status: string): Promise<{ fellBack: boolean }> {
      return db.write(async (tx) => {
        let reported = status;
        if (sid !== null) {
          await lockSid(tx, sid);
          const early = await tx
            .deleteFrom("smsEarlyReports")
            .where("sid", "=", sid)
            .returning("status")
            .executeTakeFirst();
          if (early) reported = early.status;
        }
        const text = await tx
          .updateTable("smsTexts")
          .set({ sid, status: reported })
          .where("id", "=", row)
          .returning(["id", "fallback", "bookingId"])
          .executeTakeFirst();
        if (!text) return { fellBack: false };
        const fellBack = FAILED_FOR_GOOD.has(reported) ? await fallBack(tx, { ...text, id: Number(text.id) }) : false;
        return { fellBack };
      });
    },

    /**
     * A delivery report: the status stored; a text failed for good sends its email. For a sid not stored
     * yet (the report outran the provider's answer, or the retry that finds the text) it is kept, and
     * applied when the sid is (undefined then); a failure for good is not overwritten by a later word.
     */
    async report(sid: string, status: string, at = Date.now()): Promise<{ fellBack: boolean } | undefined> {
      return db.write(async (tx) => {
        await lockSid(tx, sid);
        const row = await tx
          .selectFrom("smsTexts")
          .select(["id", "fallback", "bookingId"])
          .where("sid", "=", sid)
          .where("direction", "=", "out")
          .executeTakeFirst();
        if (!row) {
          await tx
            .deleteFrom("smsEarlyReports")
            .where("at", "<", at - SIDS_KEPT_MS)
            .execute();
          await tx
            .insertInto("smsEarlyReports")
            .values({ sid, status, at })
            .onConflict((oc) =>
              oc
                .column("sid")
                .doUpdateSet({ status, at })
                .where("smsEarlyReports.status", "not in", [...FAILED_FOR_GOOD]),
            )
            .execute();
          return undefined;
        }
        await tx.updateTable("smsTexts").set({ status }).where("id", "=", row.id).execute();
        const fellBack = FAILED_FOR_GOOD.has(status) ? await fallBack(tx, { ...row, id: Number(row.id) }) : false;
        return { fellBack };
      });
    },

    /** A visitor's reply, on every live booking of the number (one thread): the owner picks. */
    async addReply(reply: { phone: string; body: string; sid: string; at: number; bookingIds: string[] }) {
      const thread = randomUUID();
      const ids = reply.bookingIds.length > 0 ? reply.bookingIds : [null];
      await db.write((tx) =>
        tx
          .insertInto("smsTexts")
          .values(
            ids.map((bookingId) => ({
              thread,
              bookingId,
              direction: "in" as const,
              phone: reply.phone,
              body: reply.body,
              sid: reply.sid,
              status: "received",
              fallback: null,
              link: null,
              at: reply.at,
              outboxId: null,
              handledAt: null,
            })),
          )
          .execute(),
      );
      return thread;
    },

    /** The replies (or one thread's), unread first then the latest handled ones, each with the ids of the bookings it may be about. */
    async replies(options: { limit?: number; thread?: string } = {}): Promise<StoredReply[]> {
      const limit = options.limit ?? 50;
      let query = db.query
        .selectFrom("smsTexts")
        .select(["thread", "phone", "body", "at", "handledAt", "bookingId"])
        .where("direction", "=", "in");
      if (options.thread !== undefined) query = query.where("thread", "=", options.thread);
      const rows = await query
        .orderBy("at", "desc")
        .orderBy("id")
        .limit(limit * 3)
        .execute();
      const threads = new Map<string, StoredReply>();
      for (const r of rows) {
        let reply = threads.get(r.thread);
        if (!reply) {
          reply = {
            thread: r.thread,
            phone: r.phone,
            body: r.body ?? "",
            at: Number(r.at),
            handled: r.handledAt !== null,
            bookingIds: [],
          };
          threads.set(r.thread, reply);
        }
        if (r.bookingId) reply.bookingIds.push(r.bookingId);
      }
      const all = [...threads.values()];
      return [...all.filter((r) => !r.handled), ...all.filter((r) => r.handled)].slice(0, limit);
    },

    async markHandled(thread: string, at: number): Promise<boolean> {
      const result = await db.write((tx) =>
        tx
          .updateTable("smsTexts")
          .set({ handledAt: at })
          .where("thread", "=", thread)
          .where("direction", "=", "in")
          .executeTakeFirst(),
      );
      return Number(result.numUpdatedRows) > 0;
    },

    /** Texts about a booking that failed for good, latest first (the desk shows them, with their booking). */
    async failedTexts(limit = 20): Promise<{ bookingId: string; at: number; status: string }[]> {
      const rows = await db.query
        .selectFrom("smsTexts")
        .select(["bookingId", "at", "status"])
        .where("direction", "=", "out")
        .where("bookingId", "is not", null)
        .where("status", "in", [...FAILED_FOR_GOOD])
        .orderBy("at", "desc")
        .limit(limit)
        .execute();
      return rows.map((r) => ({ bookingId: r.bookingId!, at: Number(r.at), status: r.status }));
    },

    /** The sealed private link last texted for a booking, for a later 'R'. */
    async linkOf(bookingId: string): Promise<string | undefined> {
      const row = await db.query
        .selectFrom("smsTexts")
        .select("link")
        .where("bookingId", "=", bookingId)
        .where("link", "is not", null)
        .orderBy("id", "desc")
        .executeTakeFirst();
      return row?.link ?? undefined;
    },
  };
}
export type SmsStore = ReturnType<typeof createSmsStore>;
