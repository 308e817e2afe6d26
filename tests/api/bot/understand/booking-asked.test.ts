// Booking online asked in the words the reader reads as an appointment (understand/booking-asked.ts): the
// classifier likely (30%) and twice as likely as the walk-ins and the free times answers the booking form,
// not whether an appointment is needed; a request to book stays the free times.
import { describe, expect, it } from "vitest";
import { LocalEngine } from "../../../../api/bot/answer/engine.ts";
import { LIKELY, SURE } from "../../../../api/bot/understand/agreement.ts";
import { OPEN_MIDDAY } from "../../../helpers/assistant-facts.ts";

const engine = new LocalEngine({ now: () => OPEN_MIDDAY });
const answer = (message: string) => engine.answer({ message, history: [] });

describe("booking online asked in an appointment's words", () => {
  it("answers how to book when the classifier is likely of it, under the bar at which it leads", () => {
    const message = "la cita la hago yo o mi hermano";
    const u = engine.understanding.read(message);
    expect(u.intent.id).toBe("booking-how");
    expect(u.confidence).toBeGreaterThanOrEqual(LIKELY);
    expect(u.confidence).toBeLessThan(SURE);
    expect(engine.analyze({ message, history: [] }).questions).toEqual(["appointment"]);
    expect(answer(message).intent).toBe("booking-how");
  });

  it("keeps a request to book the free times, where the walk-ins are about as likely", () => {
    expect(answer("I'd like to book an appointment").intent).not.toBe("booking-how");
  });
});
