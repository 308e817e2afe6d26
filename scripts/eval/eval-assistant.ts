// npm run eval:assistant — how well the assistant's classifier understands messages it was not trained
// on: a 5-fold cross-validation over the intents' own examples (fixed seed, each fold's examples held
// out of its training), and the held-out messages of tests/api/bot/heldout/ (never trained on), per
// intent and per language; then the classifiers tried, side by side; then training and reading times.
// The tables go into docs/assistant.md by hand.
import { performance } from "node:perf_hooks";
import {
  seeded,
  trainBayes,
  trainLogistic,
  type Classifier,
  type Example,
} from "../../api/bot/understand/classifier.ts";
import { INTENTS } from "../../api/bot/understand/intents/index.ts";
import { Engine } from "../../api/bot/answer/engine.ts";
import heldEn from "../../tests/api/bot/heldout/en.ts";
import heldEs from "../../tests/api/bot/heldout/es.ts";

type Language = "en" | "es";
interface Case extends Example {
  language: Language;
}

const GOAL = 0.95;
const FOLDS = 5;

const parse = (text: string, language: Language): Case[] =>
  text
    .split("\n")
    .filter((line) => line.includes("|"))
    .map((line) => {
      const [label, ...rest] = line.split("|");
      return { label: label!.trim(), text: rest.join("|").trim(), language };
    });

const examples: Case[] = INTENTS.flatMap((i) => [
  ...i.en.map((text) => ({ text, label: i.id, language: "en" as const })),
  ...i.es.map((text) => ({ text, label: i.id, language: "es" as const })),
]);
const heldout = [...parse(heldEn, "en"), ...parse(heldEs, "es")];
const unknown = heldout.filter((c) => !INTENTS.some((i) => i.id === c.label));
if (unknown.length > 0) throw new Error(`held-out intents not defined: ${unknown.map((c) => c.label).join(", ")}`);

/** Right and asked, per intent and language. */
class Score {
  readonly cells = new Map<string, { right: number; asked: number }>();
  readonly misses: string[] = [];
  add(c: Case, guess: string) {
    for (const key of [`${c.label}/${c.language}`, `*/${c.language}`]) {
      const cell = this.cells.get(key) ?? { right: 0, asked: 0 };
      cell.asked += 1;
      if (guess === c.label) cell.right += 1;
      this.cells.set(key, cell);
    }
    if (guess !== c.label) this.misses.push(`${c.language} ${c.label} -> ${guess}: ${c.text}`);
  }
  rate(key: string): number | undefined {
    const cell = this.cells.get(key);
    return cell && cell.asked > 0 ? cell.right / cell.asked : undefined;
  }
}

/** Each example in one of FOLDS folds, dealt per intent and language in a seeded order. */
function folds(cases: readonly Case[], seed = 38): number[] {
  const random = seeded(seed);
  const fold = Array.from({ length: cases.length }, () => 0);
  const groups = new Map<string, number[]>();
  cases.forEach((c, i) =>
    groups.set(`${c.label}/${c.language}`, [...(groups.get(`${c.label}/${c.language}`) ?? []), i]),
  );
  for (const members of groups.values()) {
    for (let i = members.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [members[i], members[j]] = [members[j]!, members[i]!];
    }
    members.forEach((index, n) => (fold[index] = n % FOLDS));
  }
  return fold;
}

function crossValidate(train: (e: readonly Example[]) => Classifier): Score {
  const score = new Score();
  const fold = folds(examples);
  for (let f = 0; f < FOLDS; f++) {
    const classifier = train(examples.filter((_, i) => fold[i] !== f));
    examples.forEach((c, i) => fold[i] === f && score.add(c, classifier.classify(c.text).best.label));
  }
  return score;
}

function heldOut(classifier: Classifier): Score {
  const score = new Score();
  for (const c of heldout) score.add(c, classifier.classify(c.text).best.label);
  return score;
}

const pct = (rate: number | undefined) => (rate === undefined ? "–" : `${(rate * 100).toFixed(1)}%`);
const row = (cells: string[]) => `| ${cells.join(" | ")} |`;

const CLASSIFIERS: [string, (e: readonly Example[]) => Classifier][] = [
  ["logistic regression, words + pairs + letters 3–4 (used)", (e) => trainLogistic(e)],
  ["logistic regression, 12 passes, little L2", (e) => trainLogistic(e, { epochs: 12, rate: 0.5, l2: 1e-5 })],
  ["naive Bayes, same features", (e) => trainBayes(e)],
];

const [, used] = CLASSIFIERS[0]!;
const cv = crossValidate(used);
let started = performance.now();
const classifier = used(examples);
const trainMs = performance.now() - started;
const held = heldOut(classifier);

console.log(`Intents: ${INTENTS.length}; examples: ${examples.length}; held-out messages: ${heldout.length}\n`);
console.log(row(["intent", "5-fold EN", "5-fold ES", "held-out EN", "held-out ES"]));
console.log(row(["---", "---", "---", "---", "---"]));
for (const id of [...INTENTS.map((i) => i.id), "*"])
  console.log(
    row([
      id === "*" ? "**all**" : id,
      ...(["en", "es"] as const).map((l) => pct(cv.rate(`${id}/${l}`))),
      ...(["en", "es"] as const).map((l) => pct(held.rate(`${id}/${l}`))),
    ]),
  );

const worst = INTENTS.map((i) => ({
  id: i.id,
  rate: Math.min(...(["en", "es"] as const).map((l) => held.rate(`${i.id}/${l}`) ?? 1)),
  cv: Math.min(...(["en", "es"] as const).map((l) => cv.rate(`${i.id}/${l}`) ?? 1)),
}))
  .sort((x, y) => x.rate - y.rate || x.cv - y.cv)
  .slice(0, 3);
console.log(
  `\nWorst intents (held-out, then 5-fold): ${worst.map((w) => `${w.id} (${pct(w.rate)}, ${pct(w.cv)})`).join(", ")}`,
);
for (const language of ["en", "es"] as const) {
  const rate = held.rate(`*/${language}`)!;
  console.log(`Held-out ${language}: ${pct(rate)} ${rate >= GOAL ? "meets" : "is under"} the goal of ${pct(GOAL)}`);
}
if (held.misses.length > 0) console.log(`\nHeld-out misses:\n  ${held.misses.join("\n  ")}`);

console.log(`\n${row(["classifier", "5-fold EN", "5-fold ES", "held-out EN", "held-out ES", "training"])}`);
console.log(row(["---", "---", "---", "---", "---", "---"]));
for (const [name, train] of CLASSIFIERS) {
  const s = crossValidate(train);
  started = performance.now();
  const c = train(examples);
  const ms = performance.now() - started;
  const h = heldOut(c);
  console.log(
    row([
      name,
      pct(s.rate("*/en")),
      pct(s.rate("*/es")),
      pct(h.rate("*/en")),
      pct(h.rate("*/es")),
      `${ms.toFixed(0)} ms`,
    ]),
  );
}

const times: number[] = [];
for (let round = 0; round < 5; round++)
  for (const c of heldout) {
    started = performance.now();
    classifier.classify(c.text);
    times.push(performance.now() - started);
  }
times.sort((x, y) => x - y);
console.log(
  `\nTraining at start-up: ${trainMs.toFixed(0)} ms; reading one message: median ${times[times.length >> 1]!.toFixed(3)} ms, p99 ${times[Math.floor(times.length * 0.99)]!.toFixed(3)} ms`,
);

// The whole engine: its start-up (the reader's indexes, the classifier's training, the passages' index)
// and one answer, on the held-out messages.
started = performance.now();
const engine = new Engine();
const startMs = performance.now() - started;
/**
 * What the whole engine answers (its first intent) for each intent of the held-out messages: the
 * reader's finer kinds count ("open-now" for the hours), a problem of the guide for a trouble.
 */
const ANSWERED_AS: Record<string, string[]> = {
  price: ["price", "model-info"],
  "repair-time": ["time"],
  "other-devices": ["ipad", "computer", "other-phone", "watch", "earbuds", "services"],
  hours: ["hours", "open-now"],
  "free-times": ["visit", "hours", "open-now", "appointment"],
  location: ["location", "directions"],
  parking: ["directions"],
  "walk-in": ["appointment"],
  "repair-state": ["repair-status"],
  "change-cancel": ["my-booking"],
  offer: ["discounts"],
  refusal: ["off-topic"],
};
const whole = new Score();
for (const c of heldout) {
  const answer = engine.answer({ message: c.text, history: [] });
  const right =
    c.label === "problem"
      ? answer.analysis.problems.length > 0
      : (ANSWERED_AS[c.label] ?? [c.label]).includes(answer.intent);
  whole.add(c, right ? c.label : answer.intent);
}
console.log(
  `The whole engine on the held-out messages (reader and classifier together): EN ${pct(whole.rate("*/en"))}, ES ${pct(whole.rate("*/es"))}`,
);
const answers: number[] = [];
for (const c of heldout) engine.answer({ message: c.text, history: [] }); // the first answers warm the engine up
for (let round = 0; round < 3; round++)
  for (const c of heldout) {
    started = performance.now();
    engine.answer({ message: c.text, history: [] });
    answers.push(performance.now() - started);
  }
answers.sort((x, y) => x - y);
console.log(
  `Engine start-up: ${startMs.toFixed(0)} ms; one answer: median ${answers[answers.length >> 1]!.toFixed(2)} ms, p99 ${answers[Math.floor(answers.length * 0.99)]!.toFixed(2)} ms`,
);
