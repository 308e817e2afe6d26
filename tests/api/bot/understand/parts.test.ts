// The parts of a message of several, each read by the classifier (understand/parts.ts): the reader keeps
// no words of its own for the place, the payment, the area, parking, walk-ins, a change or a repair's state.
import { describe, expect, it } from "vitest";
import { LocalEngine } from "../../../../api/bot/answer/engine.ts";
import { partsOf } from "../../../../api/bot/understand/split.ts";
import { business } from "#shop/facts.ts";
import { OPEN_MIDDAY } from "../../../helpers/assistant-facts.ts";

const engine = new LocalEngine({ now: () => OPEN_MIDDAY });
const questions = (message: string) => engine.analyze({ message, history: [] }).questions;

describe("a message of several parts, read part by part", () => {
  it("cuts a message where it joins, and not inside a word", () => {
    expect(partsOf("how much for the screen and do you take cards?").map((p) => p.text)).toEqual([
      "how much for the screen",
      "do you take cards",
    ]);
    expect(partsOf("¿Dónde están ubicados?").map((p) => p.text)).toEqual(["Dónde están ubicados"]);
    expect(partsOf("cuanto por la bateria y aceptan tarjeta")).toHaveLength(2);
  });

  it.each([
    ["how much for the screen and do you take cards", ["price", "payment"]],
    ["do you take apple pay and is there parking", ["payment", "directions"]],
    ["cuanto por la bateria y aceptan tarjeta", ["price", "payment"]],
    ["how much is a battery, and where are you", ["price", "location"]],
  ])("%s asks %j, in that order", (message, kinds) => {
    expect(questions(message)).toEqual(kinds);
  });

  it("reads no question in a part that tells the visitor's own story", () => {
    expect(questions("i fly out thursday morning, can a screen swap get done same day")).not.toContain("visit");
  });

  it("reads a message of one part as one part: the classifier's question where the reader read none", () => {
    expect(questions("do you take cards")).toEqual(["payment"]);
    expect(questions("aceptan tarjeta")).toEqual(["payment"]);
  });

  it("adds nothing to a message of one part whose question the reader read (decide.ts weighs the intent)", () => {
    // The reviews are a finer kind (understand/kinds.ts); the classifier's area is not added beside it.
    expect(questions(`are you the best shop in ${business.address.city}?`)).toEqual(["reviews"]);
  });
});
