// The finer kinds of question (api/bot/understand/kinds.ts) scored on phrasings they were not trained on:
// each kind's examples over the same 5 folds as the intents' (each fold's kinds classifier trained without
// them), and how often a message of an intent is taken for a finer kind, out of sample (the intents' own
// examples over the folds) and on the held-out and blind sets (scored only: their labels are intents).
import { Kinds } from "../../api/bot/understand/kinds.ts";
import { INTENTS, KINDS } from "../../api/bot/understand/intents/index.ts";
import { LANGUAGES } from "#shop/languages.ts";
import {
  blindDev,
  blindFinal,
  blindTest,
  casesOf,
  examples,
  folds,
  FOLDS,
  foldOut,
  heldout,
  pct,
  row,
  Score,
  without,
  type Case,
} from "./sets.ts";

const kindExamples = casesOf(KINDS);

export function evalKinds(): void {
  const kinds = new Score(false);
  const taken = new Score(false);
  const kindFold = folds(kindExamples);
  const intentFold = folds(examples);
  for (let f = 0; f < FOLDS; f++) {
    const out = new Set([...foldOut(kindExamples, kindFold, f), ...foldOut(examples, intentFold, f)]);
    const reader = new Kinds(KINDS.map(without(out)), INTENTS.map(without(out)));
    kindExamples.forEach((c, i) => kindFold[i] === f && kinds.add(c, reader.read(c.text)?.kind ?? "none"));
    // An intent's message read as no kind is right: its label is "none" here.
    examples.forEach(
      (c, i) => intentFold[i] === f && taken.add({ ...c, label: "none" }, reader.read(c.text)?.kind ?? "none"),
    );
  }
  console.log("\nThe finer kinds (kinds.ts), each read on its own examples over the 5 folds:\n");
  console.log(row(["kind", "5-fold EN", "5-fold ES"]));
  console.log(row(["---", "---", "---"]));
  for (const k of KINDS) console.log(row([k.id, ...LANGUAGES.map((l) => pct(kinds.rate(`${k.id}/${l}`)))]));
  console.log(row(["**all**", ...LANGUAGES.map((l) => pct(kinds.rate(`*/${l}`)))]));

  const full = new Kinds();
  const readAsNone = (set: readonly Case[]) => {
    const s = new Score(false);
    for (const c of set) s.add({ ...c, label: "none" }, full.read(c.text)?.kind ?? "none");
    return s;
  };
  const sets: [string, Score][] = [
    ["intents' examples, 5-fold", taken],
    ["held-out", readAsNone(heldout)],
    ["blind-dev", readAsNone(blindDev)],
    ["blind-test", readAsNone(blindTest)],
    ["blind-final", readAsNone(blindFinal)],
  ];
  const share = (s: Score, l: string) => pct(1 - (s.rate(`*/${l}`) ?? 1));
  console.log(
    "\nMessages of an intent read as a finer kind (some rightly: a price asked of the diagnosis), EN / ES: " +
      sets.map(([name, s]) => `${name} ${LANGUAGES.map((l) => share(s, l)).join(" / ")}`).join("; "),
  );
}
