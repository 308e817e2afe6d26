// The owner's records asked in a customer's words ("list tomorrows appointments", "set the battery price
// to 50"): refused, never answered as a price or the bookings' rules. understand/decide.ts uses it.
import type { QuestionKind } from "../read/lexicon.ts";
import type { Analysis } from "../read/read.ts";
import { LEARNED, OUTWEIGHS_THE_PRICE, SURE_OF_PARTS, joined, support } from "./agreement.ts";
import type { Understood } from "./understand.ts";

/**
 * Likely enough, and likelier than each of the reader's questions, for the owner's records to be refused:
 * 35% since 2026-12-03 (45% before: "who is coming in today" at 41% got the hours; engine 5-fold +4 / +1,
 * nothing lost, every other set level).
 */
const OWNER = 0.35;

/**
 * The classifier reads the owner's records over each of the reader's questions, read in the message itself
 * (not a follow-up's, "what about the day before?", whose question is the turn before's). A finer kind read
 * by its own classifier (a business's fleet: "I manage a company with 15 employees...") stays, and a message
 * of joined parts needs 60% as parts do ("price list and current offer?" at 36%). A repair named with no
 * question ("set screen repairs at 99 dollars"), whose reading alone is its price: twice as likely as the price.
 */
export const ownerAsked = (
  a: Analysis,
  u: Understood,
  message: string,
  ownQuestions: () => readonly QuestionKind[],
): boolean =>
  u.intent.answer === "owner-only" &&
  u.confidence >= (joined(message) ? SURE_OF_PARTS : OWNER) &&
  a.problems.length === 0 &&
  !a.device &&
  (a.questions.length > 0
    ? a.questions.every((q) => LEARNED.has(q) && support(u, q) < u.confidence && ownQuestions().includes(q))
    : a.services.length > 0 && support(u, "price") * OUTWEIGHS_THE_PRICE <= u.confidence);
