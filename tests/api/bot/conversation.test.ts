// The assistant holds a whole conversation (issue 31): each kind a new set of everyday messages missed
// is a family of ten or more messages, written as people write (typos, slang, no punctuation, Spanish
// with and without accents). Every fact is read from the data, so another shop's data runs them too.
import { describe, expect, it } from "vitest";
import { LocalEngine, type EngineAnswer } from "../../../api/bot/answer/engine.ts";
import { faq } from "#shop/owner-data.ts";
import { booking, business, fullAddress, models, services, warrantyText } from "#shop/facts.ts";
import { addDays, weekdayOf } from "#shop/clock.ts";
import { ask, askEs, expectAnswer, label, type Row } from "../../helpers/assistant-check.ts";
import type { ServiceKey } from "#shop/content-schemas.ts";
import { spanishWords } from "../../../api/bot/say/frames/es.ts";
import {
  bot,
  dayFacts,
  FULL,
  holidayOn,
  OFFER_SERVICE,
  OPEN_MIDDAY,
  phone,
  plain,
  price,
  schedule,
  serviceWord,
  short,
  user,
} from "../../helpers/assistant-facts.ts";

const engine = new LocalEngine({ now: () => OPEN_MIDDAY });

/** Rows of one intent: its English messages, then its Spanish ones, each with `more`. */
const rowsOf = (intent: string, english: string[], spanish: string[] = [], more: Partial<Row> = {}): Row[] => [
  ...english.map((message) => ask(message, intent, more)),
  ...spanish.map((message) => askEs(message, intent, more)),
];

/**
 * One test a row: its message asked (after its history, if it has one), the answer checked against the
 * row with what `expected` adds for it, then by `also` where a family checks more.
 */
function askEach(
  prefix: string,
  rows: Row[],
  expected: (r: Row) => Partial<Row>,
  also?: (answer: EngineAnswer) => void,
): void {
  for (const r of rows)
    it(label(r, prefix), () => {
      const answer = engine.answer({ message: r.message, history: r.history ?? [] });
      expectAnswer(answer, { ...r, ...expected(r) });
      also?.(answer);
    });
}

// --- days, computed here from the calendar (not by the assistant's own code) ---------------------
const today = schedule.localTime(OPEN_MIDDAY).date;
const MONTH = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" });
/** "June 9": how an English answer names a date. */
const monthDay = (date: string) => `${MONTH.format(new Date(`${date}T12:00:00Z`))} ${Number(date.slice(8, 10))}`;
const MONTH_ES = new Intl.DateTimeFormat("es-US", { month: "long", timeZone: "UTC" });
/** "9 de junio": how a Spanish answer names it. */
const monthDayEs = (date: string) =>
  `${Number(date.slice(8, 10))} de ${MONTH_ES.format(new Date(`${date}T12:00:00Z`))}`;

/** Any iPhone price of the data: what an answer about another device must never carry. */
const IPHONE_PRICES = [...new Set(models.flatMap((m) => Object.values(m.prices)))].map((p) => `$${p}`);
const NO_IPHONE_PRICE = IPHONE_PRICES.map((p) => new RegExp(`\\${p}(?!\\d)`));

// A problem on another device keeps the problem's intent ("cracked-screen"), as an iPad's always has.
describe("other devices: what the shop knows, a call or a diagnosis, never an iPhone price", () => {
  const rows: Row[] = [
    ask("how much to fix an apple watch screen", "watch"),
    ask("my apple watch glass is cracked can u fix it", "cracked-screen"),
    ask("iwatch battery dies fast how much", "battery-drain"),
    ask("do you repair smartwatches?", "watch"),
    ask("my airpods wont charge", "not-charging"),
    ask("airpod pro left one no sound how much to fix", "speaker"),
    ask("can you replace airpods battery", "earbuds"),
    ask("how much for a macbook screen", "computer"),
    ask("ipad screen cracked how much", "cracked-screen"),
    ask("can you fix my xbox controller", "game-console"),
    ask("my ps4 wont charge", "not-charging"),
    askEs("cuanto cuesta arreglar la pantalla de mi apple watch", "watch"),
    askEs("mis airpods no cargan", "not-charging"),
    askEs("reparan relojes inteligentes?", "watch"),
    askEs("arreglan consolas?", "game-console"),
  ];
  askEach("device", rows, () => ({ must: [phone], mustNot: [...NO_IPHONE_PRICE, /\bfrom \$/, /desde \$/] }));

  it("a Spanish question about another device is answered in Spanish", () => {
    for (const message of ["cuanto cuesta arreglar la pantalla de mi apple watch", "mis airpods no cargan"]) {
      const answer = engine.answer({ message, history: [] });
      expect(answer.response, message).not.toMatch(/We're iPhone specialists/);
      expect(answer.response, message).toContain(phone);
    }
  });
});

/** Cities that are not the shop's (another shop's data has other towns: those are filtered out). */
const AWAY = ["Atlanta", "Savannah", "Nashville", "Orlando", "Dallas", "Chicago", "Memphis", "Charlotte"].filter(
  (town) => town !== business.address.city && !business.serviceArea.includes(town),
);
const [A1, A2, A3, A4] = [AWAY[0]!, AWAY[1]!, AWAY[2]!, AWAY[3]!];

describe("places: a town outside the service area gets where the shop is and which towns it serves", () => {
  const rows = rowsOf(
    "service-area",
    [
      `are you in ${A1}?`,
      `r u guys in ${A2.toLowerCase()}`,
      `do you have a shop in ${A3}`,
      `any location near ${A4.toLowerCase()}??`,
      `do you serve ${A1}`,
      `is there one in ${A2}`,
      `are yall located in ${A3.toLowerCase()} or where`,
      `do u come to ${A4}`,
    ],
    [`¿están en ${A1}?`, `tienen tienda en ${A2.toLowerCase()}`, `estan en ${A3}`],
  );
  askEach("place", rows, () => ({ must: [fullAddress, business.serviceArea[0]!] }));
});

const SAME_DAY = faq.find((f) => f.id === "same-day")?.answer;

describe("comparisons: what the data says of this shop, never a figure it does not have", () => {
  const rows = [
    ...rowsOf("apple", [
      "why not the apple store?",
      "why should i come to you and not apple",
      "whats better you or the genius bar",
      "is it cheaper than apple?",
      "are you cheaper than the apple store",
      "why not just go to apple store lol",
    ]),
    ask(`apple store vs you for a ${short(FULL)} screen`, "apple", { must: [price(FULL, "screen")] }),
    ...rowsOf(
      "apple",
      [],
      ["y por que no voy a la apple store", "¿por qué ir con ustedes y no con Apple?", "son mas baratos que apple"],
    ),
  ];
  askEach(
    "compare",
    rows,
    (r) => {
      // This shop's own word: its warranty, and its same-day word where the owner keeps one.
      const facts = r.spanish
        ? [`${business.warranty.days} días`, phone]
        : [warrantyText, phone, ...(SAME_DAY ? [SAME_DAY.replace(/^Yes[.,:!]\s*/, "")] : [])];
      return { must: [...facts, ...(r.must ?? [])], mustNot: [/^Yes/m] };
    },
    // Apple's own figures are not in the data: no amount is said beside Apple's name.
    (answer) => expect(answer.response).not.toMatch(/Apple[^.]*\$\d/),
  );
});

/** Never a claim that the chat itself booked, moved or cancelled anything: it cannot. */
const NO_CLAIM = [
  /\b(?:i|we)(?:'ve| have)? (?:booked|cancell?ed|changed|moved|rescheduled)\b/i,
  /\b(?:is|has been) (?:booked|cancell?ed|changed|moved|rescheduled)\b/i,
  /\b(?:cancelad[ao]|reservad[ao]|cambiad[ao])\b/i,
];

describe("booking questions: the private link for a booking made, the rules for one to make, no claims", () => {
  const manage = [
    ...rowsOf(
      "my-booking",
      [
        "i need to cancel my appointment",
        "how do i reschedule my booking",
        "can i change the time of my appt",
        "cancel my booking pls",
        "need to move my appointment",
      ],
      ["necesito cancelar mi cita", "quiero cambiar mi cita"],
    ),
    ...rowsOf("repair-status", ["is my phone ready", "is my iphone done yet??"], ["¿ya está listo mi teléfono?"]),
  ];
  askEach("my booking", manage, (r) => ({
    must: [r.spanish ? /enlace privado/ : /private link/, phone],
    mustNot: NO_CLAIM,
  }));

  const ahead = rowsOf(
    "booking-ahead",
    [
      "how far ahead can i book",
      "how far in advance can i make an appointment",
      "can i book a month out",
      "how many days ahead can you schedule",
    ],
    ["hasta cuando puedo reservar", "¿con cuánta anticipación puedo agendar una cita?"],
  );
  askEach("ahead", ahead, (r) => ({
    must: [r.spanish ? `${booking.horizonDays} días` : `${booking.horizonDays} days`, phone],
    mustNot: NO_CLAIM,
  }));
});

describe("the offer: its scope as the data says it, and the sum when asked after a price", () => {
  const off = business.offer.amountOff;
  const offerKey = OFFER_SERVICE!;
  const priced = models.find((m) => m.prices[offerKey] !== undefined)!;
  const sum = `$${priced.prices[offerKey]! - off}`;
  const other = services.find((sv) => sv.key !== offerKey)!.key as ServiceKey;
  const otherEs = spanishWords.services[other].short.replace(/^(la|el) /, "");
  /** A price asked and answered (by the engine itself), then the sum asked. */
  const after = (question: string) => {
    const answer = engine.answer({ message: question, history: [] });
    return [user(question), bot(answer.response)];
  };
  const en = after(`how much for ${plain(priced)} ${serviceWord(offerKey)}`);
  const es = after(`cuanto cuesta ${spanishWords.services[offerKey].short} del ${plain(priced)}`);
  const sums = [
    ...rowsOf(
      "discounts",
      [
        `so with the $${off} off?`,
        "what about with the discount",
        "and w the offer how much",
        "how much after the discount??",
        `so $${off} less right`,
        "price with the deal",
      ],
      [],
      { history: en },
    ),
    ...rowsOf(
      "discounts",
      [],
      [
        "¿y con el descuento?",
        `y con los $${off} de descuento cuanto seria`,
        "cuanto queda con la oferta",
        "con el descuento cuánto sale",
      ],
      { history: es },
    ),
  ];
  askEach(
    "sum",
    sums,
    () => ({ must: [sum, price(priced, offerKey)] }),
    (answer) => expect(answer.unanswered, answer.response).toBe(false),
  );

  const scope = rowsOf(
    "discounts",
    [
      `is the $${off} off for ${serviceWord(other)} too?`,
      `do i get the discount on a ${serviceWord(other)}`,
      `any deal on ${serviceWord(other)} repair rn`,
    ],
    [`¿el descuento también es para ${otherEs}?`, `hay descuento en ${otherEs}`],
  );
  askEach("scope", scope, (r) => ({
    must: [r.spanish ? spanishWords.services[offerKey].name.toLowerCase() : business.offer.appliesTo, `$${off}`],
  }));
});

describe("follow-ups: a day said relative to the day talked about ('and the day after?')", () => {
  /** A day asked about, then the follow-up: the answer is about `date`, with its hours. */
  const asked = (first: string, next: string, date: string, spanish = false) => ({ first, next, date, spanish });
  const inThree = addDays(today, 3);
  const inFive = addDays(today, 5);
  const christmas = holidayOn("Christmas Day", today);
  const rows = [
    asked("are you open tomorrow", "and the day after?", addDays(today, 2)),
    asked(`are you open on ${monthDay(inThree).toLowerCase()}`, "what about the day after", addDays(inThree, 1)),
    asked(`hours on ${monthDay(inFive)}?`, "the next day??", addDays(inFive, 1)),
    asked(`r u open ${monthDay(inThree).toLowerCase()}`, "n the day after that", addDays(inThree, 1)),
    asked(`open ${monthDay(inFive)}?`, "and the following day", addDays(inFive, 1)),
    asked(`are you open on ${monthDay(inFive)}`, "what about the day before?", addDays(inFive, -1)),
    asked("are you open on christmas?", "and the day after", addDays(christmas, 1)),
    asked("¿abren mañana?", "¿y el día siguiente?", addDays(today, 2), true),
    asked(`abren el ${monthDayEs(inThree)}?`, "y al dia siguiente", addDays(inThree, 1), true),
    asked(`¿qué horario tienen el ${monthDayEs(inFive)}?`, "¿y el día anterior?", addDays(inFive, -1), true),
  ];
  for (const r of rows)
    it(`${r.first} -> ${r.next}`, () => {
      const first = engine.answer({ message: r.first, history: [] });
      const history = [user(r.first), bot(first.response)];
      const answer = engine.answer({ message: r.next, history });
      const day = r.spanish ? [monthDayEs(r.date)] : [monthDay(r.date), weekdayOf(r.date)];
      const hours = r.spanish ? [] : dayFacts(schedule.hoursOn(r.date));
      expectAnswer(answer, {
        message: r.next,
        history,
        intent: "hours",
        spanish: r.spanish,
        must: [...day, ...hours],
      });
    });
});

describe("a closed day says so and offers the nearest open one", () => {
  const after = (from: string, open: boolean) => {
    let d = addDays(from, 1);
    while (schedule.hoursOn(d).ranges.length > 0 !== open) d = addDays(d, 1);
    return d;
  };
  // The shop's next two closed days (its weekly day off, or a special day), and the open day after each.
  const closed1 = after(today, false);
  const closed2 = after(closed1, false);
  const rows = [
    { message: `are you open on ${monthDay(closed1)}?`, closed: closed1 },
    { message: `open ${monthDay(closed1).toLowerCase()}`, closed: closed1 },
    { message: `can i come in on ${monthDay(closed1)} at 3`, closed: closed1 },
    { message: `r u guys open ${monthDay(closed2).toLowerCase()}??`, closed: closed2 },
    { message: `hours for ${monthDay(closed2)}`, closed: closed2 },
    { message: `what time do you open on ${monthDay(closed2)}`, closed: closed2 },
    { message: `can i drop my phone off ${monthDay(closed1)} morning`, closed: closed1 },
    { message: `¿abren el ${monthDayEs(closed1)}?`, closed: closed1, spanish: true },
    { message: `abren el ${monthDayEs(closed2)}`, closed: closed2, spanish: true },
    { message: `puedo ir el ${monthDayEs(closed2)} a las 3?`, closed: closed2, spanish: true },
  ];
  for (const r of rows)
    it(r.message, () => {
      const answer = engine.answer({ message: r.message, history: [] });
      const open = after(r.closed, true);
      const said = r.spanish ? [monthDayEs(r.closed), monthDayEs(open)] : [monthDay(r.closed), monthDay(open)];
      const hours = r.spanish ? [] : dayFacts(schedule.hoursOn(open));
      expectAnswer(answer, { message: r.message, intent: "hours", spanish: r.spanish, must: [...said, ...hours] });
    });
});

// A day asked after another's hours ("what about sunday?") asks that day's hours too, never "outside what
// I can help with".
describe("another day's hours, asked after a day's", () => {
  const today = schedule.localTime(OPEN_MIDDAY).date;
  const next = (weekday: string) =>
    [1, 2, 3, 4, 5, 6, 7].map((n) => addDays(today, n)).find((d) => weekdayOf(d) === weekday)!;
  for (const [first, then, weekday] of [
    ["are you open saturday", "what about sunday", "Sunday"],
    ["abren el sabado?", "y que tal el domingo", "Sunday"],
    ["open friday?", "how about monday", "Monday"],
  ] as const)
    it(`${first} / ${then}`, () => {
      const answer = engine.answer({ message: then, history: [user(first), bot("…")] });
      expect(answer.intent).toBe("hours");
      if (!/[¿ñ]|abren/.test(first))
        for (const fact of dayFacts(schedule.hoursOn(next(weekday)))) expect(answer.response).toContain(fact);
    });
});

// "How long?" after the warranty is how long the warranty lasts, not a repair's time.
describe("how long, asked after the warranty", () => {
  it("do you have a warranty / how long?", () => {
    const answer = engine.answer({ message: "how long?", history: [user("do you have a warranty"), bot("…")] });
    expect(answer.intent).toBe("warranty");
    expect(answer.response).toContain(`${business.warranty.days}-day`);
  });
});
