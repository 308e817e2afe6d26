// The texts' tables (composed with the others' in api/db/schema.ts).
import type { Generated } from "kysely";

/** A number that answered STOP: a keyed hash of it (api/sms/store.ts), kept after its bookings go so STOP holds. */
export interface SmsOptOutsTable {
  numberKey: string;
  at: number;
}

/** A text received (its MessageSid): taken once, so a provider's retry is not stored or acted on again. */
export interface SmsInboundTable {
  sid: string;
  at: number;
}

/**
 * A text sent to a visitor or received from one; deleted with its booking. An inbound reply that
 * names two live bookings is one row per booking, sharing `thread`, and is handled as one.
 */
export interface SmsTextsTable {
  id: Generated<number>;
  thread: string;
  bookingId: string | null;
  direction: "out" | "in";
  /** E.164: where it went, or who wrote. */
  phone: string;
  /** A reply's words, or the owner's answer; null for the shop's notices (their words are the templates). */
  body: string | null;
  /** The provider's MessageSid. */
  sid: string | null;
  /**
   * The provider's last delivery report (queued, sent, delivered, failed, undelivered); "sending" while
   * the provider has not answered; "unsent" when it could not say whether it took a text tried before;
   * "received" for a reply.
   */
  status: string;
  /** A notice's email to send when the text fails for good (EmailPayload JSON); null once used or when none. */
  fallback: string | null;
  /** The visitor's private link, sealed (api/outbox/seal.ts), for a later 'R'. */
  link: string | null;
  at: number;
  /** The outbox item that sends it: its row is written before the provider is called, so a later try knows it may have gone. */
  outboxId: string | null;
  /** When the owner marked a reply handled. */
  handledAt: number | null;
}

/** A delivery report for a sid not stored yet (it outran the provider's answer): applied when the sid is. */
export interface SmsEarlyReportsTable {
  sid: string;
  status: string;
  at: number;
}
