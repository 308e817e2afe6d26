// The visitor's mood: insults ("rude") or frustration ("angry"), learned from their examples
// (intents/rude.ts, intents/angry.ts) by a classifier of its own against "none" (every intent's and finer
// kind's examples, the follow-ups of no-kind.ts, and the calm messages of intents/calm-moods.ts that share
// the upset words). The reader keeps no word list for it: the engine hands it this reading (read.ts's
// `Knowledge.moodOf`), as it does the kinds.
import { trainLogistic, type Classifier } from "./classifier.ts";
import { INTENTS, KINDS, type Intent } from "./intents/index.ts";
import { CALM_MOODS } from "./intents/calm-moods.ts";
import { MOODS, type Mood, type MoodExamples } from "./intents/moods.ts";
import { NO_KIND } from "./intents/no-kind.ts";

const NONE = "none";
/**
 * How sure that a message is upset. A calm message read as upset loses its answer's facts (a calm short
 * reply with the phone) or gets "I'm sorry this has been frustrating" first, so the bar is set on the
 * moods' 5-fold (`npm run eval:assistant`) for few calm messages read as upset over recall: at 60%, EN / ES,
 * 55% / 54% of the upset examples are read as upset, 0.1% / 0.4% of the intents' examples and 3.5% / 5.5%
 * of the calm ones that share an upset word; at 50%, 63% / 62%, 0.5% / 0.6% and 3.5% / 9.1%.
 */
export const SURE_OF_A_MOOD = 0.6;

export class Moods {
  private readonly classifier: Classifier;

  constructor(
    moods: readonly MoodExamples[] = MOODS,
    intents: readonly Intent[] = INTENTS,
    kinds: readonly Intent[] = KINDS,
    calm: readonly string[] = [...CALM_MOODS.en, ...CALM_MOODS.es],
  ) {
    this.classifier = trainLogistic([
      ...moods.flatMap((m) => [...m.en, ...m.es].map((text) => ({ text, label: m.id }))),
      ...[...intents, ...kinds].flatMap((i) => [...i.en, ...i.es].map((text) => ({ text, label: NONE }))),
      ...[...NO_KIND, ...calm].map((text) => ({ text, label: NONE })),
    ]);
  }

  /** The mood of a text, when sure of one. */
  read(text: string, bar = SURE_OF_A_MOOD): { mood: Mood; confidence: number } | undefined {
    const { best, all } = this.classifier.classify(text);
    // Rude or angry, both answered calmly: sure that it is upset is enough, the likelier of the two named.
    const upset = 1 - (all.get(NONE) ?? 0);
    if (upset < bar) return undefined;
    const rude = all.get("rude") ?? 0;
    const mood: Mood =
      best.label === NONE ? (rude >= (all.get("angry") ?? 0) ? "rude" : "angry") : (best.label as Mood);
    return { mood, confidence: upset };
  }
}
