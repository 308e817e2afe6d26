// The questions of a message of several parts ("how much for the screen and do you take cards",
// "¿abren hoy? y cuánto cuesta la batería"), read by the classifier part by part: each part is asked of
// the intents as a message of its own, and a part the classifier is sure of is a question of the
// reader's kind its intent answers. The reader (read/) then needs no words of its own for what kind of
// question each part is: it reads the slots (models, repairs, days), and this reads the kinds.
import type { QuestionKind } from "../read/lexicon.ts";
import { agrees } from "./agreement.ts";
import type { Understanding } from "./understand.ts";

/** Where a message joins its parts: "and", "also", "plus", "y", "también", a comma, a question mark. */
const JOINS = /\s*(?:\b(?:and|also|plus|y|tambien|también)\b|[,;?¿!]|\.\s)\s*/i;

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
 * A part that tells rather than asks: the visitor's own story ("I'm coming from Perry", "i fly out
 * thursday morning", "vivo en perry"), whose town or day is a slot of the question beside it.
 */
const TELLS = /^(?:i|im|ive|id|ill|my|we|were|our|me|mi|mis|yo|soy|estoy|vivo|voy|vengo|tengo|salgo)\b/i;

/** A message's parts, each with where it starts (a share of the message, 0 to 1). */
export function partsOf(message: string): { text: string; share: number }[] {
  const parts: { text: string; share: number }[] = [];
  let at = 0;
  const rest = message.trim();
  const re = new RegExp(JOINS.source, "gi");
  let m: RegExpExecArray | null;
  while ((m = re.exec(rest))) {
    const text = rest.slice(at, m.index).trim();
    if (/[a-z0-9]/i.test(text)) parts.push({ text, share: at / rest.length });
    at = m.index + m[0].length;
    if (m[0].length === 0) re.lastIndex++;
  }
  const last = rest.slice(at).trim();
  if (/[a-z0-9]/i.test(last)) parts.push({ text: last, share: at / Math.max(1, rest.length) });
  return parts;
}

/**
 * The reader's questions (each with its token position, of `length` tokens) and those the classifier
 * reads in each part of a message of two parts or more: a part whose words the reader read as a question
 * its intent agrees with keeps the reader's (finer) kind; a part it read nothing of, or only kinds the
 * intent disagrees with, adds the intent's. A message of one part adds nothing (the classifier's intent
 * for the whole message is decide.ts's to weigh).
 */
export function withPartQuestions(
  understanding: Understanding,
  message: string,
  read: readonly { kind: QuestionKind; at: number }[],
  length: number,
): { kind: QuestionKind; at: number }[] {
  const parts = partsOf(message);
  if (parts.length < 2) return [...read];
  const questions = [...read];
  parts.forEach((part, i) => {
    const u = understanding.read(part.text);
    const answer = AS_A_QUESTION[u.intent.answer] ?? u.intent.answer;
    if (u.confidence < SURE_OF_A_PART || NOT_A_QUESTION.has(answer)) return;
    if (TELLS.test(part.text.replace(/[^\p{L}\p{N}\s]/gu, "").trim())) return;
    const from = Math.floor(part.share * length);
    const to = i + 1 < parts.length ? Math.floor(parts[i + 1]!.share * length) : length;
    const here = read.filter((q) => q.at >= from && q.at < to);
    if (here.some((q) => agrees(u.intent.id, answer, q.kind))) return;
    if (questions.some((q) => q.kind === answer)) return;
    questions.push({ kind: answer as QuestionKind, at: from });
  });
  return questions;
}
