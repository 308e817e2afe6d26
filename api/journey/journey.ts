// The repair's journey on top of the booking service: the owner's moves (each one checked against the
// moves table inside the write's transaction), Step back, the promised time, the estimates and the
// visitor's answer, and the tracker's view of it all. The rules live in shop/repair-states.ts;
// this module only applies them to the database and the outbox.
import { isoInZone } from "#shop/clock.ts";
import type { EstimateAnswer, EstimateOption, TrackerAnswer } from "#shop/booking-contract.ts";
import { business } from "#shop/facts.ts";
import {
  canMove,
  ESTIMATE_FROM_STATES,
  REPAIR_STATES,
  stepBackTarget,
  timeline,
  type RepairState,
} from "#shop/repair-states.ts";
import type { BookingService } from "../booking/service.ts";
import type { Booking, Estimate } from "../booking/types.ts";
import { estimateAsShown } from "../booking/words/estimate.ts";

export type MoveResult =
  | { ok: true; booking: Booking }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "not_allowed"; booking: Booking };

export type AnswerResult =
  | { ok: true; booking: Booking; estimate: Estimate }
  | { ok: false; reason: "no_estimate" | "invalid" | "stale" | "answered" };

/** The states a move to `to` may come from, by the table. */
const fromStatesOf = (to: RepairState) => REPAIR_STATES.filter((s) => canMove(s, to));

export function createJourney(service: BookingService) {
  const { store, notifier } = service;
  const zone = business.timeZone;
  const iso = (ms: number) => isoInZone(zone, ms);

  /** The owner's tap: to `to` when the table allows it from the state the booking is in when written. */
  async function move(id: string, to: RepairState): Promise<MoveResult> {
    const before = await store.byId(id);
    if (!before) return { ok: false, reason: "not_found" };
    if (before.state === to) return { ok: true, booking: before };
    const after = await service.setState(id, to, "owner", { from: fromStatesOf(to) });
    if (!after) return { ok: false, reason: "not_found" };
    return after.state === to ? { ok: true, booking: after } : { ok: false, reason: "not_allowed", booking: after };
  }

  /** Where Step back would take the booking now, or undefined when it cannot go back. */
  async function stepBackOf(b: Booking): Promise<RepairState | undefined> {
    return stepBackTarget(await store.events(b.id), b.state);
  }

  /** Undoes the owner's last tap: back to the state it came from, once. */
  async function stepBack(id: string): Promise<MoveResult> {
    const before = await store.byId(id);
    if (!before) return { ok: false, reason: "not_found" };
    const target = await stepBackOf(before);
    if (!target) return { ok: false, reason: "not_allowed", booking: before };
    const after = await service.setState(id, target, "owner", { from: [before.state], stepBack: true });
    if (!after) return { ok: false, reason: "not_found" };
    return after.state === target ? { ok: true, booking: after } : { ok: false, reason: "not_allowed", booking: after };
  }

  /** Sends an estimate (a new version replacing a waiting one); undefined when the booking is past estimating. */
  async function sendEstimate(
    id: string,
    estimate: { options: EstimateOption[]; note: string | null; partNeeded: boolean },
  ): Promise<{ booking: Booking; estimate: Estimate } | undefined> {
    const sent = await store.sendEstimate(
      id,
      { ...estimate, at: service.now().getTime() },
      ESTIMATE_FROM_STATES,
      (b, e) => notifier.notices("estimate", b, { by: "owner", estimate: e, now: e.sentAt }),
    );
    notifier.kick();
    return sent;
  }

  /**
   * The visitor's answer from the tracker: approving moves the repair on (waiting for the part when
   * the owner said one is needed), declining takes it back to diagnosing, to be given back or quoted again.
   */
  async function answer(b: Booking, { version, choice }: EstimateAnswer): Promise<AnswerResult> {
    const current = await store.estimate(b.id);
    if (!current) return { ok: false, reason: "no_estimate" };
    // The version first: an answer to an old estimate is stale whatever it chose, even an option
    // the new version no longer has.
    const asked = version === current.version ? current : undefined;
    if (!asked) return { ok: false, reason: "stale" };
    if (choice !== "decline" && choice >= asked.options.length) return { ok: false, reason: "invalid" };
    const to: RepairState = choice === "decline" ? "diagnosing" : asked.partNeeded ? "waiting-for-part" : "repairing";
    const at = service.now().getTime();
    const result = await store.answerEstimate(b.id, { version, choice, at, to }, (after) =>
      notifier.notices("state", after, { by: "visitor", from: b.state, now: at }),
    );
    notifier.kick();
    return result;
  }

  /** The tracker's facts: no name, phone or email, since the link may be forwarded. */
  async function tracker(b: Booking): Promise<TrackerAnswer> {
    const [events, estimate] = await Promise.all([store.events(b.id), store.estimate(b.id)]);
    return {
      reference: b.reference,
      state: b.state,
      start: iso(b.start),
      end: iso(b.end),
      service: b.service,
      model: b.model,
      events: timeline(events).map((e) => ({ state: e.state, at: iso(e.at) })),
      ...(b.readyBy === null ? {} : { readyBy: iso(b.readyBy) }),
      ...(estimate
        ? {
            estimate: {
              ...estimateAsShown(estimate),
              sentAt: iso(estimate.sentAt),
              choice: estimate.choice,
              answeredAt: estimate.answeredAt === null ? null : iso(estimate.answeredAt),
            },
          }
        : {}),
    };
  }

  return {
    move,
    stepBack,
    stepBackOf,
    setReadyBy: (id: string, readyBy: number | null) => store.setReadyBy(id, readyBy),
    sendEstimate,
    answer,
    tracker,
    estimate: (id: string) => store.estimate(id),
    events: (id: string) => store.events(id),
  };
}
