// How a journey notice waits in the outbox: its topic and due time, written by the notices
// (notices.ts) and read by the store in the writing transaction (store.ts).
import type { JourneyTopic } from "./states.ts";

/** How a journey notice waits in the outbox (store.ts reads it in the writing transaction). */
export interface JourneyMark {
  topic: JourneyTopic;
  /** When it is due (epoch ms): the outbox sends nothing before. */
  dueAt: number;
  /** At most one per booking and topic, ever (a unique row in notices_sent). */
  once?: boolean;
  /** The review ask: its redirect token's hash and the contacts it goes to (hashed there, never stored). */
  review?: { tokenHash: string; contacts: string[] };
}
