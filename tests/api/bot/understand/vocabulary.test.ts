// The one vocabulary (understand/vocabulary.ts): a text read from its words' kept numbers is the same
// features as features(text), in the same order, so the classifiers score exactly what they learned;
// and normalize's plain-ASCII path writes what its Unicode path would.
import { describe, expect, it } from "vitest";
import { trainLogistic } from "../../../../api/bot/understand/classifier.ts";
import { features } from "../../../../api/bot/understand/features.ts";
import { INTENTS } from "../../../../api/bot/understand/intents/index.ts";
import { Understanding } from "../../../../api/bot/understand/understand.ts";
import { VOCABULARY } from "../../../../api/bot/understand/vocabulary.ts";
import { normalize } from "../../../../api/bot/read/text.ts";

new Understanding(); // its classifiers give the vocabulary its features

const ODD = [
  "",
  "screen screen screen screen",
  "¿Cuánto cuesta la pantalla del iPhone 13 Pro Max?",
  "how far are you from warner robins, and from perry",
  "12/24 at 3pm?? $89 or 10% off",
  "ｆｕｌｌｗｉｄｔｈ letters and émojis 📱",
  "in case it breaks, do you sell a case",
];

describe("the vocabulary", () => {
  it("reads every example and odd text as features(text) does: the known ones, each once, in order", () => {
    const texts = [...INTENTS.flatMap((i) => [...i.en, ...i.es]), ...ODD];
    for (const text of texts) {
      const known = [...new Set(features(text))].filter((f) => VOCABULARY.knows(f));
      expect(VOCABULARY.namesOf(text), text).toEqual(known);
    }
  });

  it("a word read before a classifier learns it is read with it afterwards", () => {
    const word = "zyxwvut";
    expect(VOCABULARY.knows(`w:${word}`)).toBe(false);
    expect(VOCABULARY.namesOf(`fix my ${word}`)).toContain("w:fix");
    trainLogistic([
      { text: `a ${word} please`, label: "odd" },
      { text: "nothing else", label: "plain" },
    ]);
    expect(VOCABULARY.namesOf(`fix my ${word}`)).toContain(`w:${word}`);
  });
});

describe("normalize", () => {
  it("writes plain ASCII as Unicode text is written: lower case, no apostrophes, one space", () => {
    expect(normalize("  Won`t it   OPEN\ttomorrow's?\n")).toBe("wont it open tomorrows?");
    expect(normalize("  WON’T it   OPEN\ttomorrow‘s?\n")).toBe("wont it open tomorrows?");
    expect(normalize("¿Mañana ABREN?")).toBe("¿manana abren?");
  });
});
