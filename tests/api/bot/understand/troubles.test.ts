// Which trouble of the guide a message describes when the reader's phrases find none: learned from the
// guide's words (a keyword the owner adds teaches it) and from phrasings of its own, in both languages.
import { describe, expect, it } from "vitest";
import { LocalEngine } from "../../../../api/bot/answer/engine.ts";
import { Troubles } from "../../../../api/bot/understand/troubles.ts";
import { troubleshooting } from "#shop/owner-data.ts";
import { OPEN_MIDDAY } from "../../../helpers/assistant-facts.ts";

const engine = new LocalEngine({ now: () => OPEN_MIDDAY });
const troubles = new Troubles();
const has = (id: string) => troubleshooting.problems.some((p) => p.id === id);

describe("the guide's troubles, read by meaning", () => {
  it.each([
    ["nobody on the other end can hear my voice", "microphone"],
    ["the usb cable keeps slipping out when i charge", "not-charging"],
    ["se me cayo el celular en el agua de la alberca", "water-damage"],
    ["la pila esta toda inflada", "swollen-battery"],
  ])("%s is %s", (message, id) => {
    if (!has(id)) return;
    expect(troubles.read(message)?.problem.id).toBe(id);
  });

  it("learns a keyword the owner adds to a problem", () => {
    const problems = troubleshooting.problems.map((p, i) =>
      i === 0 ? { ...p, keywords: [...p.keywords, "zorbled display"] } : p,
    );
    expect(new Troubles(problems).read("my display is zorbled")?.problem.id).toBe(problems[0]!.id);
  });

  it("places no trouble of the guide in a message that tells none in particular", () => {
    for (const message of ["my phone's been acting strange", "mi cel se porta raro"])
      expect(troubles.read(message), message).toBeUndefined();
  });

  it("answers a trouble the reader's phrases miss with the guide's first steps", () => {
    if (!has("not-charging")) return;
    const message = "the usb cable keeps slipping out when i charge";
    expect(engine.analyze({ message, history: [] }).problems).toEqual([]); // the reader's phrases miss it
    const answer = engine.answer({ message, history: [] });
    expect(answer.intent).toBe("not-charging");
    expect(answer.unanswered).toBe(false);
  });

  it("does not make a trouble of a question about a part", () => {
    expect(engine.answer({ message: "do u sell a charger", history: [] }).intent).not.toBe("not-charging");
  });
});
