// The outbox's table (composed with the others' in api/db/schema.ts).
import type { Generated } from "kysely";

export interface OutboxTable {
  /** A sequence: "oldest first" is this order, even within one millisecond or one transaction. */
  id: Generated<number>;
  kind: string;
  /** JSON text. */
  payload: string;
  /** A journey notice's kind ('reminder', 'review', …): a later change deletes it while undelivered. Null for the rest. */
  topic: string | null;
  attempts: number;
  nextAttemptAt: number;
  deliveredAt: number | null;
  lastError: string | null;
  bookingId: string | null;
  createdAt: number;
  /**
   * When a worker took the item to send it (its clock), until it is delivered or failed: a later change
   * leaves an item in flight alone, and another worker waits OUTBOX_LEASE_MS before taking it again.
   */
  sendingAt: number | null;
}
