// The outbox's items as the worker sees them: what is due, taking one to send it, and its outcome.
// Items are written only by enqueue.ts, inside the transaction that decided them.
import type { ExpressionBuilder } from "kysely";
import type { Db } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { OUTBOX_LEASE_MS, type OutboxItem } from "./types.ts";

export interface OutboxStore {
  /** Outbox items due at `now` (next attempt reached, not delivered, not in flight), oldest first, at most `limit`. */
  dueNotices(now: number, limit: number): Promise<OutboxItem[]>;
  /**
   * Takes a due item to send it, at `now`: false when it is gone (a change deleted it), delivered, or in
   * another worker's hands. The database settles it: a change that clears the booking's notices either
   * deleted it first, or leaves it to be sent.
   */
  claimNotice(id: string, now: number): Promise<boolean>;
  markDelivered(id: string): Promise<void>;
  /** Records a failed attempt; the item is due again at `retryAt`. */
  markFailed(id: string, retryAt: number, error: string): Promise<void>;
}

const outboxIdOf = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : undefined);
/** An outbox item no worker is sending at `now`: never taken, or its lease is over. */
const notInFlight = (now: number) => (eb: ExpressionBuilder<Database, "outbox">) =>
  eb.or([eb("sendingAt", "is", null), eb("sendingAt", "<=", now - OUTBOX_LEASE_MS)]);

export function createOutboxStore(database: Db): OutboxStore {
  const { query: db, write } = database;
  return {
    async dueNotices(now, limit) {
      const rows = await db
        .selectFrom("outbox")
        .select(["id", "kind", "payload", "attempts"])
        .where("deliveredAt", "is", null)
        .where("nextAttemptAt", "<=", now)
        .where(notInFlight(now))
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

    async claimNotice(id, now) {
      const key = outboxIdOf(id);
      if (key === undefined) return false;
      const taken = await write((tx) =>
        tx
          .updateTable("outbox")
          .set({ sendingAt: now })
          .where("id", "=", key)
          .where("deliveredAt", "is", null)
          .where(notInFlight(now))
          .executeTakeFirst(),
      );
      return Number(taken.numUpdatedRows) > 0;
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
          .set((eb) => ({
            attempts: eb("attempts", "+", 1),
            nextAttemptAt: retryAt,
            lastError: error.slice(0, 500),
            sendingAt: null,
          }))
          .where("id", "=", key)
          .execute(),
      );
    },
  };
}
