// The messages eval-assistant.ts scores, and how: the intents' own examples, the held-out messages
// (written by the examples' author, never trained on) and the blind messages (written by someone who
// never saw the examples). The blind set's dev half may be read and its misses printed; its test half and
// the final blind set are only ever scored in totals and rates, so their messages are never seen and cannot
// be learned from.
import { hash, type Example } from "../../api/bot/understand/classifier.ts";
import type { LocalEngine, EngineAnswer } from "../../api/bot/answer/engine.ts";
import { INTENTS, type Intent } from "../../api/bot/understand/intents/index.ts";
import heldEn from "../../tests/api/bot/heldout/en.ts";
import heldEs from "../../tests/api/bot/heldout/es.ts";
import devEn from "../../tests/api/bot/blind/dev-en.ts";
import devEs from "../../tests/api/bot/blind/dev-es.ts";
import dev2En from "../../tests/api/bot/blind/dev2-en.ts";
import dev2Es from "../../tests/api/bot/blind/dev2-es.ts";
import testEn from "../../tests/api/bot/blind/test-en.ts";
import testEs from "../../tests/api/bot/blind/test-es.ts";
import finalEn from "../../tests/api/bot/blind-final/en.ts";
import finalEs from "../../tests/api/bot/blind-final/es.ts";
import type { Language } from "#shop/languages.ts";
export interface Case extends Example {
  language: Language;
}

/** One "intent | message" a line. */
export const parse = (text: string, language: Language): Case[] =>
  text
    .split("\n")
    .filter((line) => line.includes("|"))
    .map((line) => {
      const [label, ...rest] = line.split("|");
      return { label: label!.trim(), text: rest.join("|").trim(), language };
    });

/** Each example of these intents (or finer kinds), labelled with its id and language. */
export const casesOf = (intents: readonly Intent[]): Case[] =>
  intents.flatMap((i) => [
    ...i.en.map((text) => ({ text, label: i.id, language: "en" as const })),
    ...i.es.map((text) => ({ text, label: i.id, language: "es" as const })),
  ]);

export const examples: Case[] = casesOf(INTENTS);
export const heldout = [...parse(heldEn, "en"), ...parse(heldEs, "es")];
/** Both blind development sets (the second written after the fourth round): their misses are read. */
export const blindDev = [...parse(devEn, "en"), ...parse(dev2En, "en"), ...parse(devEs, "es"), ...parse(dev2Es, "es")];
/** Scored only: never printed, never read for its misses. */
export const blindTest = [...parse(testEn, "en"), ...parse(testEs, "es")];
/**
 * A second blind set, ten messages per intent and language, written from the shop's data alone after
 * the fourth round of work (never seen by whoever shaped the examples or the rules): scored only.
 */
export const blindFinal = [...parse(finalEn, "en"), ...parse(finalEs, "es")];

for (const set of [heldout, blindDev, blindTest, blindFinal]) {
  const unknown = set.filter((c) => !INTENTS.some((i) => i.id === c.label)).map((c) => c.label);
  if (unknown.length > 0) throw new Error(`intents not defined: ${[...new Set(unknown)].join(", ")}`);
}

export const FOLDS = 5;

/**
 * Each example in one of FOLDS folds, dealt per intent and language in the order of a hash of its text:
 * an example added or cut re-deals only its own intent and language, so a change of examples moves the
 * 5-fold by about what it changes. (Dealt in one seeded shuffle before, seven English lines added
 * re-dealt the Spanish folds and moved the Spanish 5-fold by a point.)
 */
export function folds(cases: readonly Case[], seed = 38): number[] {
  const fold = Array.from({ length: cases.length }, () => 0);
  const groups = new Map<string, number[]>();
  cases.forEach((c, i) =>
    groups.set(`${c.label}/${c.language}`, [...(groups.get(`${c.label}/${c.language}`) ?? []), i]),
  );
  const place = cases.map((c) => hash(`${seed}/${c.text}`));
  for (const members of groups.values())
    members.sort((x, y) => place[x]! - place[y]! || x - y).forEach((index, n) => (fold[index] = n % FOLDS));
  return fold;
}

/** The examples of one fold, as keys for `without`. */
export const foldOut = (cases: readonly Case[], fold: readonly number[], f: number): ReadonlySet<string> =>
  new Set(cases.filter((_, i) => fold[i] === f).map((c) => `${c.label}/${c.language}/${c.text}`));

/** An intent or kind without the examples of a fold. */
export const without =
  (out: ReadonlySet<string>) =>
  (i: Intent): Intent => ({
    ...i,
    en: i.en.filter((text) => !out.has(`${i.id}/en/${text}`)),
    es: i.es.filter((text) => !out.has(`${i.id}/es/${text}`)),
  });

/** Right and asked, per intent and language; the misses' messages only where `misses` is kept. */
export class Score {
  readonly cells = new Map<string, { right: number; asked: number }>();
  readonly misses: string[] = [];
  constructor(private readonly keepMisses = true) {}
  add(c: Case, guess: string) {
    for (const key of [`${c.label}/${c.language}`, `*/${c.language}`]) {
      const cell = this.cells.get(key) ?? { right: 0, asked: 0 };
      cell.asked += 1;
      if (guess === c.label) cell.right += 1;
      this.cells.set(key, cell);
    }
    if (guess !== c.label && this.keepMisses) this.misses.push(`${c.language} ${c.label} -> ${guess}: ${c.text}`);
  }
  rate(key: string): number | undefined {
    const cell = this.cells.get(key);
    return cell && cell.asked > 0 ? cell.right / cell.asked : undefined;
  }
}

/**
 * What the whole engine answers (its first intent) for each intent: the reader's finer kinds count
 * ("open-now" for the hours), a problem of the guide for a trouble.
 */
const ANSWERED_AS: Record<string, string[]> = {
  price: ["price", "model-info", "diagnosis", "apple"],
  "repair-time": ["time"],
  "other-devices": ["ipad", "computer", "other-phone", "watch", "earbuds", "game-console", "services"],
  hours: ["hours", "open-now"],
  "free-times": ["visit", "hours", "open-now", "appointment"],
  // The area's answer opens with the address: "We're at … and serve …".
  location: ["location", "directions", "service-area"],
  parking: ["directions"],
  "walk-in": ["appointment"],
  "repair-state": ["repair-status"],
  "change-cancel": ["my-booking"],
  offer: ["discounts"],
  refusal: ["off-topic"],
};

/**
 * A price or a time asked of a trouble described ("my screen is cracked, how much"): the engine answers
 * with the trouble's first steps, then its repair's price and time (engine.ts's problemAnswer), or, for a
 * trouble with no repair we price, that it needs a look when a price was asked.
 */
const quotedWithSteps = (label: string, answer: EngineAnswer) => {
  const problem = answer.analysis.problems.find((p) => p.id === answer.intent);
  return (
    (label === "price" || label === "repair-time") &&
    problem !== undefined &&
    (problem.service !== null || answer.analysis.questions.includes("price"))
  );
};

/** The engine's answer to a message alone, named as the intent it answers (or what it answered instead). */
export function engineGuess(engine: LocalEngine, c: Case): string {
  const answer = engine.answer({ message: c.text, history: [] });
  const a = answer.analysis;
  // A device's own answer is named by the device's trouble, or by the device when it names none.
  const device = a.device !== undefined && answer.intent === (a.problem?.id ?? a.device.id);
  const right =
    c.label === "problem"
      ? (a.problems.length > 0 && !device) || answer.intent === "what-happens"
      : c.label === "other-devices"
        ? device || (ANSWERED_AS[c.label] ?? []).includes(answer.intent)
        : (ANSWERED_AS[c.label] ?? [c.label]).includes(answer.intent) || quotedWithSteps(c.label, answer);
  return right ? c.label : answer.intent;
}

export const pct = (rate: number | undefined) => (rate === undefined ? "–" : `${(rate * 100).toFixed(1)}%`);
export const row = (cells: string[]) => `| ${cells.join(" | ")} |`;
