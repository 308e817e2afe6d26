// An owner who adds an FAQ entry has it answered, for its paraphrases in English and Spanish, with no
// change of code: the assistant is built over a copy of the data with the entry added. In Spanish it is
// quoted in the owner's Spanish where they wrote it, else in their English, said so.
import { describe, expect, it } from "vitest";
import { LocalEngine } from "../../../api/bot/answer/engine.ts";
import { Library, passagesOf } from "../../../api/bot/find/knowledge.ts";
import { booking, faq, troubleshooting } from "#shop/owner-data.ts";
import { OPEN_MIDDAY } from "../../helpers/assistant-facts.ts";

const ENTRY = {
  id: "phone-cases",
  question: "Do you sell phone cases?",
  answer: "We carry cases and screen protectors for every model we repair.",
};
const withEntry = new LocalEngine({
  now: () => OPEN_MIDDAY,
  library: new Library(passagesOf({ faq: [...faq, ENTRY], troubleshooting, booking })),
});
const asIs = new LocalEngine({ now: () => OPEN_MIDDAY });

const ENGLISH = [
  "Do you sell phone cases?",
  "do u have cases for my iphone 13",
  "got any screen protectors?",
  "can i buy a case from you",
  "do you guys carry iphone cases",
];
const SPANISH = [
  "¿venden fundas?",
  "tienen micas para la pantalla",
  "venden protectores de pantalla",
  "¿hay fundas para iphone 13?",
  "manejan estuches para iphone",
];

// With the entry's Spanish beside it (site/_data/es/faq.ts), a Spanish question gets the owner's Spanish.
const ENTRY_ES = {
  question: "¿Venden fundas?",
  answer: "Tenemos fundas y micas para cada modelo que reparamos.",
};
const withBoth = new LocalEngine({
  now: () => OPEN_MIDDAY,
  library: new Library(passagesOf({ faq: [...faq, ENTRY], faqEs: { [ENTRY.id]: ENTRY_ES }, troubleshooting, booking })),
});

describe("an owner's new FAQ entry in both languages", () => {
  for (const message of SPANISH)
    it(`es: ${message} gets the Spanish answer`, () => {
      const answer = withBoth.answer({ message, history: [] });
      expect(answer.response).toContain(ENTRY_ES.answer);
      expect(answer.response).not.toContain(ENTRY.answer);
    });
  for (const message of ENGLISH)
    it(`en: ${message} gets the English answer`, () => {
      expect(withBoth.answer({ message, history: [] }).response).toContain(ENTRY.answer);
    });
});

describe("an owner's new FAQ entry", () => {
  for (const [language, messages] of [
    ["en", ENGLISH],
    ["es", SPANISH],
  ] as const)
    for (const message of messages)
      it(`${language}: ${message}`, () => {
        const answer = withEntry.answer({ message, history: [] });
        expect(answer.response).toContain(ENTRY.answer);
        expect(answer.unanswered).toBe(false);
        expect(answer.analysis.language).toBe(language);
        // Without the entry the same question is not answered with it.
        expect(asIs.answer({ message, history: [] }).response).not.toContain(ENTRY.answer);
      });
});
