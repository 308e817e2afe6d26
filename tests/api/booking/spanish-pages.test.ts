// The booking's pages in the booking's language, through the real app on loopback: /es/book/ with its
// hidden `lang`, a Spanish form post refused with Spanish field problems (the API's JSON stays English)
// or booked onto a Spanish confirmation, the tracker, the change of time, the terms to sign (kept in the
// words shown) and the counter's terms; an English booking stays English, and a shop that lists English
// alone never shows Spanish. The words come from the dictionaries and the owner's data, never literals.
import * as cheerio from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, longDate } from "#shop/clock.ts";
import { availability, booking as rules, business, shopLanguage } from "#shop/facts.ts";
import { FIELD_MESSAGES } from "#shop/booking-fields.ts";
import { FIELD_MESSAGES_IN } from "#shop/booking-field-words.ts";
import type { Language } from "#shop/languages.ts";
import { STATE_WORDS } from "#shop/repair-states.ts";
import { createCheckinStore } from "../../../api/checkin/store.ts";
import { termsWords } from "../../../api/checkin/terms.ts";
import { bookingIn } from "../../../site/ui/i18n/content.ts";
import { en } from "../../../site/ui/i18n/en.ts";
import { es } from "../../../site/ui/i18n/es.ts";
import { booked } from "../../helpers/booked.ts";
import { budget } from "../../helpers/budget.ts";
import { OwnerClient, ownerApp, signedInOwner, type OwnerApp } from "../../helpers/owner-app.ts";

const spanish = business.languages.includes("es");
/** The Spanish clock ("10:30 a. m."). */
const SPANISH_TIME = /\d:\d\d [ap]\. m\./;

// A day the shop takes bookings on, a few days out, and a clock the day before it: no test depends on today.
const DAY = (() => {
  for (let i = 3; i < 120; i++) {
    const date = addDays(availability.today(new Date()), i);
    if (availability.grid(date).length >= 2) return date;
  }
  throw new Error("no open day in the data");
})();
const SLOT = availability.grid(DAY)[0]!;

let app: OwnerApp;
let owner: OwnerClient;
beforeAll(async () => {
  app = await ownerApp({ booking: true, now: () => new Date(SLOT.start - 26 * 3_600_000) });
  owner = await signedInOwner(app.base);
}, budget(120_000));
afterAll(async () => app?.close());

const visitor = (path: string, init: RequestInit & { form?: Record<string, string> } = {}) =>
  new OwnerClient(app.base).fetch(path, init);
const $of = async (res: Response) => cheerio.load(await res.text());

/** The day's free starts as the API writes them (ISO, with the shop's offset). */
async function starts(): Promise<string[]> {
  const answer = (await (await visitor(`/api/availability?from=${DAY}&days=1`)).json()) as {
    days: { slots: { start: string; remaining: number }[] }[];
  };
  return answer.days
    .flatMap((d) => d.slots)
    .filter((s) => s.remaining > 0)
    .map((s) => s.start);
}

/** A booking made in `lang`, straight into the store (as a desk booking would be, with the language given). */
const made = (lang: Language) =>
  booked(app.store!, { start: SLOT.start, end: SLOT.end, lang }, SLOT.start - 2 * 86_400_000);

it("speaks the visitor's language only while the shop lists it", () => {
  expect(shopLanguage("es", ["en", "es"])).toBe("es");
  expect(shopLanguage("es", ["en"])).toBe("en");
  expect(shopLanguage("en", ["en", "es"])).toBe("en");
});

it("keeps an English booking's pages English", async () => {
  const { token } = await made("en");
  const $ = await $of(await visitor(`/book/manage/${token}/`));
  expect($("html").attr("lang")).toBe("en-US");
  expect($("#tracker-state-title").text()).toBe(en.book.tracker.where);
  expect($(".tracker-state").text()).toBe(STATE_WORDS.booked.en);
  const change = await $of(await visitor(`/book/manage/${token}/change/`));
  expect(change("h1").text()).toBe(en.book.change.heading);
});

describe.runIf(spanish)("a Spanish visitor", () => {
  it("gets /es/book/ in Spanish, its form posting the page's language", async () => {
    const $ = await $of(await visitor("/es/book/"));
    expect($("html").attr("lang")).toBe("es-US");
    expect($("h1").text()).toBe(es.book.intro.h1);
    expect($('form[method="post"] input[name="lang"]').val()).toBe("es");
    expect($('form[method="get"]').attr("action")).toBe("/es/book/");
    expect($('link[rel="alternate"][hreflang="en"]').attr("href")).toBe(`${business.siteUrl}/book/`);
    expect($("header [data-language-switch]").attr("href")).toBe("/book/");
    const english = await $of(await visitor("/book/"));
    expect(english('form[method="post"] input[name="lang"]').val()).toBe("en");
    expect(english("header [data-language-switch]").attr("href")).toBe("/es/book/");
  });

  it("is told what is wrong in Spanish on the page, while the API's JSON stays English", async () => {
    const [start] = await starts();
    const fields = { start: start!, service: rules.services[0]!, name: "Lucía", phone: "12", lang: "es" };
    const res = await visitor("/api/bookings", { form: fields });
    expect(res.status).toBe(400);
    const $ = cheerio.load(await res.text());
    expect($("html").attr("lang")).toBe("es-US");
    expect($("#booking-phone-error").text()).toBe(FIELD_MESSAGES_IN.es.phone);
    expect($("main").text()).not.toContain(FIELD_MESSAGES.phone);
    const json = await visitor("/api/bookings", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(fields),
    });
    expect(json.status).toBe(400);
    expect(((await json.json()) as { fields: Record<string, string> }).fields.phone).toBe(FIELD_MESSAGES.phone);
  });

  it("books from the Spanish form onto a Spanish confirmation, tracker and change page", async () => {
    const [start] = await starts();
    const form = {
      start: start!,
      service: rules.services[0]!,
      name: "Lucía Reyes",
      phone: "(205) 555-0188",
      lang: "es",
    };
    const posted = await visitor("/api/bookings", { form, redirect: "manual" });
    expect(posted.status).toBe(303);
    const manage = posted.headers.get("location")!;
    const $ = await $of(await visitor(manage));
    expect($("html").attr("lang")).toBe("es-US");
    expect($("h1").text()).toBe(es.book.manage.booked);
    expect($("main [role=status]").text()).toContain(es.book.manage.thanks);
    expect($(".tracker-state").text()).toBe(STATE_WORDS.booked.es);
    const when = $(".booking-summary dd").eq(1).text();
    expect(when).toContain(longDate(DAY, { language: "es" }));
    expect(when).toMatch(SPANISH_TIME);
    expect($("main").text()).not.toContain(en.book.tracker.where);

    const change = await $of(await visitor(`${manage.split("?")[0]}change/`));
    expect(change("html").attr("lang")).toBe("es-US");
    expect(change("h1").text()).toBe(es.book.change.heading);
    const option = change("#change-date option").first();
    expect(option.text()).toContain(longDate(option.attr("value")!, { language: "es" }));
    expect(change('label[for^="change-start-"]').first().text()).toMatch(SPANISH_TIME);
    const refused = await visitor(`${manage.split("?")[0]}change`, { form: { start: "soon" } });
    expect(refused.status).toBe(400);
    expect((await $of(refused))("[role=alert]").text()).toBe(es.book.change.refusals.invalid);
  });

  it("reads the repair terms in Spanish and signs the words shown; the counter shows them in Spanish too", async () => {
    const terms = bookingIn("es").terms!;
    const { b, token } = await made("es");
    const $ = await $of(await visitor(`/book/manage/${token}/`));
    expect($("#terms-title").text()).toBe(es.book.checkin.review);
    expect($("#terms summary").text()).toContain(terms.title);
    expect($("#terms h3").first().text()).toBe(terms.sections[0]!.title);

    const counter = await owner.page(`/owner/bookings/${b.id}/counter`);
    const c = cheerio.load(counter.html);
    expect(c(".counter-words").first().attr("lang")).toBe("es-US");
    expect(c(".counter-words").first().text()).toContain(terms.sections[0]!.text);

    const refused = await visitor(`/book/manage/${token}/terms`, {
      form: { booking: b.reference, version: terms.version, name: "Lucía Reyes" },
    });
    expect(refused.status).toBe(400);
    expect((await $of(refused))("[role=alert]").text()).toBe(es.book.checkin.refusals.agree_required);

    const form = { booking: b.reference, version: terms.version, name: "Lucía Reyes", agree: "1" };
    expect((await visitor(`/book/manage/${token}/terms`, { form })).status).toBe(303);
    const [signature] = (await createCheckinStore(app.app.db!).of(b.id)).signatures;
    expect(signature).toMatchObject({ kind: "terms", version: terms.version, words: termsWords(terms) });
    expect((await $of(await visitor(`/book/manage/${token}/`)))("#terms-title").text()).toBe(
      es.book.checkin.termsSigned,
    );
  });

  it("is tagged Spanish on the owner's desk", async () => {
    const { b } = await made("es");
    const desk = cheerio.load((await owner.page("/owner/")).html);
    const item = desk(`#b-${b.id}`);
    expect(item.find("[data-lang=es] abbr").text()).toBe("ES");
    expect(item.find("[data-lang=es] abbr").attr("title")).toBe("Spanish");
  });
});

describe.runIf(!spanish)("a shop that lists English alone", () => {
  it("shows a Spanish booking's pages in English", async () => {
    const { token } = await made("es");
    const $ = await $of(await visitor(`/book/manage/${token}/`));
    expect($("html").attr("lang")).toBe("en-US");
    expect($("#tracker-state-title").text()).toBe(en.book.tracker.where);
    expect((await visitor("/es/book/")).status).toBe(404);
  });
});
