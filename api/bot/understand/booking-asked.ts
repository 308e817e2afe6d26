// Booking online asked in the words the reader reads as an appointment ("necesitan mi numero para la cita":
// what the booking form asks, not whether one is needed). understand/decide.ts uses it.
import type { Analysis } from "../read/read.ts";
import { LIKELY, support } from "./agreement.ts";
import type { Understood } from "./understand.ts";

/** How many times likelier than the walk-ins and the free times booking online must be. */
const OUTWEIGHS_WALK_INS = 2;

/**
 * The classifier likely (30%) of booking online where the reader read an appointment asked and nothing else
 * (the walk-ins' answer: whether one is needed), and twice as likely as the intents that answer that (the
 * walk-ins, the free times): engine 5-fold +0.2 / +0.2, blind-dev EN +0.3 (issue 38's ninth round).
 */
export const bookingAsked = (a: Analysis, u: Understood) =>
  u.intent.answer === "booking-how" &&
  u.confidence >= LIKELY &&
  a.problems.length === 0 &&
  !a.device &&
  a.questions.length === 1 &&
  a.questions[0] === "appointment" &&
  support(u, "appointment") * OUTWEIGHS_WALK_INS <= u.confidence;
