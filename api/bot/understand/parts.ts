// The questions of a message of several parts ("how much for the screen and do you take cards",
// "¿abren hoy? y cuánto cuesta la batería"), read by the classifier part by part: each part is asked of
// the intents as a message of its own, and a part the classifier is sure of is a question of the
// reader's kind its intent answers. The reader (read/) then needs no words of its own for what kind of
// question each part is: it reads the slots (models, repairs, days), and this reads the kinds.
import type { QuestionKind } from "../read/lexicon.ts";
import { agrees, SURE } from "./agreement.ts";
import { partsOf, tells } from "./split.ts";
import type { Understanding } from "./understand.ts";

/** The intents' answers that are no question of the reader's: small talk, troubles and the intents' own answers. */
const NOT_A_QUESTION = new Set(["greeting", "thanks", "refusal", "problem", "booking-how", "texts", "owner-only"]);
/** The intents' own answers that are a question of the reader's when asked in a part. */
const AS_A_QUESTION: Readonly<Record<string, QuestionKind>> = { "repair-state": "repair-status" };

/**
 * How sure of a part, alone, for it to be a question of the message (96% right above 60% on the 5-fold;
 * 70%, so that a part that tells rather than asks, "I'm coming from Perry" at 68%, is not a question)...
 */
const SURE_OF_A_PART = 0.7;
/**
 * The reader's questions (each with its token position, of `length` tokens) and those the classifier
 * reads in each part of a message of two parts or more: a part whose words the reader read as a question
 * its intent agrees with keeps the reader's (finer) kind; a part it read nothing of, or only kinds the
 * intent disagrees with, adds the intent's. A message of one part is one part: its intent, as sure, is its
 * question when the reader read none ("prices for iphone 15 pro max", "directions to the shop please");
 * where the reader read one, the classifier's intent for the whole message is decide.ts's to weigh.
 */
export function withPartQuestions(
  understanding: Understanding,
  message: string,
  read: readonly { kind: QuestionKind; at: number }[],
  length: number,
): { kind: QuestionKind; at: number; intent?: string }[] {
  const parts = partsOf(message);
  const whole = parts.length < 2;
  if (whole && read.length > 0) return [...read];
  const questions: { kind: QuestionKind; at: number; intent?: string }[] = [...read];
  parts.forEach((part, i) => {
    const u = understanding.read(whole ? message : part.text);
    const answer = AS_A_QUESTION[u.intent.answer] ?? u.intent.answer;
    if (u.confidence < SURE_OF_A_PART || NOT_A_QUESTION.has(answer)) return;
    // ...and tells the visitor's story, in a message of parts (a message of one part asks: "i need a quote").
    if (!whole && tells(part.text)) return;
    // Where the part starts among the message's tokens, unrounded: "hours? directions?" is two tokens, and
    // its second part, 39% in, comes after the first.
    const from = part.share * length;
    const to = i + 1 < parts.length ? parts[i + 1]!.share * length : length;
    const here = read.filter((q) => q.at >= from && q.at < to);
    if (here.some((q) => agrees(u.intent.id, answer, q.kind))) return;
    if (questions.some((q) => q.kind === answer)) return;
    questions.push({ kind: answer as QuestionKind, at: from, intent: u.intent.id });
  });
  return questions;
}

/**
 * The question a message asks when the classifier is sure (50%) of one, not a trouble, small talk or a
 * refusal: a repair's name beside it is then a repair named ("is water damage covered by the warranty?"),
 * not a symptom described.
 */
export function questionAsked(understanding: Understanding, message: string): string | undefined {
  const u = understanding.read(message);
  return u.confidence >= SURE && !NOT_A_QUESTION.has(u.intent.answer) ? u.intent.answer : undefined;
}
