// Which trouble of the guide (site/_data/troubleshooting.ts) a message describes, when the classifier
// reads a trouble ("problem") and the reader's phrases found none ("people on calls cant hear me", "se
// me estrello la pantalla"). Learned from the guide's own words (each problem's label and keywords, so
// a keyword the owner adds teaches it too) and from the phrasings of trouble-phrasings.ts, one a line,
// keyed by the guide's problem id; an id the guide does not hold is left out.
import { troubleshooting } from "#shop/owner-data.ts";
import type { TroubleshootingProblem } from "../read/read.ts";
import { trainLogistic, type Classifier, type Example } from "./classifier.ts";
import { onePerLine } from "./intents/intent.ts";
import { PHRASINGS, UNPLACED_PHRASINGS } from "./trouble-phrasings.ts";

/**
 * A trouble told in words that place none of the guide's ("something is off with my phone"): learned as
 * a label of its own, so a vague message is asked what it does rather than given the nearest trouble's
 * steps (a swollen battery's warning for a phone that "does weird stuff").
 */
export const UNPLACED = "unplaced";

/** Each problem's phrasings, one a line, per language (trouble-phrasings.ts's `PHRASINGS`). */
export type TroublePhrasings = Readonly<Record<string, { en: string; es: string }>>;

/** The guide's words and the phrasings, labelled with each problem's id. */
export const troubleExamples = (
  problems: readonly TroubleshootingProblem[],
  phrasings: TroublePhrasings = PHRASINGS,
): Example[] =>
  problems.flatMap((p) =>
    [
      p.label,
      ...(p.es ? [p.es.label] : []),
      ...p.keywords,
      ...onePerLine(phrasings[p.id]?.en ?? ""),
      ...onePerLine(phrasings[p.id]?.es ?? ""),
    ].map((text) => ({ text, label: p.id })),
  );

/** A trouble picked with its probability, 0 to 1. */
export interface Trouble {
  problem: TroubleshootingProblem;
  confidence: number;
}

export class Troubles {
  private readonly classifier: Classifier;
  private readonly byId: Map<string, TroubleshootingProblem>;

  /** The guide's problems, and the phrasings learned beside their words (scripts/eval/troubles.ts leaves a fold out). */
  constructor(
    problems: readonly TroubleshootingProblem[] = troubleshooting.problems,
    phrasings: TroublePhrasings = PHRASINGS,
    unplaced: { en: string; es: string } = UNPLACED_PHRASINGS,
  ) {
    this.byId = new Map(problems.map((p) => [p.id, p]));
    this.classifier = trainLogistic([
      ...troubleExamples(problems, phrasings),
      ...[...onePerLine(unplaced.en), ...onePerLine(unplaced.es)].map((text) => ({ text, label: UNPLACED })),
    ]);
  }

  /** The guide's trouble the message most likely tells, unless it most likely tells none in particular. */
  read(message: string): Trouble | undefined {
    const { best } = this.classifier.classify(message);
    const problem = this.byId.get(best.label);
    return problem && { problem, confidence: best.confidence };
  }
}
