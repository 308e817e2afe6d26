// The one way into the outbox: messages written inside the caller's transaction, so they exist exactly
// when what they tell of was committed. The worker (worker.ts) sends them once they are due.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { OutboxMessage } from "./types.ts";

export interface EnqueueOptions {
  /** The booking they are about (deleted with it by retention), or null. */
  bookingId: string | null;
  /** When they are due (epoch ms); 0, the default, is at once whatever clock the worker runs on. */
  dueAt?: number;
  /** A journey notice's kind ('reminder', 'review', …): a later change withdraws it while unsent. */
  topic?: string | null;
  /** When they were written (epoch ms); default the process clock. */
  at?: number;
}

export async function enqueue(
  tx: Kysely<Database>,
  messages: readonly OutboxMessage[],
  { bookingId, dueAt = 0, topic = null, at = Date.now() }: EnqueueOptions,
): Promise<void> {
  if (messages.length === 0) return;
  await tx
    .insertInto("outbox")
    .values(
      messages.map((m) => ({
        kind: m.kind,
        payload: JSON.stringify(m.payload),
        attempts: 0,
        nextAttemptAt: dueAt,
        deliveredAt: null,
        lastError: null,
        bookingId,
        createdAt: at,
        ...(topic === null ? {} : { topic }),
      })),
    )
    .execute();
}

/**
 * Withdraws the booking's unsent items with a topic, except those of `keep`: the topics withdrawn. One a
 * worker is sending stays (and so does the mark that it went).
 */
export async function withdraw(tx: Kysely<Database>, bookingId: string, keep: readonly string[]): Promise<string[]> {
  let pending = tx
    .selectFrom("outbox")
    .select(["id", "topic"])
    .where("bookingId", "=", bookingId)
    .where("deliveredAt", "is", null)
    .where("sendingAt", "is", null)
    .where("topic", "is not", null);
  if (keep.length) pending = pending.where("topic", "not in", keep);
  const rows = await pending.execute();
  if (rows.length === 0) return [];
  await tx
    .deleteFrom("outbox")
    .where(
      "id",
      "in",
      rows.map((r) => r.id),
    )
    .execute();
  return [...new Set(rows.map((r) => r.topic!))];
}
