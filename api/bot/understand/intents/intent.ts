// What an intent is: a thing the assistant can answer, the answer the engine gives for it, and the
// ways people ask for it, one phrasing a line, in English and in Spanish (typos, slang, no accents and
// Spanglish included: the classifier learns from these exactly as they are written).
import type { QuestionKind } from "../../read/lexicon.ts";

/**
 * Answers that are not a question kind of the reader: small talk, the engine's own answers (answer/own.ts),
 * and "problem", a trouble described, which the reader's guide answers.
 */
export type OwnAnswer =
  "problem" | "greeting" | "thanks" | "refusal" | "booking-how" | "repair-state" | "texts" | "owner-only";

export interface Intent {
  id: string;
  /** What the engine answers: one of the reader's question kinds (answer/engine.ts), or an answer of its own. */
  answer: QuestionKind | OwnAnswer;
  /** What the assistant says it understood when it asks which of two was meant ("the price of a repair"). */
  gist: { en: string; es: string };
  en: string[];
  es: string[];
}

/** The visitor's mood (understand/moods.ts): insults, or frustration. */
export type Mood = "rude" | "angry";

/** A mood's examples, one phrasing a line (intents/rude.ts, intents/angry.ts). */
export interface MoodExamples {
  id: Mood;
  en: string[];
  es: string[];
}

/** One phrasing a line; blank lines and surrounding spaces are left out. */
export const onePerLine = (text: string): string[] =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
