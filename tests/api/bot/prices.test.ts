// A property of the assistant: for every model and every repair the data prices, the price question
// asked five ways (the model glued, spelled out, with typos, on the model's page without naming it,
// and as a follow-up) is answered with exactly that price, and with no other dollar figure but the
// current offer's. Every model and price comes from site/_data, so it holds for any shop's content.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LocalEngine, type ChatTurn } from "../../../api/bot/answer/engine.ts";
import type { Model, ServiceKey } from "#shop/content-schemas.ts";
import { business, formatPrice, models } from "#shop/facts.ts";
import { glued, SERVICE_KEYS, serviceWord, short, spelled, user } from "../../helpers/assistant-facts.ts";

const NOW = new Date("2025-06-04T15:00:00Z");
const engine = new LocalEngine({ now: () => NOW });
const offer = formatPrice(business.offer.amountOff);

/** How people misspell each repair's word (the word itself is read from the data: serviceWord). */
const TYPOS: Record<ServiceKey, string> = {
  screen: "scren",
  battery: "batery",
  camera: "camra",
  "charging-port": "chargin port",
  "water-damage": "watter damage",
  speaker: "speeker",
};

interface Ask {
  message: string;
  model?: string;
  history?: ChatTurn[];
}

const PHRASINGS: Record<string, (m: Model, key: ServiceKey) => Ask> = {
  glued: (m, key) => ({ message: `how much is a ${serviceWord(key)} for ${glued(m)}` }),
  "spelled-out": (m, key) => ({ message: `${spelled(m)} ${serviceWord(key)} price?` }),
  typos: (m, key) => ({ message: `whats the prise for a ${TYPOS[key]} on my ipone ${short(m)}` }),
  "on its page": (m, key) => ({ message: `how much is the ${serviceWord(key)}?`, model: m.slug }),
  "follow-up": (m, key) => {
    const other = SERVICE_KEYS.find((k) => k !== key)!;
    return {
      message: `and the ${serviceWord(key)}?`,
      history: [user(`how much is a ${serviceWord(other)} for the ${short(m)}`)],
    };
  },
};

const PAIRS = models.flatMap((m) =>
  SERVICE_KEYS.filter((key) => m.prices[key] !== undefined).map((key) => ({ m, key })),
);

function check(ask: Ask, m: Model, key: ServiceKey) {
  const answer = engine.answer({ message: ask.message, model: ask.model, history: ask.history ?? [] });
  const expected = formatPrice(m.prices[key]!);
  expect(answer.model, `${ask.message} -> ${answer.response}`).toBe(m.slug);
  expect(answer.response, ask.message).toContain(expected);
  const amounts = answer.response.match(/\$\d+(?:,\d{3})*(?:\.\d+)?/g) ?? [];
  for (const amount of amounts) expect([expected, offer], `${ask.message} -> ${answer.response}`).toContain(amount);
}

describe("the price of every priced repair, asked five ways", () => {
  it("the data has priced repairs to ask about", () => {
    expect(PAIRS.length).toBeGreaterThan(0);
  });

  for (const [name, phrase] of Object.entries(PHRASINGS)) {
    it(`${name}: exactly that price for every model and repair`, () => {
      for (const { m, key } of PAIRS) check(phrase(m, key), m, key);
    });
  }

  it("holds whatever the casing, spacing and punctuation around it", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAIRS),
        fc.constantFrom(...Object.keys(PHRASINGS)),
        fc.constantFrom("", "?", "??", "!", " pls", " thx"),
        fc.boolean(),
        fc.constantFrom(" ", "  "),
        ({ m, key }, name, tail, shout, space) => {
          const ask = PHRASINGS[name]!(m, key);
          let message = ask.message.replace(/[?]$/, "") + tail;
          if (shout) message = message.toUpperCase();
          message = message.replace(/ /g, space);
          check({ ...ask, message }, m, key);
        },
      ),
      { numRuns: 300, seed: 10 },
    );
  });
});
