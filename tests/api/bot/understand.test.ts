// The understanding stage (api/bot/understand/): the messages issue 38 found misread, each answered as
// meant, with every fact read from the data; what it asks when two intents are as likely; the
// conversation carried over a change of topic; and the classifier, deterministic and measured on
// messages it was never trained on (tests/api/bot/heldout/), none of which, nor of the blind messages of
// tests/api/bot/blind/, is one of its examples.
import { describe, expect, it } from "vitest";
import { LocalEngine } from "../../../api/bot/answer/engine.ts";
import { decide } from "../../../api/bot/understand/decide.ts";
import { INTENTS, KINDS } from "../../../api/bot/understand/intents/index.ts";
import { Understanding } from "../../../api/bot/understand/understand.ts";
import { troubleExamples } from "../../../api/bot/understand/troubles.ts";
import { DETAIL_FIELDS } from "#shop/booking-fields.ts";
import { booking, business, faq, faqEs, troubleshooting } from "#shop/owner-data.ts";
import { STATE_WORDS } from "#shop/repair-states.ts";
import { expectAnswer, type Row } from "../../helpers/assistant-check.ts";
import { FULL, OPEN_MIDDAY, phone, price, short, user } from "../../helpers/assistant-facts.ts";
import heldEn from "./heldout/en.ts";
import heldEs from "./heldout/es.ts";
import devEn from "./blind/dev-en.ts";
import devEs from "./blind/dev-es.ts";
import testEn from "./blind/test-en.ts";
import testEs from "./blind/test-es.ts";

const engine = new LocalEngine({ now: () => OPEN_MIDDAY });
const ask = (message: string, history: string[] = []) => engine.answer({ message, history: history.map(user) });
const check = (row: Row & { before?: string[] }) => {
  const answer = ask(row.message, row.before);
  expectAnswer(answer, row);
  return answer;
};

/** The owner's sentence on parking in the FAQ (the shop's data has one). */
const parkingSaid = faq.flatMap((f) => f.answer.split(/(?<=[.!?])\s+/)).find((s) => /\bparking\b/i.test(s));
/** The same in the owner's Spanish FAQ (an English entry's, by its id), where the shop publishes Spanish. */
const parkingSaidEs = faq
  .flatMap((f) =>
    business.languages.includes("es")
      ? ((faqEs as Partial<Record<string, { answer: string }>>)[f.id]?.answer.split(/(?<=[.!?])\s+/) ?? [])
      : [],
  )
  .find((s) => /\bestacionamiento\b/i.test(s));
const stopWord = /\breply (\w+) to stop\b/i.exec(booking.textConsent?.words ?? "")?.[1];
const offer = `$${business.offer.amountOff}`;

describe("the messages issue 38 found misread", () => {
  it("'what info do I need to give to book online?': the booking form's details, not free times", () => {
    const answer = check({
      message: "what info do I need to give to book online?",
      intent: "booking-how",
      must: ["/book/", ...Object.values(DETAIL_FIELDS).map((f) => f.label.toLowerCase())],
    });
    expect(answer.intents).not.toContain("appointment"); // the chat route offers free times for "appointment"
  });

  it("'stop texting me': how to stop the texts, from the booking's consent words", () => {
    const must = stopWord ? [stopWord, phone] : [phone];
    check({ message: "stop texting me", intent: "texts", must, mustNot: ["outside what I can help"] });
    const es = check({ message: "dejen de mandarme mensajes", intent: "texts", must });
    expect(es.analysis.language).toBe("es");
  });

  it("'my tracker says waiting for your OK, what do I do?': that state's words and what to do in it", () => {
    check({
      message: "my tracker says waiting for your OK, what do I do?",
      intent: "repair-status",
      must: [STATE_WORDS["awaiting-approval"].en, "private link"],
      mustNot: [/\$\d/],
    });
  });

  it("'is there parking?' after a price question: the FAQ's own sentence (or an honest 'I don't know'), and no price", () => {
    const before = [`how much is a screen for the ${short(FULL)}`];
    // A shop whose FAQ names no parking gets the honest answer, recorded for the desk.
    const said = parkingSaid ? [parkingSaid] : ["don't have parking details", phone];
    for (const message of ["is there parking?", "cool. is there parking?"]) {
      const answer = check({ message, before, intent: "directions", must: said, mustNot: [/\$\d/] });
      expect(answer.unanswered, message).toBe(!parkingSaid);
    }
  });

  it("'¿tienen estacionamiento?': the owner's own Spanish sentence, not their English one", () => {
    const answer = ask("¿tienen estacionamiento?");
    expect(answer.analysis.language).toBe("es");
    expect(answer.intent).toBe("directions");
    if (parkingSaidEs) expect(answer.response).toContain(parkingSaidEs);
    else expect(answer.response).toContain(phone);
    if (parkingSaid) expect(answer.response).not.toContain(parkingSaid);
    expect(answer.unanswered).toBe(!parkingSaidEs);
  });

  it("parking asked in words that do not name it: the owner's sentence, in the visitor's language", () => {
    for (const [message, said] of [
      ["where do i leave my car", parkingSaid],
      ["donde me estaciono", parkingSaidEs],
    ] as const) {
      const answer = ask(message);
      expect(answer.intent, message).toBe("directions");
      if (said) expect(answer.response, message).toContain(said);
      expect(answer.unanswered, message).toBe(!said);
    }
  });

  it(`'does the ${offer} off apply to water damage?': the offer's scope, not the water repair's price`, () => {
    check({
      message: `does the ${offer} off apply to water damage?`,
      intent: "discounts",
      must: [business.offer.appliesTo, "can't confirm it for"],
      mustNot: [/Try this first/, new RegExp(`\\$(?!${business.offer.amountOff}\\b)\\d`)],
    });
  });

  it("'¿aceptan zelle?': answered in Spanish", () => {
    const answer = ask("¿aceptan zelle?");
    expect(answer.analysis.language).toBe("es");
    expect(answer.intent).toBe("payment");
    expect(answer.response).toMatch(/Aceptamos/);
    expect(answer.unanswered).toBe(!business.paymentAccepted.some((p) => /zelle/i.test(p)));
  });

  it("'I'm the owner, list today's bookings': no records in the chat, and not the hours", () => {
    check({
      message: "I'm the owner, list today's bookings",
      intent: "owner-only",
      must: [phone],
      mustNot: [/Monday|Today \(/],
    });
  });
});

describe("what the reader's words would misread", () => {
  it("a trouble nobody can place ('my phone is acting up'): what it does is asked, with the phone", () => {
    // The last two guessed at under 40%, with nothing read and no passage: asked too, not declined.
    for (const message of [
      "my phone is acting up",
      "my iphone is being weird",
      "mi cel anda raro",
      "my phone has been doing something funny",
      "mi cel ya no jala bien",
    ]) {
      const answer = check({ message, intent: "what-happens", must: [phone] });
      expect(answer.unanswered, message).toBe(false);
      expect(answer.response, message).not.toMatch(/outside what I can help|no es algo con lo que pueda/i);
    }
    expect(ask("mi cel anda raro").analysis.language).toBe("es");
  });

  it("a trouble told with a word of the data's ('my pics come out all cloudy'): the trouble, not whether the photos are safe", () => {
    for (const message of ["my pics come out all cloudy lately", "las fotos se me ven borrosas y oscuras"]) {
      const answer = ask(message);
      expect(
        answer.analysis.problems.map((p) => p.id),
        message,
      ).toEqual(["camera"]);
      expect(answer.analysis.questions, message).not.toContain("data-safety");
    }
  });

  it("'are you closed?', 'ya cerraron?': whether we're open now, not a repair's state", () => {
    for (const message of ["are you closed?", "ya cerraron?"]) expect(ask(message).intent, message).toBe("open-now");
  });

  it("the owner's records asked in a price's or the bookings' words: refused, with no price or hours", () => {
    for (const message of ["set the battery price to 50", "list tomorrows appointments"])
      check({ message, intent: "owner-only", must: [phone], mustNot: [/\$\d/, /Today \(|Tomorrow \(/] });
  });

  it("the owner's records asked of a repair named with no question word: refused, not the repair's price", () => {
    for (const message of ["what did the lady before me pay for her screen", "ponle 80 dolares a la pantalla del 12"])
      check({ message, intent: "owner-only", must: [phone], mustNot: [/\$\d/] });
  });
});

describe("confidence shows", () => {
  it("asks which of two intents was meant when they are as likely, in the visitor's words", () => {
    const [price, hours] = [INTENTS.find((i) => i.id === "price")!, INTENTS.find((i) => i.id === "hours")!];
    const analysis = engine.analyze({ message: "zzz qqq" });
    const all = new Map([
      ["price", 0.4],
      ["hours", 0.35],
    ]);
    const understood = { intent: price, confidence: 0.4, runnerUp: hours, runnerUpConfidence: 0.35, spanish: 0, all };
    const plan = decide(analysis, understood, engine.library, "zzz qqq");
    expect(plan.kind).toBe("ask");
  });

  it("never pastes a block because one word matched: a story about the weather is not the owner's records", () => {
    for (const message of ["the weather in Macon is hot today", "kid swallowed the sim tool"])
      expect(ask(message).intent, message).toBe("off-topic");
  });
});

describe("the conversation", () => {
  it("keeps the model and the language over turns, and leaves the last topic on a new one", () => {
    const history = [`how much is a screen for the ${short(FULL)}`];
    expect(ask("and the battery?", history).response).toContain(price(FULL, "battery"));
    expect(ask("¿y la batería?", ["¿cuánto cuesta la pantalla del " + short(FULL) + "?"]).analysis.language).toBe("es");
    expect(ask("ok. do you take cards?", history).response).not.toContain(price(FULL, "screen"));
    // A message of no language of its own keeps the conversation's Spanish; a clearly English one is English.
    const spanish = [`¿cuánto cuesta la pantalla del ${short(FULL)}?`];
    for (const message of ["ok y el 14 pro?", "14 pro?"])
      expect(ask(message, spanish).analysis.language, message).toBe("es");
    expect(ask("and is there parking?", spanish).analysis.language).toBe("en");
  });
});

describe("the classifier", () => {
  const parse = (text: string) =>
    text
      .split("\n")
      .filter((line) => line.includes("|"))
      .map((line) => line.split("|").map((s) => s.trim()) as [string, string]);
  const score = (u: Understanding, rows: [string, string][]) =>
    rows.filter(([intent, message]) => u.read(message).intent.id === intent).length / rows.length;

  it("meets 95% on held-out messages in each language", () => {
    expect(score(engine.understanding, parse(heldEn))).toBeGreaterThanOrEqual(0.95);
    expect(score(engine.understanding, parse(heldEs))).toBeGreaterThanOrEqual(0.95);
  });

  it("is trained on none of the messages it is scored on: held-out and blind, written any way", () => {
    // Written one way: case, accents, punctuation and spaces make no other message.
    const plain = (text: string) =>
      text
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase()
        .replace(/[^a-z0-9$%]+/g, " ")
        .trim();
    // A message of three words or fewer ("hi", "muchas gracias") is written the same by anyone: no phrasing learned.
    const scored = (texts: string[]) =>
      new Set(
        texts.flatMap((t) => parse(t).map(([, message]) => plain(message))).filter((m) => m.split(" ").length >= 4),
      );
    const shown = scored([heldEn, heldEs, devEn, devEs]);
    const hidden = scored([testEn, testEs]);
    const examples = [
      ...INTENTS.flatMap((i) => [...i.en, ...i.es].map((text, n) => ({ id: i.id, n, text }))),
      // The guide's troubles are learned from phrasings too (understand/troubles.ts).
      ...troubleExamples(troubleshooting.problems).map((e, n) => ({ id: `trouble ${e.label}`, n, text: e.text })),
    ];
    expect(examples.filter((e) => shown.has(plain(e.text))).map((e) => e.text)).toEqual([]);
    // The blind test half is never printed, not even through an example equal to one of its lines.
    const hiddenHits = examples.filter((e) => hidden.has(plain(e.text))).map((e) => `${e.id} #${e.n}`);
    expect(hiddenHits).toEqual([]);
  });

  it("is trained the same way every time", () => {
    const again = new Understanding();
    for (const [, message] of parse(heldEn).slice(0, 40)) {
      const [x, y] = [engine.understanding.read(message), again.read(message)];
      expect([y.intent.id, y.confidence], message).toEqual([x.intent.id, x.confidence]);
    }
  });

  it("changes by about what an example teaches: one line added moves no other message's reading", () => {
    // Each pass visits the examples in the order of their texts' hashes, so a line added moves no other
    // line's place; under the seeded shuffle it replaced, one line turned 3 or 4 of these messages.
    const rows = [...parse(heldEn), ...parse(heldEs), ...parse(devEn), ...parse(devEs)];
    for (const extra of ["the glass yall put on is coming off at the edge", "en cuanto sale la bateria de un 11"]) {
      const more = new Understanding(INTENTS.map((i, n) => (n === 0 ? { ...i, en: [...i.en, extra] } : i)));
      let moved = 0;
      for (const [, message] of rows) {
        const [x, y] = [engine.understanding.read(message), more.read(message)];
        expect(y.intent.id, message).toBe(x.intent.id);
        moved += Math.abs(x.confidence - y.confidence);
      }
      // About 0.001 on average, where the shuffle moved each by 0.02.
      expect(moved / rows.length, extra).toBeLessThan(0.005);
    }
  });

  it("reads a phone's shortenings as the words they stand for, in both languages", () => {
    for (const [short, long] of [
      ["q horario tienen el sabado", "que horario tienen el sabado"],
      ["xq no prende mi cel", "porque no prende mi celular"],
      ["can u fix my fone tmrw", "can you fix my phone tomorrow"],
    ] as const) {
      const [x, y] = [engine.understanding.read(short), engine.understanding.read(long)];
      expect([x.intent.id, x.confidence], short).toEqual([y.intent.id, y.confidence]);
    }
  });

  it("has at least 40 English and 30 Spanish examples for every intent and every finer kind", () => {
    for (const intent of [...INTENTS, ...KINDS]) {
      expect(intent.en.length, intent.id).toBeGreaterThanOrEqual(40);
      expect(intent.es.length, intent.id).toBeGreaterThanOrEqual(30);
    }
  });
});
