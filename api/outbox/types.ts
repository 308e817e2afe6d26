// The outbox's contract: a message written in the transaction that decided it (enqueue.ts) and sent
// after the commit by the worker (worker.ts), at least once.

/**
 * How long an outbox item taken for sending stays a worker's: past it (the worker died mid-send), another
 * may take it again. Longer than any send takes (SMTP's and the SMS provider's timeouts are seconds).
 */
export const OUTBOX_LEASE_MS = 2 * 60_000;

/** A message to deliver after the transaction commits: written in it, sent by the outbox worker. */
export interface OutboxMessage {
  kind: "email" | "webhook" | "sms";
  /** JSON payload the sender understands (email and webhook: payloads.ts; sms: api/sms/payload.ts). */
  payload: unknown;
}

export interface OutboxItem extends OutboxMessage {
  id: string;
  attempts: number;
}

/** What a sender of one kind (the texts) answers: sent (undefined), to wait until a time, or dropped. */
export type SendOutcome = undefined | { later: number; why: string } | { dropped: string };
export type Sender = (item: OutboxItem) => Promise<SendOutcome>;
