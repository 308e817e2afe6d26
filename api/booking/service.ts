// Booking as the shop does it, behind every door in (the JSON API, the no-JavaScript form, the
// assistant, the owner's desk): read the request, check the slot against the schedule, and let the
// database decide whether a place is left. The routes only translate HTTP to these calls and back.
import { createHash, randomBytes } from "node:crypto";
import {
  type Availability,
  type AvailabilityAnswer,
  type Slot,
  type Unbookable,
  UNBOOKABLE_TEXT,
} from "#shop/availability.ts";
import { parseInstant, textConsentOf } from "#shop/booking-contract.ts";
import type { ShopBookingRequest } from "#shop/booking-request.ts";
import { dateAt } from "#shop/clock.ts";
import { business } from "#shop/facts.ts";
import type { BookingRules } from "#shop/content-schemas.ts";
import type { Notifier } from "./notifier.ts";
import { createClientKeys } from "./client-key.ts";
import { createReschedule } from "../journey/reschedule.ts";
import type { ReviewAsks } from "../journey/review-ask.ts";
import { DuplicateBookingError } from "./store.ts";
import { CANCELLED_STATES, isIn, VISITOR_CANCELLABLE_STATES } from "#shop/repair-states.ts";
import {
  type Booking,
  type BookingSource,
  type BookingState,
  type BookingStore,
  type MoveOptions,
  type NewBooking,
  type StoreRefusal,
} from "./types.ts";

/** "ETR": the shop's initials, so a reference reads as the shop's. */
const PREFIX =
  business.name
    .split(/\s+/)
    .map((w) => w[0] ?? "")
    .join("")
    .replace(/[^A-Za-z]/g, "")
    .toUpperCase()
    .slice(0, 4) || "REF";
/** Crockford's base 32 without I, L, O, U: nothing a person reads over the phone as something else. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export function newReference(): string {
  const bytes = randomBytes(5);
  let code = "";
  for (let i = 0; i < 5; i++) code += ALPHABET[bytes[i]! % 32];
  return `${PREFIX}-${code}`;
}

/** 256 random bits, URL-safe: the private manage link's key. */
export const newToken = () => randomBytes(32).toString("base64url");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** A token as newToken() makes them; anything else is not looked up at all. */
export const isTokenShape = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** Why a booking is refused: the schedule's reasons, then the store's. */
type Refusal = Unbookable | StoreRefusal;

export type BookResult =
  { ok: true; booking: Booking; token: string } | { ok: false; reason: Refusal; message: string; nearest: Slot[] };

export const PHONE_LIMIT_TEXT = (max: number) =>
  `That phone number already has ${max === 1 ? "a booking" : `${max} bookings`} coming up. Call the shop at ${business.phone.display} to change one.`;

/** The limits on online bookings: no other time would do, so no nearest times, and the phone instead. */
const ONLINE_LIMIT_TEXT = {
  client_limit: `That is as many online bookings as we take from one connection in a day. Call the shop at ${business.phone.display} to book.`,
  day_limit: `We have taken as many online bookings as we can today. Call the shop at ${business.phone.display} to book.`,
} as const;

/** Why a booking that is done, missed, cancelled or past cannot be cancelled from its link: the API's 409 and the manage page say it. */
export const NOT_CANCELLABLE_TEXT = `This booking can no longer be cancelled online. Call the shop at ${business.phone.display}.`;

/** The owner books for whoever calls: the per-phone cap is an online rule, so theirs is out of reach. */
const OWNER_PHONE_CAP = 1_000_000;

/** No emails, no webhook: a store without an outbox (tests of the rules alone). */
export const NO_NOTICES: Notifier = { notices: () => [], visitor: () => [], kick: () => {} };

export interface BookingServiceOptions {
  store: BookingStore;
  availability: Availability;
  rules: BookingRules;
  now: () => Date;
  notifier?: Notifier;
  /** The public site, for links in notices (business.siteUrl). */
  siteUrl?: string;
  /** The review asks' clicks and stops (api/journey/review-ask.ts); none without a database of its own. */
  reviews?: ReviewAsks;
  /** Told of every booking stored (the owner's numbers count the online ones). */
  onBooked?: (booking: Booking) => void;
}

export const manageUrlOf = (siteUrl: string, token: string) => new URL(`/book/manage/${token}/`, `${siteUrl}/`).href;
export const icsUrlOf = (siteUrl: string, token: string) => new URL(`/api/bookings/${token}.ics`, `${siteUrl}/`).href;

/** How long an availability answer may be reused when nothing was written through this process. */
const AVAILABILITY_CACHE_MS = 2000;

export function createBookingService(options: BookingServiceOptions) {
  const { availability, rules, now } = options;
  const { store } = options;
  const answers = new Map<string, { at: number; writes: number; answer: AvailabilityAnswer }>();
  /** Answers being read now, by the same key, and the write count when each began. */
  const reading = new Map<string, { at: number; writes: number; answer: Promise<AvailabilityAnswer> }>();
  const notifier = options.notifier ?? NO_NOTICES;
  const siteUrl = options.siteUrl ?? business.siteUrl;
  const clientKeys = createClientKeys(options.store.settings);

  async function occupancy(from: number, to: number) {
    const { taken, blocked } = await store.occupancy(from, to);
    return { taken, blocked: blocked.map((b) => ({ start: b.start, end: b.end })) };
  }

  /**
   * Free and full slots from a date for some days, as the API's GET /api/availability answers.
   * Requests that arrive while an answer is being read, with no write since it began, share it: a
   * burst of visitors after the cache lapses asks the database once, not once each.
   */
  async function days(opts: { from?: string; days?: number } = {}): Promise<AvailabilityAnswer> {
    const at = now();
    const key = `${opts.from ?? ""}/${opts.days ?? ""}`;
    const before = store.writes();
    const reusable = (found: { at: number; writes: number } | undefined) =>
      found !== undefined &&
      found.writes === before &&
      at.getTime() - found.at >= 0 &&
      at.getTime() - found.at < AVAILABILITY_CACHE_MS;
    const cached = answers.get(key);
    if (reusable(cached)) return cached!.answer;
    const pending = reading.get(key);
    if (reusable(pending)) return pending!.answer;
    const answer = (async () => {
      const span = availability.span(at, opts);
      return availability.days(at, opts, await occupancy(span.start, span.end));
    })();
    reading.set(key, { at: at.getTime(), writes: before, answer });
    try {
      const read = await answer;
      if (answers.size > 100) answers.clear();
      answers.set(key, { at: at.getTime(), writes: before, answer: read });
      return read;
    } finally {
      if (reading.get(key)?.answer === answer) reading.delete(key);
    }
  }

  /** Free slots nearest an instant, for "that one is gone" and for the assistant. */
  async function nearest(target: number, limit = 3): Promise<Slot[]> {
    const at = now();
    const span = availability.span(at);
    return availability.nearest(target, at, await occupancy(span.start, span.end), limit);
  }

  /** An online booking; `client` is the address it came from (counted by its network, never kept). */
  async function book(request: ShopBookingRequest, client?: string): Promise<BookResult> {
    const at = now();
    const startMs = parseInstant(request.start)!;
    // The schedule's rules first (grid, hours, notice, horizon): the database cannot know them.
    const checked = availability.check(startMs, at);
    if (!checked.ok) return refusal(checked.reason, startMs, rules);
    const clientKey = client === undefined ? undefined : await clientKeys(client);
    return insert({ ...request, clientKey }, checked, "online", rules.maxFutureBookingsPerPhone, at);
  }

  /**
   * Writes a checked slot's booking; the database decides capacity, blocks and the per-phone cap.
   * The visitor's private link exists only now (the token is never stored), so the notices get it here.
   */
  async function insert(
    request: ShopBookingRequest & { clientKey?: string },
    slot: { start: number; end: number },
    source: BookingSource,
    phoneCap: number,
    at: Date,
    state?: NewBooking["state"],
  ): Promise<BookResult> {
    for (let attempt = 0; ; attempt++) {
      const token = newToken();
      const manageUrl = manageUrlOf(siteUrl, token);
      // Kept sealed with the booking, so every later notice carries it; only its hash opens the booking.
      const sealedLink = notifier.seal?.(manageUrl);
      let dueNow = false;
      try {
        const result = await store.create(
          {
            reference: newReference(),
            tokenHash: hashToken(token),
            ...(sealedLink ? { sealedLink } : {}),
            start: slot.start,
            end: slot.end,
            service: request.service,
            model: request.model,
            name: request.name,
            phone: request.phone,
            email: request.email,
            notes: request.notes,
            source,
            ...textConsentOf(request),
            lang: request.lang,
            ...(request.clientKey === undefined ? {} : { clientKey: request.clientKey }),
            ...(state ? { state } : {}),
          },
          {
            capacity: rules.capacity,
            maxFutureForPhone: phoneCap,
            now: at.getTime(),
            // The owner books for whoever calls: the online limits are not theirs.
            ...(source === "online" ? { online: rules.onlineLimits } : {}),
          },
          (booking) => {
            const notices = notifier.notices("created", booking, {
              manageUrl,
              by: source === "owner" ? "owner" : "visitor",
              now: at.getTime(),
            });
            dueNow = notices.some((m) => !m.journey);
            return notices;
          },
        );
        if (!result.ok) return refusal(result.reason, slot.start, rules);
        // The outbox is asked only when this booking gave it something to send now (the journey's wait for
        // their time, and its poll): a pass that finds nothing is a read per booking for nothing.
        if (dueNow) notifier.kick();
        options.onBooked?.(result.booking);
        return { ok: true, booking: result.booking, token };
      } catch (error) {
        // A reference drawn twice (one in a million) violates its unique key: draw again.
        if (attempt < 3 && error instanceof DuplicateBookingError) continue;
        throw error;
      }
    }
  }

  /**
   * The owner's booking (a phone call, a walk-in; the owner's desk): the slot grid, the capacity and
   * blocked time hold as for anyone, but not the online-only rules: no minimum notice, no horizon, no
   * per-phone cap, no honeypot, and the slot under way now can still take the phone on the counter.
   */
  async function bookByOwner(request: ShopBookingRequest, opts: { walkIn?: boolean } = {}): Promise<BookResult> {
    const at = now();
    const startMs = parseInstant(request.start)!;
    const date = dateAt(availability.timeZone, startMs);
    const slot = availability.grid(date).find((s) => s.start === startMs);
    if (!slot) {
      const checked = availability.check(startMs, at);
      // Off the grid: check() tells a closed hour from a time between two slots.
      return refusal(!checked.ok && checked.reason === "closed" ? "closed" : "off_grid", startMs, rules);
    }
    if (slot.end <= at.getTime()) return refusal("past", startMs, rules);
    // A walk-in's phone is on the counter: its journey starts checked in.
    return insert(request, slot, "owner", OWNER_PHONE_CAP, at, opts.walkIn ? "checked-in" : undefined);
  }

  async function refusal(reason: Refusal, startMs: number, r: BookingRules): Promise<BookResult> {
    if (reason === "phone_limit")
      return { ok: false, reason, message: PHONE_LIMIT_TEXT(r.maxFutureBookingsPerPhone), nearest: [] };
    if (reason === "client_limit" || reason === "day_limit")
      return { ok: false, reason, message: ONLINE_LIMIT_TEXT[reason], nearest: [] };
    return { ok: false, reason, message: UNBOOKABLE_TEXT[reason], nearest: await nearest(startMs) };
  }

  async function byToken(token: string): Promise<Booking | undefined> {
    if (!isTokenShape(token)) return undefined;
    return store.byTokenHash(hashToken(token));
  }

  /**
   * Cancels by the visitor's token; the booking as it is afterwards, or undefined when there is none.
   * Only a booking still to come and still active can be cancelled by the visitor.
   */
  async function cancelByToken(token: string): Promise<Booking | undefined> {
    const booking = await byToken(token);
    if (!booking) return undefined;
    if (!visitorCanCancel(booking)) return booking;
    return setState(booking.id, "cancelled", "visitor");
  }

  /** Until the phone is checked in, and while the slot is still to come. */
  const visitorCanCancel = (booking: Booking) =>
    VISITOR_CANCELLABLE_STATES.includes(booking.state) && booking.start > now().getTime();

  /**
   * Changes a booking's state (the visitor's cancel, the owner's moves) and tells whom it concerns.
   * With `move.from`, only a booking in one of those states moves (checked in the write's transaction).
   */
  async function setState(
    id: string,
    state: BookingState,
    by: "visitor" | "owner" = "owner",
    move: Omit<MoveOptions, "by"> = {},
  ): Promise<Booking | undefined> {
    const before = await store.byId(id);
    if (!before) return undefined;
    if (before.state === state) return before;
    const at = now().getTime();
    const after = await store.setState(
      id,
      state,
      (b) =>
        notifier.notices(isIn(CANCELLED_STATES, state) ? "cancelled" : "state", b, { by, from: before.state, now: at }),
      // The move's time on the service's clock, so the timeline agrees with everything else it decides.
      { ...move, by, at },
    );
    notifier.kick();
    return after;
  }

  return {
    ...createReschedule({ store, availability, rules, now, notifier }),
    days,
    nearest,
    book,
    bookByOwner,
    byToken,
    cancelByToken,
    visitorCanCancel,
    setState,
    store,
    notifier,
    availability,
    rules,
    siteUrl,
    reviews: options.reviews,
    now,
  };
}
export type BookingService = ReturnType<typeof createBookingService>;
