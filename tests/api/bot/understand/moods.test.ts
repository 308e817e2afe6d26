// The visitor's mood (understand/moods.ts): learned from its examples, with no word list in the reader,
// read in phrasings that none of the examples hold (written apart from them), and never read into a calm
// message that shares an upset word.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LocalEngine } from "../../../../api/bot/answer/engine.ts";
import * as lexicon from "../../../../api/bot/read/lexicon.ts";
import { CALM_MOODS } from "../../../../api/bot/understand/intents/calm-moods.ts";
import { MOODS } from "../../../../api/bot/understand/intents/moods.ts";
import { OPEN_MIDDAY } from "../../../helpers/assistant-facts.ts";

const engine = new LocalEngine({ now: () => OPEN_MIDDAY });
const examples = new Set(
  [...MOODS.flatMap((m) => [...m.en, ...m.es]), ...CALM_MOODS.en, ...CALM_MOODS.es].map((e) => e.toLowerCase()),
);
const moodOf = (message: string) => engine.understanding.moods.read(message)?.mood;
const analysis = (message: string) => engine.analyze({ message, history: [] });

const UPSET: readonly (readonly [message: string, mood: "rude" | "angry"])[] = [
  ["you are one useless bot", "rude"],
  ["this shop is a scam and yall know it", "rude"],
  ["shut up you dumb robot", "rude"],
  ["what a bunch of idiots", "rude"],
  ["eres un bot bien inutil", "rude"],
  ["puros rateros en esa tienda", "rude"],
  ["im really frustrated, my phone still isnt ready", "angry"],
  ["i want a refund this is unacceptable", "angry"],
  ["this is ridiculous, three days and no call", "angry"],
  ["estoy harta de esperar", "angry"],
  ["quiero mi dinero, la pantalla sigue fallando", "angry"],
];

const CALM: readonly string[] = [
  "the crack on my screen looks terrible, how much to fix",
  "sorry, dumb question: do you fix the 11?",
  "whats your policy on refunds",
  "my battery is horrible, does it need replacing",
  "la bateria esta horrible, cuanto sale cambiarla",
  "pregunta tonta pero abren los domingos?",
  "how long does a screen take",
  "cuanto cuesta la pantalla del 13",
];

describe("the visitor's mood, learned from examples", () => {
  it("keeps no mood word list in the reader", () => {
    expect(lexicon).not.toHaveProperty("RUDE");
    expect(lexicon).not.toHaveProperty("ANGRY");
    const reader = readFileSync(new URL("../../../../api/bot/read/read.ts", import.meta.url), "utf8");
    expect(reader).not.toMatch(/\bRUDE\b|\bANGRY\b|new PhraseMatcher\(\[\["rude"/);
  });

  it.each(UPSET)("reads %s as %s, a phrasing none of the examples holds", (message, mood) => {
    expect(examples.has(message)).toBe(false);
    expect(moodOf(message)).toBe(mood);
    expect(analysis(message).mood).toBe(mood);
  });

  it.each(CALM)("reads no mood into %s", (message) => {
    expect(examples.has(message)).toBe(false);
    expect(moodOf(message)).toBeUndefined();
    expect(analysis(message).mood).toBeUndefined();
  });

  it("answers an upset visitor calmly, and hears one with a question before answering it", () => {
    const alone = engine.answer({ message: "you are one useless bot", history: [] });
    expect(alone.intent).toBe("off-topic");
    const asked = engine.answer({ message: "this is ridiculous, how much is a battery", history: [] });
    expect(asked.intent).toBe("price");
    expect(asked.analysis.mood).toBeDefined();
  });
});
