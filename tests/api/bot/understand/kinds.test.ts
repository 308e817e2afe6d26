// The finer kinds of question (understand/kinds.ts): learned from their examples, with no word list in
// the reader, read in phrasings that neither the examples nor the reader hold, and never read into a
// message of an intent.
import { describe, expect, it } from "vitest";
import { LocalEngine } from "../../../../api/bot/answer/engine.ts";
import { KINDS } from "../../../../api/bot/understand/intents/index.ts";
import { analyze, Knowledge } from "../../../../api/bot/read/read.ts";
import { OPEN_MIDDAY } from "../../../helpers/assistant-facts.ts";

const engine = new LocalEngine({ now: () => OPEN_MIDDAY });
const answer = (message: string) => engine.answer({ message, history: [] });
const examples = new Set(KINDS.flatMap((k) => [...k.en, ...k.es]).map((e) => e.toLowerCase()));

const UNSEEN: readonly (readonly [message: string, kind: string])[] = [
  ["how long has this place been around", "years"],
  ["do yall have decent ratings on google", "reviews"],
  ["whats the best way to reach a real human there", "contact"],
  ["do you put genuine screens or knockoffs", "parts"],
  ["can my company send 8 work phones at once", "business"],
  ["if u cant fix it do i still owe anything", "no-fix"],
  ["is the checkup free", "diagnosis"],
  ["is it packed in there right now", "busy"],
  ["cuantos años llevan abiertos", "years"],
  ["que tal las reseñas de ustedes", "reviews"],
  ["las piezas son originales o genericas", "parts"],
  ["si no tiene arreglo me cobran", "no-fix"],
  ["do yall sell phone chargers", "unknown"],
  ["is there a restroom here", "unknown"],
  ["you guys hiring techs", "unknown"],
  ["me compran mi cel viejo", "unknown"],
  ["me pueden liberar un cel de telcel", "unknown"],
  ["busco chamba de tecnico", "unknown"],
];

describe("the finer kinds of question, learned from examples", () => {
  it("keeps no word list for them, nor for any question, in the reader", () => {
    // The reader alone (no classifier given it) reads the slots of a message, never what it asks: only a
    // slot's own question is left (a town not the shop's is asked about, the guide's topic, the offer's sum).
    const reader = new Knowledge();
    const ofSlots = new Set(["service-area", "data-safety", "discounts"]);
    for (const kind of KINDS)
      for (const example of [...kind.en.slice(0, 5), ...kind.es.slice(0, 5)])
        expect(
          analyze(reader, example, "2026-06-10").questions.filter((q) => !ofSlots.has(q)),
          example,
        ).toEqual([]);
  });

  it.each(UNSEEN)("answers %s as its kind, a phrasing none of the examples holds", (message, kind) => {
    expect(examples.has(message)).toBe(false);
    expect(engine.understanding.kinds.read(message)?.kind).toBe(kind);
    expect(answer(message).intent).toBe(kind);
  });

  it("reads each part of a message of several: the years and the payment", () => {
    expect(
      engine.analyze({ message: "how long have you been around and do you take cards", history: [] }).questions,
    ).toEqual(expect.arrayContaining(["years", "payment"]));
  });

  it("reads no thing the data lacks into a word it shares with an intent's question", () => {
    // The old word list read "job" and "gift" as a job asked for and a gift card.
    expect(answer("can i pay with a gift card").intent).toBe("payment");
    expect(answer("good job guys").intent).not.toBe("unknown");
    expect(answer("how long does a battery job take").analysis.questions).not.toContain("unknown");
  });

  it("reads no kind into a follow-up that names a model, or into an insult", () => {
    expect(engine.understanding.kinds.read("what about the 16 pro")).toBeUndefined();
    expect(answer("you guys are a scam").intent).toBe("off-topic");
  });
});
