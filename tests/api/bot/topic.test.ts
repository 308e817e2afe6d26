// What the assistant could not answer is grouped by meaning for the owner's desk: the engine names the
// topic of such a question from the words it knows (the chat's grouping key is built from it), so
// "do you sell cases?" and "do you sell phone cases??" are one entry, in English and in Spanish.
import { describe, expect, it } from "vitest";
import { LocalEngine } from "../../../api/bot/answer/engine.ts";
import { OPEN_MIDDAY } from "../../helpers/assistant-facts.ts";

const engine = new LocalEngine({ now: () => OPEN_MIDDAY });
const topic = (message: string) => {
  const answer = engine.answer({ message, history: [] });
  expect(answer.unanswered, `${message}: ${answer.response}`).toBe(true);
  return answer.topic;
};

/** Questions the data cannot answer, each group one meaning written as different visitors would. */
const SAME: string[][] = [
  [
    "do you sell cases?",
    "do you sell phone cases??",
    "Do you guys sell iPhone cases",
    "venden fundas?",
    "¿Venden fundas para iphone?",
  ],
  ["do you sell chargers", "do u sell a charger", "¿venden cargadores?"],
  ["do you buy used phones", "do you buy used iphones??", "compran telefonos usados"],
  ["do you unlock phones", "can you unlock my iphone", "Unlock phone?"],
  // Parking is not here: the FAQ says where to park, so it is answered (answer/engine.ts's directions).
  ["can i get a loaner phone", "loaner phone?", "do you have a loaner phone", "any loaner phones?"],
  ["how long have you been in business", "how long have u been in business??"],
];

describe("an unanswered question's topic: one per meaning, whatever the wording or language", () => {
  for (const group of SAME)
    it(`one topic: ${group.join(" | ")}`, () => {
      const topics = group.map(topic);
      expect(topics[0]).toBeTruthy();
      expect(new Set(topics).size, topics.join(" | ")).toBe(1);
    });

  it("different meanings are different topics", () => {
    const firsts = SAME.map((g) => topic(g[0]!));
    expect(new Set(firsts).size, firsts.join(" | ")).toBe(SAME.length);
  });

  it("keeps nothing personal: no address, number or name a visitor gave", () => {
    for (const message of [
      "my email is jane.doe@example.com do you sell cases",
      "im John Smith do you sell cases",
      "call me at 478 555 0199 do you sell cases",
      "my name is Maria Lopez, do you sell cases?",
    ])
      expect(topic(message), message).toBe(topic("do you sell cases?"));
  });

  it("an answered question has no topic", () => {
    expect(engine.answer({ message: "where are you", history: [] }).topic).toBeUndefined();
  });
});
