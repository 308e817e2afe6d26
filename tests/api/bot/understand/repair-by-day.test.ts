// A repair's time asked with a clock time the reader reads as the hours (understand/repair-by-day.ts): the
// classifier likely (30%) of the repair's time, and likelier than the hours and the free times, answers it,
// the hours of the time named kept after it.
import { describe, expect, it } from "vitest";
import { LocalEngine } from "../../../../api/bot/answer/engine.ts";
import { LIKELY, SURE } from "../../../../api/bot/understand/agreement.ts";
import { OPEN_MIDDAY } from "../../../helpers/assistant-facts.ts";

const engine = new LocalEngine({ now: () => OPEN_MIDDAY });

describe("a repair's time asked with a day or a clock time", () => {
  it("answers the repair's time first, under the bar at which the classifier leads, the hours after", () => {
    // A message in the band between the two bars: "si se los dejo a las 10 a que hora paso por el" was,
    // until the examples of a pickup asked before the drop-off (the sixteenth round) made it surer.
    const message = "dropping it at 10, what time do i swing back for it";
    const u = engine.understanding.read(message);
    expect(u.intent.id).toBe("repair-time");
    expect(u.confidence).toBeGreaterThanOrEqual(LIKELY);
    expect(u.confidence).toBeLessThan(SURE);
    expect(engine.analyze({ message, history: [] }).questions).toEqual(["hours"]);
    const answer = engine.answer({ message, history: [] });
    expect(answer.intent).toBe("time");
    expect(answer.intents).toContain("hours");
  });

  it("keeps the hours asked in their own words the hours", () => {
    expect(engine.answer({ message: "are you open late on friday", history: [] }).intent).toBe("hours");
  });
});
