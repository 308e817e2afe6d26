// The visitor's mood (api/bot/understand/moods.ts) scored on phrasings it was not trained on: the rude and
// angry examples over 5 folds (each fold's moods classifier trained without them, and without the fold's
// calm messages: every intent's and finer kind's examples, and the calm ones that share the upset words),
// at the bar it reads a mood over and at others; and how many held-out and blind messages it reads as
// upset (scored only: their labels are intents, most of them calm).
import { Moods, SURE_OF_A_MOOD } from "../../api/bot/understand/moods.ts";
import { INTENTS, KINDS } from "../../api/bot/understand/intents/index.ts";
import { CALM_MOODS } from "../../api/bot/understand/intents/calm-moods.ts";
import { MOODS } from "../../api/bot/understand/intents/moods.ts";
import { LANGUAGES, type Language } from "#shop/languages.ts";
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
  without,
  type Case,
} from "./sets.ts";

const BARS = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8];

export function evalMoods(): void {
  const moodCases: Case[] = MOODS.flatMap((m) => [
    ...m.en.map((text) => ({ text, label: m.id, language: "en" as const })),
    ...m.es.map((text) => ({ text, label: m.id, language: "es" as const })),
  ]);
  const calmCases: Case[] = LANGUAGES.flatMap((l) =>
    CALM_MOODS[l].map((text) => ({ text, label: "calm", language: l })),
  );
  const kindCases = casesOf(KINDS);
  const groups: [string, Case[]][] = [
    ["moods", moodCases],
    ["intents", examples],
    ["kinds", kindCases],
    ["calm", calmCases],
  ];
  const foldsOf = new Map(groups.map(([name, cases]) => [name, folds(cases)]));
  // Each message's chance of being upset, and the mood named, out of sample.
  const seen = new Map<string, { c: Case; upset: number; mood: string }[]>(groups.map(([name]) => [name, []]));
  for (let f = 0; f < FOLDS; f++) {
    const out = new Set(groups.flatMap(([name, cases]) => [...foldOut(cases, foldsOf.get(name)!, f)]));
    const keep = (c: Case) => !out.has(`${c.label}/${c.language}/${c.text}`);
    const moods = new Moods(
      MOODS.map((m) => ({
        ...m,
        en: m.en.filter((text) => keep({ text, label: m.id, language: "en" })),
        es: m.es.filter((text) => keep({ text, label: m.id, language: "es" })),
      })),
      INTENTS.map(without(out)),
      KINDS.map(without(out)),
      calmCases.filter(keep).map((c) => c.text),
    );
    for (const [name, cases] of groups)
      cases.forEach((c, i) => {
        if (foldsOf.get(name)![i] !== f) return;
        const read = moods.read(c.text, 0)!;
        seen.get(name)!.push({ c, upset: read.confidence, mood: read.mood });
      });
  }
  const share = (name: string, language: Language, bar: number, right?: boolean) => {
    const list = seen.get(name)!.filter((s) => s.c.language === language);
    const hits = list.filter((s) => s.upset >= bar && (right === undefined || s.mood === s.c.label));
    return list.length === 0 ? undefined : hits.length / list.length;
  };
  console.log(
    "\nThe moods (moods.ts) over the 5 folds: upset read as upset (its mood right), calm read as upset, EN / ES:\n",
  );
  console.log(
    row(["bar", "upset read", "mood right", "intents' read upset", "kinds' read upset", "calm ones read upset"]),
  );
  console.log(row(["---", "---", "---", "---", "---", "---"]));
  const both = (name: string, bar: number, right?: boolean) =>
    LANGUAGES.map((l) => pct(share(name, l, bar, right))).join(" / ");
  for (const bar of BARS)
    console.log(
      row([
        bar === SURE_OF_A_MOOD ? `**${bar}**` : String(bar),
        both("moods", bar),
        both("moods", bar, true),
        both("intents", bar),
        both("kinds", bar),
        both("calm", bar),
      ]),
    );
  for (const mood of MOODS)
    console.log(
      `  ${mood.id} at ${SURE_OF_A_MOOD}: ${LANGUAGES.map((l) => {
        const list = seen.get("moods")!.filter((s) => s.c.label === mood.id && s.c.language === l);
        return pct(list.filter((s) => s.upset >= SURE_OF_A_MOOD).length / list.length);
      }).join(" / ")}`,
    );
  const full = new Moods();
  const upsetShare = (set: readonly Case[], l: Language) => {
    const list = set.filter((c) => c.language === l);
    return pct(list.filter((c) => full.read(c.text) !== undefined).length / list.length);
  };
  const sets: [string, readonly Case[]][] = [
    ["held-out", heldout],
    ["blind-dev", blindDev],
    ["blind-test", blindTest],
    ["blind-final", blindFinal],
  ];
  console.log(
    "\nHeld-out and blind messages read as upset (their labels are intents; some are upset), EN / ES: " +
      sets.map(([name, set]) => `${name} ${LANGUAGES.map((l) => upsetShare(set, l)).join(" / ")}`).join("; "),
  );
}
