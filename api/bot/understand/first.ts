// The classifier's intent answered first, and what the reader found kept after it: a message of several
// parts ("im 5 min away with my cracked 14, can i just swing by") is answered in both, the intent leading,
// not one instead of the other (understand/decide.ts uses these).
import { QUESTION_KINDS, type QuestionKind } from "../read/lexicon.ts";
import type { Analysis } from "../read/read.ts";
import { LEARNED, SURE, aboutATrouble, agrees, joined } from "./agreement.ts";
import type { Understood } from "./understand.ts";

/** Before every part the reader placed (a warning's -1 still before it: a wet phone is told what to do first). */
const FIRST = -0.5;

/** The reading with `questions` asked first, in that order, before the reader's other parts. */
export function leading(a: Analysis, questions: readonly QuestionKind[]): Analysis {
  const order = new Map(a.order);
  questions.forEach((q, n) => order.set(q, FIRST + n / 100));
  const rest = a.questions.filter((q) => !questions.includes(q));
  return { ...a, questions: [...questions, ...rest], order, offTopic: false };
}

const KINDS: ReadonlySet<string> = new Set(QUESTION_KINDS);

/** A message this short that names a trouble says that trouble ("faceid unavailable on 15 pro"), nothing else. */
const FEW_WORDS = 7;

/**
 * Sure (50%) of a question asked beside a trouble the reader found ("im 5 min away with my cracked 14, can
 * i just swing by", "mi cel no prende pero necesito las fotos, se pueden sacar"): the question first (the
 * reader's own kind of it when read, "open-now" for the hours), then the trouble's steps and its price, then
 * the reader's other questions. Where the reader read no question of the intent's kind, only in a message of
 * parts or of more than a few words: "faceid unavailable on 15 pro" is the trouble alone, whatever
 * "unavailable" is to the classifier. Never beside a warning (a wet or swollen phone is told what to do
 * first), an upset visitor or a device; a question no intent learned keeps the reading the reader's.
 */
export function thenTheTrouble(a: Analysis, u: Understood, message: string): Analysis | undefined {
  const answer = u.intent.answer;
  if (u.confidence < SURE || !aboutATrouble(answer) || !KINDS.has(answer)) return undefined;
  if (a.problems.length === 0 || a.device || a.mood || a.problems.some((p) => p.warning)) return undefined;
  if (!a.questions.every((q) => LEARNED.has(q))) return undefined;
  const read = a.questions.filter((q) => agrees(u.intent.id, answer, q));
  if (read.length === 0 && !joined(message) && a.tokens.length < FEW_WORDS) return undefined;
  return leading(a, read.length > 0 ? read : [answer as QuestionKind]);
}
