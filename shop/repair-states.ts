// The repair's journey, once: the states a booking can be in, their words (the visitor's in English
// and Spanish, the owner's at the desk), and the moves allowed between them, in one table. The desk's
// buttons, its routes, the tracker, the widget's answer and the assistant all read this module, so a
// state or a move added here shows up everywhere at once. Plain data, nothing of Node or React: the
// widget may bundle it.

/** Every state, in the journey's order; the stored names. */
export const REPAIR_STATES = [
  "booked",
  "confirmed",
  "checked-in",
  "diagnosing",
  "awaiting-approval",
  "waiting-for-part",
  "repairing",
  "ready",
  "collected",
  "cancelled",
  "no-show",
] as const;
export type RepairState = (typeof REPAIR_STATES)[number];

/**
 * States that hold a place on the bench: they count against a slot's capacity and the per-phone cap.
 * Once the phone is in the shop the slot has done its job, so later states free it.
 */
export const BENCH_STATES = ["booked", "confirmed"] as const satisfies readonly RepairState[];

/** The states from `first` to `last` in the journey's order. */
const between = (first: RepairState, last: RepairState): readonly RepairState[] =>
  REPAIR_STATES.slice(REPAIR_STATES.indexOf(first), REPAIR_STATES.indexOf(last) + 1);

/** The phone is in the shop and being worked on (checked in to ready): the tracker refreshes itself meanwhile. */
export const IN_SHOP_STATES = between("checked-in", "ready");

/** Still to come or still in the shop: the bookings a visitor's text can be about. */
export const LIVE_STATES: readonly RepairState[] = [...BENCH_STATES, ...IN_SHOP_STATES];

/**
 * States an estimate may be sent from: the phone is in the shop and the repair has not started (a
 * diagnosis needs the phone; a new estimate replaces one still waiting).
 */
export const ESTIMATE_FROM_STATES = between("checked-in", "awaiting-approval");

/**
 * The allowed moves, all of them: the owner's taps, an estimate sent (to awaiting-approval) and the
 * visitor's answer to it (approved: repairing or waiting-for-part; declined: back to diagnosing).
 * Not every repair passes every state (a screen goes checked-in → repairing → ready). Collected and
 * cancelled are the end; a cancelled booking's place may already be taken, so it never comes back.
 * A no-show who turns up late is checked in after all.
 */
export const MOVES: Readonly<Record<RepairState, readonly RepairState[]>> = {
  booked: ["confirmed", "checked-in", "no-show", "cancelled"],
  confirmed: ["checked-in", "no-show", "cancelled"],
  "checked-in": ["diagnosing", "awaiting-approval", "waiting-for-part", "repairing", "ready", "cancelled"],
  diagnosing: ["awaiting-approval", "waiting-for-part", "repairing", "ready", "cancelled"],
  "awaiting-approval": ["diagnosing", "waiting-for-part", "repairing", "ready", "cancelled"],
  "waiting-for-part": ["repairing", "ready", "cancelled"],
  repairing: ["waiting-for-part", "ready"],
  ready: ["collected"],
  collected: [],
  cancelled: [],
  "no-show": ["checked-in"],
};

export const canMove = (from: RepairState, to: RepairState) => MOVES[from].includes(to);

/** The owner's one-tap moves on the desk, in the order the buttons show; awaiting-approval comes from an estimate. */
export const DESK_MOVES = [
  { state: "confirmed", label: "Confirm" },
  { state: "checked-in", label: "Checked in" },
  { state: "diagnosing", label: "Diagnosing" },
  { state: "repairing", label: "Repairing" },
  { state: "waiting-for-part", label: "Waiting for part" },
  { state: "ready", label: "Ready" },
  { state: "collected", label: "Collected" },
  { state: "no-show", label: "No-show" },
  { state: "cancelled", label: "Cancel" },
] as const satisfies readonly { state: RepairState; label: string }[];

/** The desk's buttons a booking in `state` shows: the table's moves that are the owner's to tap. */
export const deskMovesFrom = (state: RepairState) => DESK_MOVES.filter((m) => canMove(state, m.state));

/** The visitor may cancel from their link until the phone is checked in. */
export const VISITOR_CANCELLABLE_STATES: readonly RepairState[] = ["booked", "confirmed"];

// Named sets, so every question about a state is answered by one set here (the API compares no state
// to a word of its own).

/** Whether `state` is one of `states` (a stored state is a string until it is checked). */
export const isIn = (states: readonly RepairState[], state: string): boolean =>
  (states as readonly string[]).includes(state);

/** Booked and not yet confirmed: what a 'C' by text confirms, and what the calendar marks as such. */
export const UNCONFIRMED_STATES: readonly RepairState[] = ["booked"];

/** Ready for pickup: the one 'ready' notice. */
export const READY_STATES: readonly RepairState[] = ["ready"];

/** Waiting for the visitor's OK on an estimate: the estimate is open, and its reminder follows. */
export const AWAITING_APPROVAL_STATES: readonly RepairState[] = ["awaiting-approval"];

/** Picked up: the review ask follows. */
export const COLLECTED_STATES: readonly RepairState[] = ["collected"];

/** Missed: the next morning's 'we missed you'. */
export const NO_SHOW_STATES: readonly RepairState[] = ["no-show"];

/** Cancelled: the calendar event is cancelled, and the cancellation notice goes. */
export const CANCELLED_STATES: readonly RepairState[] = ["cancelled"];

/** The end of the journey: nothing more to do at the desk (no bulk cancel, no further move). */
export const CLOSED_STATES: readonly RepairState[] = ["cancelled", "collected", "no-show"];

export interface StateWords {
  /** The tracker's words, in English. */
  en: string;
  /** The same in Spanish, for the assistant and a Spanish tracker. */
  es: string;
  /** The desk's word, short, as the owner reads it (the badge, the CSV, the calendar feed). */
  desk: string;
}

export const STATE_WORDS: Readonly<Record<RepairState, StateWords>> = {
  booked: { en: "Booked: the shop will confirm it", es: "Reservada: la tienda la confirmará", desk: "booked" },
  confirmed: { en: "Confirmed: see you then", es: "Confirmada: le esperamos", desk: "confirmed" },
  "checked-in": { en: "Checked in: we have your phone", es: "Recibido: tenemos su teléfono", desk: "checked in" },
  diagnosing: { en: "Diagnosing: finding what is wrong", es: "En diagnóstico", desk: "diagnosing" },
  "awaiting-approval": {
    en: "Waiting for your OK on the estimate",
    es: "Esperando su aprobación del presupuesto",
    desk: "awaiting approval",
  },
  "waiting-for-part": { en: "Waiting for a part", es: "Esperando una pieza", desk: "waiting for part" },
  repairing: { en: "Repairing", es: "En reparación", desk: "repairing" },
  ready: { en: "Ready for pickup", es: "Listo para recoger", desk: "ready" },
  collected: { en: "Collected: thank you", es: "Entregado: gracias", desk: "collected" },
  cancelled: { en: "Cancelled", es: "Cancelada", desk: "cancelled" },
  "no-show": { en: "Missed: we did not see you", es: "No se presentó", desk: "no-show" },
};

/** Whether `value` is a stored state name (an event's state may also be a mark such as 'moved'). */
export const isRepairState = (value: string): value is RepairState =>
  (REPAIR_STATES as readonly string[]).includes(value);

/** Who made a move: the owner at the desk, the visitor from their link, or the server itself. */
export const EVENT_ACTORS = ["owner", "visitor", "system"] as const;
export type EventActor = (typeof EVENT_ACTORS)[number];

/** One line of a booking's timeline, oldest first. `state` may be a mark that is not a state ('moved'). */
export interface StateEvent {
  state: string;
  at: number;
  by: EventActor;
  /** This move undid the one before it (the desk's Step back). */
  stepBack: boolean;
}

/**
 * Where the desk's Step back takes a booking now in `current`: the state it came from, when the last
 * move was the owner's own tap (a visitor's answer is not the owner's to undo), was not itself a step
 * back (one step only), and did not cancel it (a cancelled booking's place may already be taken).
 */
export function stepBackTarget(events: readonly StateEvent[], current: RepairState): RepairState | undefined {
  const moves = events.filter((e) => isRepairState(e.state));
  const last = moves.at(-1);
  const before = moves.at(-2);
  if (!last || !before || last.state !== current || current === "cancelled") return undefined;
  if (last.by !== "owner" || last.stepBack || !isRepairState(before.state) || before.state === current)
    return undefined;
  return before.state;
}

/** The timeline as the visitor reads it: a move undone by Step back, and the step back, left out. */
export function timeline<E extends StateEvent>(events: readonly E[]): E[] {
  const shown: E[] = [];
  for (const event of events) {
    if (event.stepBack) shown.pop();
    else shown.push(event);
  }
  return shown;
}
