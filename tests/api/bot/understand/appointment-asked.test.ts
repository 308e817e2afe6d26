// An appointment asked for, read by the classifier alone since issue 38's fifteenth round (the reader keeps no
// word for an appointment): booking online asked in an appointment's words is the booking form, a request to
// book is not, and a day named with it keeps that day's hours.
import { describe, expect, it } from "vitest";
import { LocalEngine } from "../../../../api/bot/answer/engine.ts";
import { LIKELY } from "../../../../api/bot/understand/agreement.ts";
import { OPEN_MIDDAY } from "../../../helpers/assistant-facts.ts";

const engine = new LocalEngine({ now: () => OPEN_MIDDAY });
const answer = (message: string) => engine.answer({ message, history: [] });

describe("an appointment asked for, in the classifier's reading", () => {
  it("answers how to book when the classifier is likely of it, with no word of the reader's read", () => {
    const message = "la cita la hago yo o mi hermano";
    const u = engine.understanding.read(message);
    expect(u.intent.id).toBe("booking-how");
    expect(u.confidence).toBeGreaterThanOrEqual(LIKELY);
    expect(engine.analyze({ message, history: [] }).questions).toEqual([]);
    expect(answer(message).intent).toBe("booking-how");
  });

  it("keeps a request to book from the booking form's how-to (its free times: booking.test.ts)", () => {
    expect(answer("I'd like to book an appointment").intent).not.toBe("booking-how");
  });

  it("keeps the day's hours of an appointment asked for a day", () => {
    expect(answer("could i get an appointment thursday at 4").intents).toContain("hours");
  });
});
