// The repair's journey's tables after the booking: its moves, the promised time, the estimates, the
// notices sent once and the review asks (composed with the others' in api/db/schema.ts).
import type { Generated } from "kysely";

/** The repair's journey on a booking row: the time the owner promised it ready by. */
export interface BookingJourneyColumns {
  /** Epoch ms, or null when the owner promised no time. */
  readyBy: number | null;
  /** The visitor's private link, sealed (api/outbox/seal.ts): every later notice carries it. Null for a booking made before. */
  sealedLink: string | null;
}

/** Each move of a booking, with its time and who made it: the tracker's timeline and the desk's Step back. */
export interface BookingEventsTable {
  id: Generated<number>;
  bookingId: string;
  /** A state's stored name, or a mark that is not a state (a change of time: 'moved'). */
  state: string;
  at: number;
  /** owner, visitor or system. */
  actor: string;
  /** 1 when this move undid the one before it (the desk's Step back). */
  stepBack: number;
}

/** An estimate the owner sent: one row per version, the newest the only one that can be answered. */
export interface EstimatesTable {
  bookingId: string;
  version: number;
  /** JSON text: [{ label, cents }], one or two options, exactly as the visitor was shown them. */
  options: string;
  note: string | null;
  /** 1 when approving needs a part ordered: the booking then waits for it rather than going to the bench. */
  partNeeded: number;
  sentAt: number;
  /** The option's index as text, or "decline"; null while unanswered. */
  choice: string | null;
  answeredAt: number | null;
  /** When a newer version replaced this one unanswered. */
  replacedAt: number | null;
}

/** A journey notice sent at most once per booking ('ready', the no-show follow-up, the review ask). */
export interface NoticesSentTable {
  bookingId: string;
  kind: string;
  at: number;
}
/** One review ask per collected repair: its redirect token's hash, when it goes, the clicks, a stop. */
export interface ReviewAsksTable {
  tokenHash: string;
  bookingId: string;
  askedAt: number;
  clicks: number;
  clickedAt: number | null;
  stoppedAt: number | null;
  /** The asked contacts' keyed hashes (JSON array), so a stop holds for each of them. */
  contacts: string;
}
/** A keyed hash of each phone or email asked for a review: nobody is asked twice in 180 days, or after a stop. */
export interface ReviewContactsTable {
  contactHash: string;
  lastAskedAt: number;
  stoppedAt: number | null;
}
