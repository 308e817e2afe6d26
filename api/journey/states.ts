// What the journey after the booking asks of a booking's state, one small function per question, so the
// repair's states (shop/repair-states.ts) map onto these in one place.
import {
  AWAITING_APPROVAL_STATES,
  BENCH_STATES,
  COLLECTED_STATES,
  isIn,
  NO_SHOW_STATES,
  READY_STATES,
} from "#shop/repair-states.ts";

/** Still to come and not yet in the shop: it holds its reminders, and its time can be changed. */
export const holdsReminders = (state: string): boolean => isIn(BENCH_STATES, state);

/** The visitor may move it to another time (until the cut-off, checked apart). */
export const canChangeTime = (state: string): boolean => holdsReminders(state);

/** Ready for pickup: the one 'ready' notice. */
export const isReadyForPickup = (state: string): boolean => isIn(READY_STATES, state);

/** Picked up: the review ask follows. */
export const isCollected = (state: string): boolean => isIn(COLLECTED_STATES, state);

/** Missed: the next morning's 'we missed you'. */
export const isNoShow = (state: string): boolean => isIn(NO_SHOW_STATES, state);

/** Waiting for the visitor's OK on an estimate: its reminder after a day. */
export const isAwaitingApproval = (state: string): boolean => isIn(AWAITING_APPROVAL_STATES, state);

/** The scheduled journey notices, by the outbox's topic column. */
export const JOURNEY_TOPICS = ["reminder", "ready", "missed", "estimate-reminder", "review"] as const;
export type JourneyTopic = (typeof JOURNEY_TOPICS)[number];

/**
 * The undelivered journey notices a booking keeps when it enters `state`: those its new state still calls
 * for. Every other one is deleted in the change's transaction (store.ts), so a cancelled, moved
 * away, missed or collected booking never keeps a reminder, and a step back takes back a 'ready' not yet sent.
 */
export function keptTopics(state: string): readonly JourneyTopic[] {
  if (holdsReminders(state)) return ["reminder"];
  if (isReadyForPickup(state)) return ["ready"];
  if (isNoShow(state)) return ["missed"];
  if (isAwaitingApproval(state)) return ["estimate-reminder"];
  if (isCollected(state)) return ["review"];
  return [];
}
