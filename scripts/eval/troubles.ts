// The guide's troubles (api/bot/understand/troubles.ts) scored on phrasings they were not trained on: the
// phrasings of understand/trouble-phrasings.ts over 5 folds, per problem and language (each fold's troubles
// classifier trained without them; the guide's labels and keywords, the owner's words, always trained on).
// A problem's phrasing is right when read as that problem, placed when also at least as sure as the bar
// understand/trouble-of.ts places a trouble at; a vague one ("unplaced") is right when read as none, and
// counts as placed when no trouble is placed (read as none, or a trouble under the bar).
import { troubleshooting } from "#shop/owner-data.ts";
import { LANGUAGES, type Language } from "#shop/languages.ts";
import { PHRASINGS, UNPLACED_PHRASINGS } from "../../api/bot/understand/trouble-phrasings.ts";
import { TROUBLE } from "../../api/bot/understand/trouble-of.ts";
import { onePerLine } from "../../api/bot/understand/intents/intent.ts";
import { Troubles, UNPLACED, type TroublePhrasings } from "../../api/bot/understand/troubles.ts";
import { folds, FOLDS, foldOut, pct, row, type Case } from "./sets.ts";

const BARS = [0.3, 0.35, 0.4, 0.5, 0.6];

/** A phrasing read out of sample: the label read (UNPLACED for none) and how sure. */
export interface SeenTrouble {
  c: Case;
  read: string;
  confidence: number;
}

const linesOf = (id: string, text: { en: string; es: string }): Case[] =>
  LANGUAGES.flatMap((language) => onePerLine(text[language]).map((line) => ({ text: line, label: id, language })));

/** Each phrasing read by a troubles classifier trained without its fold. */
export function troubleFolds(): SeenTrouble[] {
  const problems = troubleshooting.problems;
  const cases: Case[] = [
    ...problems.flatMap((p) => (PHRASINGS[p.id] ? linesOf(p.id, PHRASINGS[p.id]!) : [])),
    ...linesOf(UNPLACED, UNPLACED_PHRASINGS),
  ];
  const fold = folds(cases);
  const seen: SeenTrouble[] = [];
  for (let f = 0; f < FOLDS; f++) {
    const out = foldOut(cases, fold, f);
    const kept = (id: string, language: Language) =>
      cases
        .filter((c) => c.label === id && c.language === language && !out.has(`${id}/${language}/${c.text}`))
        .map((c) => c.text)
        .join("\n");
    const phrasings: TroublePhrasings = Object.fromEntries(
      problems.map((p) => [p.id, { en: kept(p.id, "en"), es: kept(p.id, "es") }]),
    );
    const troubles = new Troubles(problems, phrasings, { en: kept(UNPLACED, "en"), es: kept(UNPLACED, "es") });
    cases.forEach((c, i) => {
      if (fold[i] !== f) return;
      const read = troubles.read(c.text);
      seen.push({ c, read: read?.problem.id ?? UNPLACED, confidence: read?.confidence ?? 1 });
    });
  }
  return seen;
}

/** Right when read as its problem at the bar or surer; a vague phrasing, when not placed as a trouble. */
export const placed = (s: SeenTrouble, bar = 0) =>
  s.c.label === UNPLACED ? s.read === UNPLACED || s.confidence < bar : s.read === s.c.label && s.confidence >= bar;

export function evalTroubles(): void {
  const problems = troubleshooting.problems;
  const seen = troubleFolds();
  const of = (language: Language, id?: string) =>
    seen.filter((s) => s.c.language === language && (id === undefined || s.c.label === id));
  const right = (list: readonly SeenTrouble[], bar = 0) => list.filter((s) => placed(s, bar)).length;
  const cell = (list: readonly SeenTrouble[], bar = 0) => `${right(list, bar)}/${list.length}`;
  const share = (list: readonly SeenTrouble[], bar: number) =>
    pct(list.length ? right(list, bar) / list.length : undefined);

  console.log(
    `\nThe guide's troubles (troubles.ts) over the 5 folds of their phrasings (trouble-phrasings.ts), ` +
      `right/asked and placed at ${TROUBLE} or more, EN / ES:\n`,
  );
  console.log(row(["problem", "right EN", "right ES", `placed EN`, `placed ES`]));
  console.log(row(["---", "---", "---", "---", "---"]));
  const line = (name: string, id?: string) =>
    console.log(
      row([name, ...LANGUAGES.map((l) => cell(of(l, id))), ...LANGUAGES.map((l) => share(of(l, id), TROUBLE))]),
    );
  for (const id of [...problems.map((p) => p.id), UNPLACED]) line(id, id);
  line("**all**");
  console.log(
    `\nPlaced (right and at least as sure as the bar), EN / ES: ${BARS.map(
      (bar) => `${bar === TROUBLE ? `**${bar}**` : bar} ${LANGUAGES.map((l) => share(of(l), bar)).join(" / ")}`,
    ).join("; ")}`,
  );
  // A trouble placed that is not the one told (or placed where none was): its steps are the wrong ones.
  const wrong = (list: readonly SeenTrouble[], bar: number) =>
    pct(list.filter((s) => s.read !== s.c.label && s.read !== UNPLACED && s.confidence >= bar).length / list.length);
  console.log(
    `Placed wrong (another trouble, at least as sure as the bar), EN / ES: ${BARS.map(
      (bar) => `${bar === TROUBLE ? `**${bar}**` : bar} ${LANGUAGES.map((l) => wrong(of(l), bar)).join(" / ")}`,
    ).join("; ")}`,
  );
  const worst = [...problems.map((p) => p.id), UNPLACED]
    .map((id) => ({ id, rate: Math.min(...LANGUAGES.map((l) => right(of(l, id), TROUBLE) / (of(l, id).length || 1))) }))
    .sort((x, y) => x.rate - y.rate)
    .slice(0, 5);
  console.log(
    `Worst problems (placed, the lower language): ${worst.map((w) => `${w.id} (${pct(w.rate)})`).join(", ")}`,
  );
  if (process.env.TROUBLE_MISSES)
    console.log(
      `\nTroubles' misses (not placed):\n  ${seen
        .filter((s) => !placed(s, TROUBLE))
        .map((s) => `${s.c.language} ${s.c.label} -> ${s.read} ${pct(s.confidence)}: ${s.c.text}`)
        .join("\n  ")}`,
    );
}
