// A booking's states as the owner reads them, and which the owner may move one to: the state buttons
// (views/BookingItem.tsx) show only these, and the state route (actions.ts) refuses any other.
import type { BookingState } from "../booking/types.ts";

/** Each state in words, as the owner reads it. */
export const STATE_WORDS: Record<BookingState, string> = {
  new: "new",
  confirmed: "confirmed",
  done: "done",
  "no-show": "no-show",
  cancelled: "cancelled",
};

/**
 * What the owner can change a state to. Confirm only a new booking; Done and No-show are the owner's
 * call at any time (and can be swapped); a cancelled booking stays cancelled (its place may be taken).
 */
export const NEXT_STATES: Record<BookingState, readonly BookingState[]> = {
  new: ["confirmed", "done", "no-show", "cancelled"],
  confirmed: ["done", "no-show", "cancelled"],
  done: ["no-show"],
  "no-show": ["done"],
  cancelled: [],
};
