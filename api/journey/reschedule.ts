// A change of time from the visitor's private link: before the shop has the phone and until
// changeCutoffMinutes before the slot, to a free slot from the same availability as /book/ (the
// booking's own place not counted against it). The store moves it in one transaction: the new place taken
// under the same capacity rule and lock as a new booking, the old one freed, the reminders re-aimed,
// the move recorded; the same link and reference stay, and the .ics comes again with a higher SEQUENCE.
import type { Availability, AvailabilityAnswer, Unbookable } from "#shop/availability.ts";
import { UNBOOKABLE_TEXT } from "#shop/availability.ts";
import { parseInstant } from "#shop/booking-contract.ts";
import { CHANGE_REFUSALS } from "#shop/reschedule-contract.ts";
import { business } from "#shop/facts.ts";
import type { BookingRules } from "#shop/content-schemas.ts";
import { canChangeTime } from "./states.ts";
import type { Notifier } from "../booking/notifier.ts";
import type { Booking, BookingStore } from "../booking/types.ts";

const MINUTE = 60_000;

/** Why a change of time is refused: the schedule's reasons, the store's, or the booking's own (the contract's list). */
export type ChangeRefusal = (typeof CHANGE_REFUSALS)[number];
type OwnRefusal = Exclude<ChangeRefusal, Unbookable>;

/** What the visitor reads when a change is refused (the API's 409 and the change page say it). */
export const CHANGE_REFUSAL_TEXT: Record<OwnRefusal, string> = {
  cutoff: `It is too close to your time to change it online. Call the shop at ${business.phone.display}.`,
  not_live: `This booking can no longer be moved online. Call the shop at ${business.phone.display}.`,
  invalid: "Choose one of the times offered.",
};

export const changeRefusalText = (reason: ChangeRefusal) =>
  reason in CHANGE_REFUSAL_TEXT
    ? CHANGE_REFUSAL_TEXT[reason as keyof typeof CHANGE_REFUSAL_TEXT]
    : UNBOOKABLE_TEXT[reason as Unbookable];

export type ChangeResult = { ok: true; booking: Booking } | { ok: false; reason: ChangeRefusal; message: string };

export interface RescheduleOptions {
  store: BookingStore;
  availability: Availability;
  rules: BookingRules;
  now: () => Date;
  notifier: Notifier;
}

export function createReschedule({ store, availability, rules, now, notifier }: RescheduleOptions) {
  /** Whether the booking's time may still be changed online now: its state, and the cut-off before its slot. */
  const canChange = (b: Booking, at = now().getTime()) =>
    canChangeTime(b.state) && at < b.start - rules.changeCutoffMinutes * MINUTE;

  /** Why not, when it may not: the state first (checked in, cancelled), then the cut-off. */
  const whyNot = (b: Booking, at: number): ChangeRefusal | undefined =>
    !canChangeTime(b.state) ? "not_live" : canChange(b, at) ? undefined : "cutoff";

  /** The times it could move to: /book/'s availability, its own place not counted as taken. */
  async function options(b: Booking, days?: number): Promise<AvailabilityAnswer> {
    const at = now();
    const span = availability.span(at, { days });
    const { taken, blocked } = await store.occupancy(span.start, span.end);
    const others = new Map(taken);
    if (canChangeTime(b.state) && others.has(b.start)) others.set(b.start, others.get(b.start)! - 1);
    return availability.days(
      at,
      { days },
      { taken: others, blocked: blocked.map((x) => ({ start: x.start, end: x.end })) },
    );
  }

  const refused = (reason: ChangeRefusal): ChangeResult => ({ ok: false, reason, message: changeRefusalText(reason) });

  /** Moves the booking to `startIso`; `manageUrl` is its private link (the visitor's, so the new reminders carry it). */
  async function reschedule(b: Booking, startIso: string, manageUrl: string): Promise<ChangeResult> {
    const at = now();
    const startMs = parseInstant(startIso);
    if (startMs === undefined) return refused("invalid");
    const why = whyNot(b, at.getTime());
    if (why) return refused(why);
    if (startMs === b.start) return { ok: true, booking: b };
    const checked = availability.check(startMs, at);
    if (!checked.ok) return refused(checked.reason);
    const result = await store.reschedule(b.id, checked, { capacity: rules.capacity, now: at.getTime() }, (moved) =>
      notifier.journey ? notifier.journey.moved(moved, at.getTime(), { manageUrl }) : [],
    );
    if (!result.ok) return refused(result.reason);
    notifier.kick();
    return result;
  }

  return { canChange, options, reschedule };
}
