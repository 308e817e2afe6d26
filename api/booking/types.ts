// The booking book's contract: what the API, the notices and the owner's desk ask of the database.
// Two engines implement it over one set of queries (store.ts): SQLite in DATA_DIR by default, PostgreSQL
// when DATABASE_URL names one. Times are epoch milliseconds (UTC instants); the shop's zone is applied
// only when something is shown to a person.
import { z } from "zod";
import type { Settings } from "../db/settings.ts";
import type { OutboxStore } from "../outbox/store.ts";
import type { OutboxMessage } from "../outbox/types.ts";
import { BOOKING_STATES, type EstimateOption } from "#shop/booking-contract.ts";
import { BookableService } from "#shop/content-schemas.ts";
import type { JourneyMark } from "../journey/mark.ts";
import type { Language } from "#shop/languages.ts";
import { BENCH_STATES, type EventActor, type StateEvent } from "#shop/repair-states.ts";

/** The repair's states and their moves: shop/repair-states.ts. */
export const BookingState = z.enum(BOOKING_STATES);
export type BookingState = z.infer<typeof BookingState>;
/** States that hold a place on the bench (count against capacity and the per-phone cap). */
export const ACTIVE_STATES: readonly BookingState[] = BENCH_STATES;

/** Who made it: a visitor online, or the owner for a phone call or a walk-in. */
export const BookingSource = z.enum(["online", "owner"]);
export type BookingSource = z.infer<typeof BookingSource>;

export interface Booking {
  id: string;
  /** Short, readable, unique: "ETR-7K3Q". Opens nothing by itself. */
  reference: string;
  start: number;
  end: number;
  service: BookableService;
  /** A model page's slug ("iphone-14-pro-repair"), or null when not given. */
  model: string | null;
  name: string;
  /** E.164. */
  phone: string;
  email: string | null;
  notes: string | null;
  state: BookingState;
  source: BookingSource;
  /** Whether the visitor agreed to texts about this repair, beside the phone field (absent: not asked, no texts). */
  textConsent?: boolean;
  /** The version of the consent's words they were shown; null when none were (before texts, or a form without them). */
  textConsentVersion?: string | null;
  createdAt: number;
  updatedAt: number;
  /** The .ics SEQUENCE: 0 when made, one more with every change. */
  sequence: number;
  /** The time the owner promised the repair ready by (epoch ms), or null. */
  readyBy: number | null;
  /** Its private link, sealed (api/outbox/seal.ts), for the notices after the booking to carry; never shown. */
  sealedLink?: string;
  /** The visitor's language (the page or widget they booked from): every message about the booking speaks it. */
  lang: Language;
}

/**
 * A new booking as the API hands it to the store: validated, its slot checked against the schedule.
 * The store gives it its id, state and times.
 */
export interface NewBooking extends Pick<
  Booking,
  "reference" | "start" | "end" | "service" | "model" | "name" | "phone" | "email" | "notes" | "source"
> {
  /** SHA-256 (hex) of the manage token; the token itself is never stored. */
  tokenHash: string;
  /** The private link sealed (api/outbox/seal.ts), for the later notices; none without a seal. */
  sealedLink?: string;
  /** Texts: the visitor's choice beside the phone field and the version of the words shown. */
  textConsent?: boolean;
  textConsentVersion?: string | null;
  /** An online booking's client, as a keyed hash of its network (client-key.ts); never the address. */
  clientKey?: string;
  /** The visitor's language; English when not given (the desk's bookings, older clients). */
  lang?: Language;
  /** Where the journey starts: booked, or checked-in for a walk-in whose phone is on the counter. */
  state?: "booked" | "checked-in";
}

/** The limits on online bookings, as the store counts them over the 24 hours before `now`. */
export interface OnlineCounts {
  perClientPerDay: number;
  perDay: number;
}

/** Why the store refuses a booking. */
export type StoreRefusal = "full" | "blocked" | "phone_limit" | "client_limit" | "day_limit";

/** How a move is recorded and guarded (BookingStore.setState). */
export interface MoveOptions {
  /** Who made it; the owner unless said. */
  by?: EventActor;
  /** Only from these states; else nothing changes. */
  from?: readonly BookingState[];
  /** This move undoes the last one (the desk's Step back). */
  stepBack?: boolean;
  /** When (epoch ms): the caller's clock; the database's process clock unless given. */
  at?: number;
}

/** An estimate as it was sent, and the visitor's answer. */
export interface Estimate {
  version: number;
  options: EstimateOption[];
  note: string | null;
  partNeeded: boolean;
  sentAt: number;
  /** The option's index, "decline", or null while unanswered. */
  choice: number | "decline" | null;
  answeredAt: number | null;
  /** When a newer version replaced it unanswered. */
  replacedAt: number | null;
}

/** A notice a change writes into the outbox: sent at once, or (a journey notice) due at its own time. */
export interface NoticeMessage extends OutboxMessage {
  /** A journey notice (api/journey/notices.ts): due at its time, and deleted unsent by a change that no longer calls for it. */
  journey?: JourneyMark;
}

export type CreateResult = { ok: true; booking: Booking } | { ok: false; reason: StoreRefusal };

/** Why the store refuses a change of time: the new slot is full or blocked, or the booking is no longer live. */
export type MoveRefusal = "full" | "blocked" | "not_live";
export type RescheduleResult = { ok: true; booking: Booking } | { ok: false; reason: MoveRefusal };

export interface Block {
  id: string;
  start: number;
  end: number;
  /** The owner's own words ("Technician off sick"); never a visitor's. */
  label: string | null;
}

export interface BookingStore {
  readonly engine: "sqlite" | "postgres";
  /** How many writes of bookings, moves and blocks went through this store (the availability cache's key). */
  writes(): number;

  /**
   * In one transaction that serialises on the slot: refuse when time is blocked, the slot holds
   * `capacity` active bookings, or the phone holds `maxFutureForPhone` active future bookings (from
   * `now`), or (with `online`) the shop or this client has made as many online bookings in the last 24
   * hours as allowed; else insert the booking and its notices. Resolves only once the commit is durable.
   */
  create(
    booking: NewBooking,
    rules: { capacity: number; maxFutureForPhone: number; now: number; online?: OnlineCounts },
    notices: (booking: Booking) => NoticeMessage[],
  ): Promise<CreateResult>;

  byTokenHash(tokenHash: string): Promise<Booking | undefined>;
  byId(id: string): Promise<Booking | undefined>;

  /**
   * Sets the state, records the move in the booking's timeline and writes the notices, all in one
   * transaction; undefined when there is no such booking. With `from`, a booking found in another
   * state is left as it is (and returned as it is): the check and the write are one step.
   */
  setState(
    id: string,
    state: BookingState,
    notices: (booking: Booking) => NoticeMessage[],
    move?: MoveOptions,
  ): Promise<Booking | undefined>;

  /**
   * Moves a live booking to another slot in one transaction that serialises on the new slot as create()
   * does: refused when the slot is blocked or holds `capacity` other active bookings, or the booking's
   * state no longer allows a change; else the old place freed, the sequence raised, the move recorded,
   * the booking's reminders rewritten and its notices written. Resolves once the commit is durable.
   */
  reschedule(
    id: string,
    slot: { start: number; end: number },
    rules: { capacity: number; now: number },
    notices: (booking: Booking) => NoticeMessage[],
  ): Promise<RescheduleResult>;
  /** The booking's timeline, oldest first. */
  events(id: string): Promise<StateEvent[]>;

  /** The timelines and newest estimates of many bookings in a few queries (the desk's list), by id. */
  journeysOf(ids: readonly string[]): Promise<Map<string, { events: StateEvent[]; estimate?: Estimate }>>;

  /** Sets (or clears, with null) the time the owner promised the repair ready by. */
  setReadyBy(id: string, readyBy: number | null): Promise<Booking | undefined>;

  /**
   * Sends an estimate: its next version replaces any unanswered one, and the booking moves to
   * awaiting-approval, with its notices, in one transaction. Refused (undefined) when the booking is
   * not in one of `from`.
   */
  sendEstimate(
    id: string,
    estimate: { options: EstimateOption[]; note: string | null; partNeeded: boolean; at: number },
    from: readonly BookingState[],
    notices: (booking: Booking, estimate: Estimate) => NoticeMessage[],
  ): Promise<{ booking: Booking; estimate: Estimate } | undefined>;

  /**
   * The visitor's answer to version `version`: one conditional UPDATE on the version, unanswered and
   * not replaced, so of two answers at once exactly one wins; the winner moves the booking to `to`
   * (with its event and notices) in the same transaction.
   */
  answerEstimate(
    id: string,
    answer: { version: number; choice: number | "decline"; at: number; to: BookingState },
    notices: (booking: Booking, estimate: Estimate) => NoticeMessage[],
  ): Promise<{ ok: true; booking: Booking; estimate: Estimate } | { ok: false; reason: "stale" | "answered" }>;

  /** The booking's newest estimate, or undefined when none was sent. */
  estimate(id: string): Promise<Estimate | undefined>;

  /** Bookings whose slot starts in [from, to), in time order; every state. */
  list(from: number, to: number): Promise<Booking[]>;

  /**
   * The active bookings from `from` on made with the same phone as the booking with this reference, or
   * (`by: "client"`) online from the same client (its keyed hash): what the desk cancels at once when
   * one client fills the book. Undefined when no booking has the reference.
   */
  sameOrigin(reference: string, by: "phone" | "client", from: number): Promise<Booking[] | undefined>;

  /** Active bookings per slot start and the blocked spans overlapping [from, to): what availability needs. */
  occupancy(from: number, to: number): Promise<{ taken: Map<number, number>; blocked: Block[] }>;

  addBlock(block: { start: number; end: number; label: string | null }): Promise<Block>;
  removeBlock(id: string): Promise<boolean>;

  /** The outbox's items, for the worker (api/outbox/store.ts). */
  readonly outbox: OutboxStore;
  /** The settings table (api/db/settings.ts): the calendar feed's nonce, the keyed hashes' keys. */
  readonly settings: Settings;

  /**
   * Retention: deletes bookings whose slot ended and whose last change (collected, cancelled) came before
   * `bookingsBefore`, with their notices, moves and review asks, and delivered outbox items. Returns how
   * many bookings went.
   */
  purge(bookingsBefore: number): Promise<number>;

  /** Closes the database under it. */
  close(): Promise<void>;
}
