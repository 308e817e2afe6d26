// A booking asked of a repair or a model ("I want to book a screen repair for my 13"), or over two turns
// ("can I book a time?", then "its a 14 pro"): the reader's quote answers it (the repair's price and
// time), and the engine adds the booking page opened on that repair and model (answer/engine.ts).
import type { QuestionKind } from "../read/lexicon.ts";
import type { EngineInput } from "../read/read.ts";
import { GUESS, SURE } from "./agreement.ts";
import type { Understanding, Understood } from "./understand.ts";

/** What a message naming a repair and a model reads as, alone ("15 pro max battery" is its price). */
const OF_A_QUOTE = new Set<string>(["problem", "price", "time"]);

/**
 * How likely booking must be, second to a quote, to be asked too: 14–22% for a booking of a repair and a
 * model in the visitors' words tried; no message of the held-out and blind-dev sets that is not a booking
 * has it second above 16%, and none of those has a quote first.
 */
const BOOKING_BESIDE_A_QUOTE = 0.12;

/**
 * Whether the visitor asks to book: the classifier's likely booking (30%, as a guess beside the repair and
 * model the reader found, or 12% second to their quote), or a sure one (50%) the message before, when
 * this message asks nothing but a quote of what is to be booked (its repair and model, a trouble
 * described, their price or time).
 */
export function bookingAsked(
  understanding: Understanding,
  understood: Understood,
  input: EngineInput,
  ownQuestions: () => readonly QuestionKind[],
): boolean {
  if (understood.intent.answer === "booking-how") return understood.confidence >= GUESS;
  // "I want to book a screen repair for my 14": the repair and the model make it the price's, booking
  // the runner-up.
  if (
    OF_A_QUOTE.has(understood.intent.answer) &&
    understood.runnerUp.answer === "booking-how" &&
    understood.runnerUpConfidence >= BOOKING_BESIDE_A_QUOTE
  )
    return true;
  if (understood.confidence >= SURE && !OF_A_QUOTE.has(understood.intent.answer)) return false;
  const last = input.history?.findLast((turn) => turn.role === "user")?.content;
  if (!last) return false;
  const before = understanding.read(last);
  return (
    before.intent.answer === "booking-how" &&
    before.confidence >= SURE &&
    ownQuestions().every((q) => OF_A_QUOTE.has(q))
  );
}
