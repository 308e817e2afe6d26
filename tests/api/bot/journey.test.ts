// The repair's journey asked in the chat: "is my phone ready?", "can I change my appointment?", "how do
// I cancel?", in English and Spanish, as people write them. The chat sees no booking: it points to the
// private link of the confirmation (email or text) and the phone, never looks a booking up by a name or
// a number typed (nor repeats them), and never claims a booking was made, changed or cancelled.
import { visitorPhone } from "../../helpers/visitor-phone.ts";
import { describe, it } from "vitest";
import { LocalEngine } from "../../../api/bot/answer/engine.ts";
import { ask, askEs, expectAnswer, label, type Row } from "../../helpers/assistant-check.ts";
import { OPEN_MIDDAY, phone } from "../../helpers/assistant-facts.ts";
import { booking } from "#shop/facts.ts";

const engine = new LocalEngine({ now: () => OPEN_MIDDAY });
/** The number a visitor types to be looked up: made up, never the shop's (its answers give the shop's). */
const TYPED_PHONE = visitorPhone(0, "478");

/** Never a claim that the chat itself booked, moved, cancelled or found anything. */
const NO_CLAIM = [
  /\b(?:i|we)(?:'ve| have)? (?:booked|cancell?ed|changed|moved|rescheduled|found)\b/i,
  /\b(?:is|has been|was) (?:booked|cancell?ed|changed|moved|rescheduled)\b/i,
  /\b(?:cancelad[ao]|reservad[ao]|cambiad[ao]|encontr[ée])\b/i,
  /\byour (?:phone|iphone|repair) is (?:ready|done)\b/i,
];
/** What a visitor typed to be looked up: never said back. */
const TYPED = [/john/i, /smith/i, /ABC123/i, new RegExp(TYPED_PHONE.line), /maria/i, /l[oó]pez/i];

describe("the repair's journey: the private link of the confirmation and the phone, no look-up, no claim", () => {
  const rows: Row[] = [
    ask("is my phone ready?", "repair-status"),
    ask("whens my repair gonna be done", "repair-status"),
    ask("any update on my iphone", "repair-status"),
    ask("can i pick up my phone yet", "repair-status"),
    ask("is it fixed yet", "repair-status"),
    ask("my name is john smith is my phone ready", "repair-status"),
    ask("booking ABC123 status?", "repair-status"),
    ask("how do i check on my repair", "repair-status"),
    ask("can i change my appointment?", "my-booking"),
    ask("how do I cancel", "my-booking"),
    ask("i booked for tuesday can i make it wednesday instead", "my-booking"),
    ask("need to push my appt back an hour", "my-booking"),
    ask(`cancel my booking its under ${TYPED_PHONE.spaced}`, "my-booking"),
    askEs("¿ya está listo mi teléfono?", "repair-status"),
    askEs("ya esta listo mi cel", "repair-status"),
    askEs("ya quedo mi iphone?", "repair-status"),
    askEs("ya puedo pasar a recogerlo", "repair-status"),
    askEs("como va la reparacion de mi telefono", "repair-status"),
    askEs("soy maria lopez, ya esta mi celular?", "repair-status"),
    askEs("como cancelo mi cita", "my-booking"),
    askEs("puedo cambiar la hora de mi cita", "my-booking"),
    askEs("quiero reprogramar mi cita", "my-booking"),
    askEs("necesito mover mi cita para el viernes", "my-booking"),
    askEs(`cancela mi cita, mi numero es ${TYPED_PHONE.spaced}`, "my-booking"),
  ];
  for (const r of rows)
    it(label(r, "journey"), () => {
      const answer = engine.answer({ message: r.message, history: [] });
      expectAnswer(answer, {
        ...r,
        must: [
          ...(r.spanish
            ? [/enlace privado/, /correo o mensaje de texto/, phone]
            : [/private link/, /email or text message/, phone]),
          // A change or a cancellation: until when the link takes it (booking.ts changeCutoffMinutes), then a call.
          ...(r.intent === "my-booking" ? [`${booking.changeCutoffMinutes} minut`] : []),
        ],
        mustNot: [...NO_CLAIM, ...TYPED],
      });
    });
});
