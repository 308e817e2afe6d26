// The conversation's language carried over a message of no clear language of its own: after a Spanish
// message, "ok y el 14 pro?" or "14 pro?" is answered in Spanish; "and is there parking?" in English.
import { isSpanish } from "../read/lexicon-es.ts";
import type { Analysis, EngineInput } from "../read/read.ts";
import { normalize, tokenize, toTokens } from "../read/text.ts";
import type { Understanding, Understood } from "./understand.ts";

/**
 * How sure the language classifier must be that a message is Spanish when the reader's cue words missed it:
 * 85% (was 90%, "manejan estuches para iphone" is 88.5%); no English line of the examples, held-out or
 * blind-dev is between 85% and 90%.
 */
export const SURELY_SPANISH = 0.85;

/** How Spanish-like a message must read to keep the Spanish of the conversation: not clearly English. */
const CARRIED_SPANISH = 0.2;
/** Words of no language: a model's ("14 pro max?", "xr"), numbers and an "ok". */
const NO_LANGUAGE = new Set(["iphone", "pro", "max", "plus", "mini", "se", "xr", "xs", "x", "ok", "okay", "mm", "hmm"]);
const ofNoLanguage = (message: string) =>
  toTokens(message).every((token) => /^\d+$/.test(token) || NO_LANGUAGE.has(token));

/** Whether the visitor's last message before this one was Spanish. */
function spokeSpanish(input: EngineInput, understanding: Understanding): boolean {
  const last = input.history?.findLast((turn) => turn.role === "user")?.content;
  if (!last) return false;
  const normalized = normalize(last.slice(0, 1000));
  return isSpanish(tokenize(normalized), normalized) || understanding.read(last).spanish >= 0.9;
}

/** Whether a message read as English is to be answered in the conversation's Spanish. */
export function keepsSpanish(a: Analysis, u: Understood, input: EngineInput, understanding: Understanding): boolean {
  return (
    a.language === "en" &&
    (u.spanish >= CARRIED_SPANISH || ofNoLanguage(input.message)) &&
    spokeSpanish(input, understanding)
  );
}
