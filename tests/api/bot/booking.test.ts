// The assistant, booking-aware, through the real chat route with a real booking store: asked to come
// in or to book at a time, it names free slots that the availability API also lists, with buttons
// that open /book/ on them; it never says a booking is made; an hours question gets no offer.
import { budget } from "../../helpers/budget.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booking, business, formatTime, models, schedule } from "#shop/facts.ts";
import { addDays, weekdayOf } from "#shop/clock.ts";
import { openBookingChat, type BookingChat } from "../../helpers/assistant-app.ts";

let chat: BookingChat;

beforeAll(async () => {
  chat = await openBookingChat("assistant-booking-");
}, budget(60_000));

afterAll(async () => {
  await chat?.close();
});

const ask = (message: string, earlier?: readonly string[]) => chat.ask(message, earlier);
const freeStarts = async () => new Set(await chat.freeStarts());
const CLAIMS_BOOKED =
  /\b(you're|you are|you've been|i've|i have|i) (now |just )?(booked|scheduled|reserved)\b|\bbooking (is )?confirmed\b/i;

describe.runIf(booking.enabled)("the assistant offers real free slots", () => {
  it.each([
    "can I come in tomorrow at 3?",
    "Could I bring my phone by Saturday around noon",
    "I'd like to book an appointment",
    "can you fit me in friday at 11am",
    // The free times asked with no day: the nearest ones.
    "any free slot coming up soon?",
    // The free times of a day, which the hours of that day answer first.
    "any openings saturday morning",
    "any free slots tomorrow?",
  ])("%s: free times that the booking API lists, with buttons onto them", async (message) => {
    const answer = await ask(message);
    const free = await freeStarts();
    const book = answer.actions.filter((a) => a.kind === "book");
    expect(book.length, answer.response).toBeGreaterThan(0);
    expect(answer.response).toMatch(/Free times to book near then|can't find a free time/);
    for (const action of book) {
      const url = new URL(action.href, "http://site.test");
      expect(url.pathname).toBe("/book/");
      const start = url.searchParams.get("start");
      if (start) expect(free.has(start), `${start} is free`).toBe(true);
    }
    expect(answer.response).not.toMatch(CLAIMS_BOOKED);
  });

  it.each([
    "¿puedo ir mañana a las 3?",
    "quiero una cita para el sabado",
    "Puedo llevar mi iphone el viernes a las 11",
    "tienen citas disponibles para mañana?",
    "que horarios tienen libres el lunes",
  ])("%s: the same offer in Spanish", async (message) => {
    const answer = await ask(message);
    expect(answer.response).toMatch(/Horarios libres para reservar cerca de esa hora|No encuentro un horario libre/);
    expect(answer.response).not.toMatch(/Free times to book/);
    const free = await freeStarts();
    const book = answer.actions.filter((a) => a.kind === "book");
    expect(book.length).toBeGreaterThan(0);
    // The booking page in the visitor's language, when the shop has Spanish pages.
    const page = business.languages.includes("es") ? "/es/book/" : "/book/";
    for (const action of book) {
      const url = new URL(action.href, "http://site.test");
      expect(url.pathname).toBe(page);
      const start = url.searchParams.get("start");
      if (start) expect(free.has(start), `${start} is free`).toBe(true);
    }
  });

  // As soon as possible: the earliest free slots of all, whatever the words, in English and Spanish.
  it.each([
    "asap",
    "whats the earliest i can come in",
    "soonest appointment?",
    "can i come in as soon as possible",
    "earliest slot pls",
    "first available appointment",
    "i need it fixed asap when can i bring it",
    "next available time to book",
    "lo antes posible",
    "¿cuándo es lo más pronto que puedo ir?",
    "cita lo antes posible porfa",
  ])("%s: the earliest free time first", async (message) => {
    const answer = await ask(message);
    const free = [...(await freeStarts())].sort((x, y) => Date.parse(x) - Date.parse(y));
    const first = answer.actions.find((a) => a.kind === "book" && a.href.includes("start="));
    expect(first, answer.response).toBeDefined();
    expect(new URL(first!.href, "http://site.test").searchParams.get("start")).toBe(free[0]);
    expect(answer.response).not.toMatch(CLAIMS_BOOKED);
  });

  it("carries the repair asked about into the booking button when it can be booked", async () => {
    const answer = await ask("book a battery replacement for saturday");
    const href = answer.actions.find((a) => a.kind === "book")!.href;
    const service = new URL(href, "http://site.test").searchParams.get("service");
    expect(service).toBe(booking.services.includes("battery") ? "battery" : null);
  });

  // A booking asked of a repair and a model, in one message or over two: the quote answers it, and the
  // booking page opened on that repair and model follows, as a sentence and a button beside Call.
  const model = models[0]!;
  const screen = booking.services.includes("screen") ? "screen" : null;
  it.each([
    { message: `I want to book a screen repair for my ${model.name}`, earlier: [], service: screen },
    { message: model.name, earlier: ["I want to book an appointment"], service: null },
    { message: `its a ${model.name}, cracked screen`, earlier: ["can i book a time"], service: screen },
    {
      message: `es un ${model.name} con la pantalla rota`,
      earlier: ["quiero hacer una cita"],
      service: screen,
      page: business.languages.includes("es") ? "/es/book/" : "/book/",
    },
  ])("$earlier then $message: the quote, and the booking page opened on the repair and the model", async (turn) => {
    const answer = await ask(turn.message, turn.earlier);
    const book = answer.actions.filter((a) => a.kind === "book");
    expect(book.length, answer.response).toBeGreaterThan(0);
    const free = await freeStarts();
    for (const action of book) {
      const url = new URL(action.href, "http://site.test");
      expect(url.pathname).toBe(turn.page ?? "/book/");
      expect(url.searchParams.get("model")).toBe(model.slug);
      expect(url.searchParams.get("service")).toBe(turn.service);
      const start = url.searchParams.get("start");
      if (start) expect(free.has(start), `${start} is free`).toBe(true);
    }
    // The sentence names the page of all free times, written as a link the chat makes clickable.
    const all = book.find((a) => !a.href.includes("start="))!;
    expect(answer.response).toContain(all.href);
    expect(answer.response).toContain(model.name);
    expect(answer.response).not.toMatch(CLAIMS_BOOKED);
  });

  it("a model named after a price question is its quote alone, with no booking page", async () => {
    const answer = await ask(model.name, ["how much is a battery"]);
    expect(
      answer.actions.some((a) => a.kind === "book"),
      answer.response,
    ).toBe(false);
  });

  // A time inside the hours of a day the shop opens (outside them, the nearest free times are offered).
  const today = schedule.localTime(new Date()).date;
  const day = [2, 3, 4, 5, 6].map((n) => addDays(today, n)).find((d) => schedule.hoursOn(d).ranges.length > 0)!;
  const inside = formatTime(
    schedule.hoursOn(day).ranges[0]!.opens.replace(/^(\d\d)/, (h) => String(Number(h) + 1).padStart(2, "0")),
  );
  it.each([
    `are you open ${weekdayOf(day).toLowerCase()} at ${inside}?`,
    "what time do you close on saturday",
    "how much is a screen for the 13",
  ])("%s: no booking offer", async (message) => {
    const answer = await ask(message);
    expect(answer.actions.some((a) => a.kind === "book")).toBe(false);
    expect(answer.response).not.toMatch(/Free times to book/);
  });
});
