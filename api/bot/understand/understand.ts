// Understanding, the first stage of the assistant: which of the intents (intents/) a message means,
// with the classifier's confidence and its runner-up, learned at start-up from the intents' examples.
// Slots (models, repairs, days, amounts) are still read by read/; this says what is asked.
import { forgetLearnedFeatures, trainLogistic, type Classifier, type Example } from "./classifier.ts";
import { INTENTS, KINDS, type Intent } from "./intents/index.ts";
import { Kinds } from "./kinds.ts";
import { Moods } from "./moods.ts";
import { Troubles, type Trouble } from "./troubles.ts";

/**
 * How much the classifier's probabilities are sharpened (each raised to 1/T and normalised; the order of
 * the intents never changes). Trained with the L2 and the few passes that generalise best, the model is
 * shy: its 30–40% guesses are right 60% of the time on the 5-fold predictions (expected calibration
 * error 16 points). T = 0.6 gives the least 5-fold log-loss (0.628 against 0.773) and a calibration
 * error of 2 points, and lifts the whole engine (blind-dev 93.1 / 91.0 to 95.4 / 93.1), but the
 * decision's thresholds (`agreement.ts`) were set on the shy scale: at 0.6, 26 tests of honesty and
 * finding go red ("venden fundas?" read as a sure trouble), at 0.8 four. Left at 1 until those
 * thresholds are set again on the calibrated scale (docs/assistant.md).
 */
export const TEMPERATURE = 1;

export interface Understood {
  intent: Intent;
  confidence: number;
  runnerUp: Intent;
  runnerUpConfidence: number;
  /** How likely the message is Spanish, 0 to 1, learned from the same examples' languages. */
  spanish: number;
  /** Every intent's probability, by id. */
  all: ReadonlyMap<string, number>;
  /** Which trouble of the guide it describes, when the intent is a trouble. */
  trouble?: Trouble;
}

/** Every example of every intent, both languages, labelled with its intent's id. */
export const examplesOf = (intents: readonly Intent[]): Example[] =>
  intents.flatMap((i) => [...i.en, ...i.es].map((text) => ({ text, label: i.id })));

export class Understanding {
  private readonly classifier: Classifier;
  private readonly language: Classifier;
  private readonly byId: Map<string, Intent>;
  private readonly troubles = new Troubles();
  /** The finer kinds of question (kinds.ts), learned apart from the intents. */
  readonly kinds: Kinds;
  /** The visitor's mood, rude or angry (moods.ts), learned apart from the intents too. */
  readonly moods: Moods;

  constructor(intents: readonly Intent[] = INTENTS, kinds: readonly Intent[] = KINDS) {
    this.kinds = new Kinds(kinds, intents);
    this.moods = new Moods(undefined, intents, kinds);
    this.byId = new Map(intents.map((i) => [i.id, i]));
    this.classifier = trainLogistic(examplesOf(intents), { temperature: TEMPERATURE });
    this.language = trainLogistic(
      intents.flatMap((i) => [
        ...i.en.map((text) => ({ text, label: "en" })),
        ...i.es.map((text) => ({ text, label: "es" })),
      ]),
      // Without the stems: their glossary writes a Spanish word as its English one.
      { epochs: 4, stems: false },
    );
    forgetLearnedFeatures();
  }

  read(message: string): Understood {
    const { best, runnerUp, all } = this.classifier.classify(message);
    const language = this.language.classify(message).best;
    const intent = this.byId.get(best.label)!;
    return {
      intent,
      confidence: best.confidence,
      runnerUp: this.byId.get(runnerUp.label)!,
      runnerUpConfidence: runnerUp.confidence,
      all,
      spanish: language.label === "es" ? language.confidence : 1 - language.confidence,
      trouble: intent.answer === "problem" ? this.troubles.read(message) : undefined,
    };
  }
}
