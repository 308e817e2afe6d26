// The finer kinds of question (the shop's years and reviews, business customers, how to reach a person,
// the parts, Apple's prices, which models, how busy, how far ahead to book, the diagnosis, "no fix, no
// fee", what the shop's data does not say), learned from their examples (intents/ KINDS) by a classifier
// of their own against "none of them" (every intent's examples), and read as the reader's question kinds:
// the reader keeps no word list for them. Apart from the intents' classifier so that its confidence, on
// which the decision's thresholds were set (agreement.ts), is not spread over twelve more labels.
import type { QuestionKind } from "../read/lexicon.ts";
import { trainLogistic, type Classifier } from "./classifier.ts";
import { INTENTS, KINDS, type Intent } from "./intents/index.ts";
import { NO_KIND } from "./intents/no-kind.ts";
import { partsOf, tells } from "./split.ts";

const NONE = "none";
/**
 * How sure that a message, or a part of it, asks a finer kind. On the kinds' 5-fold (`npm run
 * eval:assistant`), before "unknown" joined: at 50% a kind's unseen phrasing is read 68% (EN) / 71% (ES) of
 * the time and an intent's message taken for a kind 1%; at 60%, 61% / 62% and 0.5%, with the whole engine
 * level on every set but one held-out message. The reader's word lists answered the same examples 56% / 27%.
 */
export const SURE_OF_A_KIND = 0.5;

export class Kinds {
  private readonly classifier: Classifier;

  constructor(kinds: readonly Intent[] = KINDS, others: readonly Intent[] = INTENTS) {
    this.classifier = trainLogistic([
      ...kinds.flatMap((i) => [...i.en, ...i.es].map((text) => ({ text, label: i.id }))),
      ...others.flatMap((i) => [...i.en, ...i.es].map((text) => ({ text, label: NONE }))),
      ...NO_KIND.map((text) => ({ text, label: NONE })),
    ]);
  }

  /** The finer kind a text asks, when sure of one. */
  read(text: string): { kind: QuestionKind; confidence: number } | undefined {
    const { best } = this.classifier.classify(text);
    if (best.label === NONE || best.confidence < SURE_OF_A_KIND) return undefined;
    return { kind: best.label as QuestionKind, confidence: best.confidence };
  }

  /**
   * The reader's questions with the finer kinds added: the message's own, or each part's in a message of
   * several ("how long have you been open and do you use original parts"), where it starts; a part that
   * tells the visitor's story ("I'm at the Apple store") asks nothing by itself.
   */
  withKinds(
    message: string,
    read: readonly { kind: QuestionKind; at: number }[],
    length: number,
    upset = false,
  ): { kind: QuestionKind; at: number }[] {
    const questions = [...read];
    const add = (kind: QuestionKind, at: number) => {
      // Insults or frustration get a calm, short answer: of the finer kinds, only a person to talk to
      // ("I want to speak to a manager"), never the reviews of "you guys are a scam".
      if (upset && kind !== "contact") return;
      if (!questions.some((q) => q.kind === kind)) questions.push({ kind, at });
    };
    const parts = partsOf(message);
    if (parts.length < 2) {
      // A message of one part: its kind is what it asks first ("what models do you fix" is the models,
      // not the repairs).
      const whole = this.read(message);
      if (whole) add(whole.kind, read.length > 0 ? Math.min(...read.map((q) => q.at)) - 0.5 : 0);
      return questions;
    }
    for (const part of parts) {
      if (tells(part.text)) continue;
      const found = this.read(part.text);
      if (found) add(found.kind, part.share * length);
    }
    return questions;
  }
}
