// Two linear classifiers over the features of features.ts, trained from labelled examples:
// multinomial logistic regression (the one the assistant uses) and multinomial naive Bayes (kept for
// the comparison in docs/assistant.md, run by scripts/eval/eval-assistant.ts). Both are deterministic:
// the same examples in the same order give the same weights, on any machine.
import { perAnswer } from "../read/per-answer.ts";
import { features } from "./features.ts";
import { VOCABULARY } from "./vocabulary.ts";

export interface Example {
  text: string;
  label: string;
}

export interface Guess {
  label: string;
  /** The probability the model gives this label, 0 to 1. */
  confidence: number;
}

export interface Reading {
  best: Guess;
  runnerUp: Guess;
  /** Every label's probability. */
  all: ReadonlyMap<string, number>;
}

export interface Classifier {
  classify(text: string): Reading;
}

/** FNV-1a, 32 bits: an example's place in a pass (and in the eval's folds), the same on any machine. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The features of an example, kept: the intents' examples are read by four classifiers at start-up (the
 * intents', the language's, the finer kinds' and the moods', as "none"), and by each fold of the eval.
 * Only examples come here, never a visitor's message, so what is kept is bounded by the examples.
 */
const learned = [new Map<string, string[]>(), new Map<string, string[]>()];

/**
 * Training done: the examples' features are let go. Kept, they were most of the server's heap (16 of
 * 27 MB), which every full garbage collection marks again while the chat answers.
 */
export function forgetLearnedFeatures(): void {
  for (const kept of learned) kept.clear();
}

function learnedFeatures(text: string, stems: boolean): string[] {
  const kept = learned[stems ? 1 : 0]!;
  let out = kept.get(text);
  if (!out) kept.set(text, (out = features(text, stems)));
  return out;
}

/**
 * A classifier's own features, numbered as it meets them in its examples, and then read from the one
 * vocabulary (vocabulary.ts) with which every classifier reads a message.
 */
class Features {
  private readonly ids = new Map<string, number>();
  /** The shared vocabulary's number of each feature, to this classifier's (UNKNOWN when it has none). */
  private own = new Int32Array(0);

  constructor(private readonly stems: boolean) {}

  /** An example's features, numbered (new ones numbered next). */
  learn(text: string): number[] {
    const out: number[] = [];
    for (const f of new Set(learnedFeatures(text, this.stems))) {
      let id = this.ids.get(f);
      if (id === undefined) this.ids.set(f, (id = this.ids.size));
      out.push(id);
    }
    return out;
  }

  /** Training done: each feature also has its number in the shared vocabulary. */
  freeze(): void {
    const shared = [...this.ids].map(([f, id]) => [VOCABULARY.learn(f), id] as const);
    this.own = new Int32Array(VOCABULARY.size).fill(UNKNOWN);
    for (const [at, id] of shared) this.own[at] = id;
  }

  /**
   * A text's known features, each once, in the order it learned them from. Without stems, the shared
   * vocabulary's stems are simply unknown to it: the same features as features(text, false).
   */
  vector(text: string): number[] {
    const out: number[] = [];
    for (const at of VOCABULARY.idsOf(text)) {
      const id = at < this.own.length ? this.own[at]! : UNKNOWN;
      if (id !== UNKNOWN) out.push(id);
    }
    return out;
  }

  get size(): number {
    return this.ids.size;
  }
}

const UNKNOWN = -1;
/** Room for an example's index beside its 32-bit hash in one double. */
const INDEX_SPAN = 2 ** 21;

/** The best two labels (the first in label order on a tie), and every label's probability when asked. */
const reading = (labels: readonly string[], scores: Float64Array): Reading => {
  let first = 0;
  for (let i = 1; i < scores.length; i++) if (scores[i]! > scores[first]!) first = i;
  let second = first === 0 && scores.length > 1 ? 1 : 0;
  for (let i = 0; i < scores.length; i++) if (i !== first && scores[i]! > scores[second]!) second = i;
  // Most readings are asked only for their best two: the map of all is made the first time it is read.
  let all: Map<string, number> | undefined;
  return {
    best: { label: labels[first]!, confidence: scores[first]! },
    runnerUp: { label: labels[second]!, confidence: scores[second]! },
    get all() {
      return (all ??= new Map(labels.map((l, i) => [l, scores[i]!])));
    },
  };
};

function softmax(scores: Float64Array): Float64Array {
  let max = -Infinity;
  for (const s of scores) max = Math.max(max, s);
  let sum = 0;
  for (let i = 0; i < scores.length; i++) sum += scores[i] = Math.exp(scores[i]! - max);
  for (let i = 0; i < scores.length; i++) scores[i]! /= sum;
  return scores;
}

/**
 * Multinomial logistic regression, trained by stochastic gradient descent with AdaGrad steps and a
 * little L2, for a fixed number of passes over the examples in a hashed order. Each feature's value is
 * 1/sqrt(n) of the n features of its message, so a long message does not outvote a short one.
 */
export function trainLogistic(
  examples: readonly Example[],
  options: {
    epochs?: number;
    rate?: number;
    l2?: number;
    seed?: number;
    /** Whether it learns the words' stems (the language classifier does not: they hide the language). */
    stems?: boolean;
    temperature?: number;
  } = {},
): Classifier {
  const { epochs = 6, rate = 0.3, l2 = 1e-3, seed = 38, stems = true, temperature = 1 } = options;
  const labels = [...new Set(examples.map((e) => e.label))].sort();
  const index = new Map(labels.map((l, i) => [l, i]));
  const known = new Features(stems);
  const rows = examples.map((e) => ({ x: known.learn(e.text), y: index.get(e.label)! }));
  known.freeze();
  const k = labels.length;
  const weights = new Float64Array(known.size * k);
  const squares = new Float64Array(known.size * k).fill(1e-8);
  const bias = new Float64Array(k);
  // Each pass visits the examples in the order of a hash of their own texts (and the pass and seed): an
  // example added or cut moves no other's place, so a change of examples changes the model by about what
  // it teaches. (A seeded shuffle reordered every pass for one line added: four lines turned six tests.)
  // Each place is the hash and the example's index packed in one number (32 + 21 bits, exact in a double),
  // so a plain numeric sort orders by hash, then index.
  if (rows.length >= INDEX_SPAN) throw new Error(`at most ${INDEX_SPAN - 1} examples`);
  const places = new Float64Array(rows.length);
  const order: number[] = [];
  const scores = new Float64Array(k);
  const score = (x: readonly number[], out: Float64Array) => {
    const value = 1 / Math.sqrt(Math.max(1, x.length));
    for (let c = 0; c < k; c++) out[c] = bias[c]!;
    for (const f of x) for (let c = 0; c < k; c++) out[c]! += weights[f * k + c]! * value;
    return softmax(out);
  };
  for (let epoch = 0; epoch < epochs; epoch++) {
    examples.forEach((e, i) => (places[i] = hash(`${seed}:${epoch}:${e.label}:${e.text}`) * INDEX_SPAN + i));
    places.sort();
    order.length = 0;
    for (const place of places) order.push(place % INDEX_SPAN);
    for (const r of order) {
      const { x, y } = rows[r]!;
      score(x, scores);
      const value = 1 / Math.sqrt(Math.max(1, x.length));
      for (let c = 0; c < k; c++) {
        const error = scores[c]! - (c === y ? 1 : 0);
        // A class the example already scores right moves its weights by nothing that matters: skipped.
        if (Math.abs(error) < 1e-3) continue;
        bias[c]! -= rate * 0.1 * error;
        for (const f of x) {
          const at = f * k + c;
          const gradient = error * value + l2 * weights[at]!;
          squares[at]! += gradient * gradient;
          weights[at]! -= (rate * gradient) / Math.sqrt(squares[at]!);
        }
      }
    }
  }
  // One answer asks a classifier about the same text more than once (the message, then as its one part).
  return {
    classify: perAnswer((text) => {
      const out = score(known.vector(text), new Float64Array(k));
      if (temperature === 1) return reading(labels, out);
      // Softened or sharpened: the same order, each probability raised to 1/T and normalised again.
      for (let c = 0; c < k; c++) out[c] = Math.log(Math.max(out[c]!, 1e-300)) / temperature;
      return reading(labels, softmax(out));
    }),
  };
}

/** Multinomial naive Bayes with add-alpha smoothing; its posteriors are normalised to sum to 1. */
export function trainBayes(examples: readonly Example[], alpha = 0.1): Classifier {
  const labels = [...new Set(examples.map((e) => e.label))].sort();
  const index = new Map(labels.map((l, i) => [l, i]));
  const known = new Features(true);
  const rows = examples.map((e) => ({ x: known.learn(e.text), y: index.get(e.label)! }));
  known.freeze();
  const k = labels.length;
  const counts = new Float64Array(known.size * k);
  const totals = new Float64Array(k);
  const priors = new Float64Array(k);
  for (const { x, y } of rows) {
    priors[y]! += 1;
    for (const f of x) {
      counts[f * k + y]! += 1;
      totals[y]! += 1;
    }
  }
  return {
    classify(text) {
      const scores = new Float64Array(k);
      const x = known.vector(text);
      for (let c = 0; c < k; c++) {
        let s = Math.log(priors[c]! / rows.length);
        const denominator = Math.log(totals[c]! + alpha * known.size);
        for (const f of x) s += Math.log(counts[f * k + c]! + alpha) - denominator;
        scores[c] = s;
      }
      return reading(labels, softmax(scores));
    },
  };
}
