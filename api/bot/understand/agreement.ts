// How far the classifier's intent is trusted over the reader's words (understand/decide.ts uses these):
// the thresholds, calibrated on the 5-fold predictions (out of sample: right 82% of the time between 50%
// and 60% confidence, 96% above 60%, 99% above 80%), and which of the reader's questions each intent
// agrees with, so that a reading holding one of them is kept (the reader's kinds are finer).
import { models } from "#shop/owner-data.ts";
import { SERVICE_KEYWORDS, type QuestionKind } from "../read/lexicon.ts";
import { spanishWords } from "../say/frames/es.ts";
import { terms } from "../find/stem.ts";
import type { Analysis } from "../read/read.ts";
import { INTENTS } from "./intents/index.ts";
import type { Understood } from "./understand.ts";

/**
 * Sure enough to lead: the classifier's intent answers over the reader's question words, which then only
 * fill its slots. Calibrated on the 5-fold predictions (out of sample): right 82% of the time between
 * 50% and 60%, 96% above 60%, where the reader's one matched word, when it disagrees, is right far less.
 */
export const SURE = 0.5;
/**
 * A message of parts ("I'm coming from Perry, is the screen expensive?") keeps the reader's parts unless
 * the classifier is surer (96% right above 60%): a place or a day said beside a question is a slot.
 */
export const SURE_OF_PARTS = 0.6;
export const leads = (u: Understood, message: string) => u.confidence >= (joined(message) ? SURE_OF_PARTS : SURE);
/**
 * Likely enough to answer over the reader's one question when that question is far less likely: 30% since
 * issue 38's ninth round (35% before; right 69% of the time between 30% and 40% on the 5-fold): "ya arregle el
 * cel en otro lado, quiten mi cita" (32.9%) is a cancellation, not the walk-ins of "cita".
 */
export const LIKELY = 0.3;
/**
 * Likely enough to answer when the reader read nothing, no passage answers and no two intents are close:
 * right about half the time between 30% and 40% (5-fold), where the honest "outside what I can help
 * with" is right only for the few messages that are. 35% before issue 38's fifth round: at 30% the whole
 * engine's 5-fold rose by 0.4 (EN) and 1.4 (ES) points with held-out and blind-dev level; at 25% or 20%
 * it guesses more on messages nobody can answer (37% right between 20% and 25%).
 */
export const GUESS = 0.3;
/**
 * With nothing read at all, no passage and no two intents close: the classifier's guess from 20% (issue 38's
 * ninth round; 30% before). On the 5-fold, between 20% and 30% with nothing read, the guess was right for 53
 * messages the honest "outside what I can help with" missed and wrong for 12 it declined rightly (all of them
 * off-topic): engine 5-fold 83.1 / 79.3 to 84.5 / 81.1, blind-dev ES 95.3 to 95.6, blind-final 93.6 / 91.8 to
 * 94.1 / 92.3. Under 20% the classifier is right 17% of the time: the decline and the phone.
 */
export const GUESS_ALONE = 0.2;
/** Two intents this likely each, and neither sure: the assistant asks which was meant. */
export const CLOSE = 0.25;
/** ...and no further apart than this. */
export const GAP = 0.15;

/** Questions a "how do I book" message is read as by the reader's words ("book", "appointment", a day). */
export const BOOKING_READS = new Set<QuestionKind>([
  "appointment",
  "visit",
  "hours",
  "open-now",
  "contact",
  "data-safety",
  "location",
]);
export const SMALL_TALK = new Set(["greeting", "thanks", "refusal"]);
/** The reader's questions another business's hours or places are read as ("what time does walmart close"). */
export const ELSEWHERE = new Set<QuestionKind>([
  "hours",
  "open-now",
  "visit",
  "location",
  "directions",
  "service-area",
  "unknown",
]);

/**
 * The words of a repair or a model (in either language): left out of a passage search for a message the
 * reader read as a repair or a model alone ("cases for my iphone 13"), so that what else it asks is searched.
 */
export const SLOT_TERMS: ReadonlySet<string> = new Set(
  terms(
    [
      ...Object.values(SERVICE_KEYWORDS).flat(),
      ...Object.values(spanishWords.services).flatMap((s) => [s.name, s.short]),
      ...models.map((m) => m.name),
      "iphone pro max plus mini",
    ].join(" "),
  ),
);

/** Sure enough to keep, of the several questions the reader read, only the one the classifier reads. */
export const ALL_BUT_CERTAIN = 0.85;

/** A message of parts joined ("price for a screen and can i get it back by 5", "¿abren hoy? y cuánto…"): each part is the reader's. */
export const joined = (message: string) =>
  /\b(and|also|plus|y|tambien|también)\b|[,;?¿].*\S/i.test(message.trim().replace(/[?!.]+$/, ""));

/** A reading of one question and nothing else: no trouble, repair, device or model of the message's own. */
export const oneQuestionOnly = (a: Analysis) =>
  a.questions.length === 1 &&
  a.problems.length === 0 &&
  a.services.length === 0 &&
  !a.device &&
  a.modelSource !== "message";

/**
 * The reader's questions each intent answers, in its own words or finer ones (the reader's "open-now" is
 * the hours, its "diagnosis" a price): a reading that holds one of them agrees with the classifier.
 */
const AGREES: Partial<Record<string, readonly QuestionKind[]>> = {
  price: ["price", "model-info" as QuestionKind, "diagnosis", "models", "services"],
  // "How long?" after the warranty is the warranty's length (read/conversation.ts).
  "repair-time": ["time", "warranty"],
  hours: ["hours", "open-now", "visit", "busy"],
  "free-times": ["visit", "hours", "open-now", "appointment", "booking-ahead", "busy"],
  // The towns served are said with the address ("We're at … and serve …").
  location: ["location", "directions", "service-area"],
  "walk-in": ["appointment", "visit", "busy"],
  "repair-state": ["repair-status", "my-booking", "time"],
  "change-cancel": ["my-booking"],
  parking: ["directions"],
  warranty: ["warranty", "no-fix", "parts"],
  // A price read beside them is the fee or the sum asked about, answered by the payment or the offer.
  payment: ["payment"],
  offer: ["discounts"],
  "service-area": ["service-area", "directions"],
  "other-devices": ["services", "models"],
  "data-safety": ["data-safety"],
};
export const agrees = (id: string, answer: string, q: QuestionKind) => answer === q || (AGREES[id] ?? []).includes(q);

/** How likely, to the classifier, the intents that a reader's question is. */
export const support = (u: Understood, q: QuestionKind) =>
  INTENTS.filter((i) => agrees(i.id, i.answer, q)).reduce((sum, i) => sum + (u.all.get(i.id) ?? 0), 0);
/** How many times likelier than the reader's question the classifier's intent must be to answer over it. */
export const OUTWEIGHS = 4;
/**
 * ...and than the price, to answer for a repair named with no question (whose reading alone is the repair's
 * quote): twice (engine 5-fold 82.0 / 78.2 to 82.5 / 78.9 against 82.5 / 78.8 at four times, blind-dev EN
 * 96.0 to 97.1 against 96.9).
 */
export const OUTWEIGHS_THE_PRICE = 2;

/**
 * Intents the classifier may answer for a repair or a model named with no question the reader knows
 * ("got anything today for a battery", "ya terminaron con mi pantalla?", "do you repair nintendo switch
 * screens": a device the reader does not know): not a price or a trouble, which the reader's own reading of
 * the repair answers.
 */
export const ABOUT_A_NAMED_REPAIR = new Set([
  "other-devices",
  "free-times",
  "repair-time",
  "walk-in",
  "repair-state",
  "booking-how",
  "warranty",
  "data-safety",
  "change-cancel",
  "payment",
  "offer",
  "parking",
  "location",
  "service-area",
]);

/**
 * Sure enough to overrule what the reader found rather than matched (a trouble of the guide, a thing it
 * knows the data lacks): 99% right above 80%.
 */
export const SURE_OVER_A_FINDING = 0.8;
/**
 * An intent asked about a trouble rather than the trouble itself (its warranty, its repair's state, where
 * to park, a tablet's: "the battery you put in dies fast, is that covered"): any but the trouble, its price
 * or its time (which the trouble's answer quotes), and small talk.
 */
export const aboutATrouble = (answer: string) => answer !== "problem" && !QUOTED.has(answer) && !SMALL_TALK.has(answer);

/** No trouble, repair, device or model named: at most the reader's questions. */
export const noSlots = (a: Analysis) =>
  a.problems.length === 0 && a.services.length === 0 && !a.device && a.modelSource !== "message";

/** What the reader's quote of a repair answers: its price and its time. */
export const QUOTED: ReadonlySet<string> = new Set<QuestionKind>(["price", "time"]);

/**
 * The reader's questions some intent answers, in its own words or in the reader's words for a repair's
 * state, and the hours asked of now (read.ts: the hours intent's, its time a slot); the finer kinds (how
 * far ahead to book, how busy, the parts, the reviews, "no fix, no fee": learned apart, kinds.ts) and what
 * the data lacks are not the intents', and their reading is kept.
 */
export const LEARNED: ReadonlySet<string> = new Set([...INTENTS.map((i) => i.answer), "repair-status", "open-now"]);

/**
 * A question no intent learned, overruled when the classifier is all but certain (85%) of another intent
 * ("desde cuando empieza a contar la garantia" is the warranty, not the shop's years), unless it is a finer
 * kind of that intent's question: Apple's price against ours is a question of the price.
 */
const FINER: Partial<Record<string, string>> = { apple: "price" };
export const overruled = (q: QuestionKind, u: Understood) =>
  u.confidence >= ALL_BUT_CERTAIN && FINER[q] !== u.intent.answer;

/** Nothing the reader can answer: no question, problem, repair, device or model named. */
export const readNothing = (a: Analysis) =>
  a.questions.length === 0 &&
  a.problems.length === 0 &&
  a.services.length === 0 &&
  !a.device &&
  a.modelSource !== "message";

/** Intents asked of the repair in the hours' words ("ready before you close", "by 5"): its time, its state. */
export const OF_THE_REPAIR: ReadonlySet<string> = new Set(["time", "repair-state"]);
export const isHours = (q: QuestionKind) => q === "hours" || q === "open-now";
/** The hours asked in the hours' own words ("how long till u close", "open late?", "at 8am"): never another intent's. */
export const hoursOwnWords = (a: Analysis) =>
  a.when !== undefined &&
  (a.when.untilClose || a.when.late || a.when.early || a.when.holidays) &&
  a.questions.some(isHours);
