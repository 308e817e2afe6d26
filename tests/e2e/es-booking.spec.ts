// A Spanish visitor books at 390×844 on the real server: from /es/ to a model's Spanish page, to
// /es/book/, booked with JavaScript off (the plain form, its hidden lang) and with it on (<repair-booking>
// in Spanish), each landing on a Spanish confirmation and tracker, its change-of-time page Spanish too, then
// cancelled there so the slot is free again; the confirmation (and, for the visitor who said no to texts,
// the cancellation) emails, read from the run's real SMTP server, are Spanish. The language switch keeps
// the page. Then a whole journey of a Spanish booking that takes texts, moved along on the owner's desk:
// every email and text in Spanish, through the SMTP server and the run's fake SMS provider (on a server of
// its own whose clock is held inside the hours texts go, so it passes at any hour). The widget's booking with
// texts, the reminders, 'we missed you' (by email and by text), the review ask days later, the estimate by
// email and its reminder, the copy of the signed terms and the cancellation by text:
// es-later-messages.spec.ts. Words come from the pages' dictionaries, the messages' words modules and the
// owner's data; the slot is one the shop's clock offers, found from the API, never assumed for today.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import booking from "../../site/_data/booking.ts";
import business from "../../site/_data/business.ts";
import bookingEs from "../../site/_data/es/booking.ts";
import models from "../../site/_data/models.ts";
import { addDays, dateAt, instantOf, longDate } from "#shop/clock.ts";
import { STATE_WORDS, type RepairState } from "#shop/repair-states.ts";
import type { Booking } from "../../api/booking/types.ts";
import { confirmationEs } from "../../api/booking/words/es-emails.ts";
import { TEXT_WORDS_ES } from "../../api/booking/words/es-texts.ts";
import { es } from "../../site/ui/i18n/es.ts";
import { budget } from "../helpers/budget.ts";
import { freePort } from "../helpers/free-port.ts";
import { startHeldClockServer } from "../helpers/held-clock-server.ts";
import { mailTo, visitorAddress } from "./mailbox.ts";
import { textsTo } from "./phones.ts";
import { openRendered } from "./rendered.ts";
import { apiServerEnv } from "./server-env.ts";
import { e164, phoneFor, seed, slotFor, type Slot } from "./slots.ts";

test.skip(!booking.enabled || !business.languages.includes("es"), "Spanish booking needs booking and Spanish on");
test.skip(({ isMobile }) => !isMobile, "the phone project (390×844)");
test.describe.configure({ timeout: budget(150_000) });
test.use({ timezoneId: business.timeZone });

/** From /es/ to a model's Spanish page, then its 'Schedule Repair' to /es/book/ with the model asked for. */
async function toSpanishBooking(page: Page, model: (typeof models)[number], tap: boolean) {
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  const modelLink = page.locator(`.model-links a[href="/es/${model.slug}/"]`).first();
  await (tap ? modelLink.tap() : modelLink.click());
  await expect(page).toHaveURL(`/es/${model.slug}/`);
  const schedule = page.getByRole("link", { name: es.model.schedule }).first();
  await (tap ? schedule.tap() : schedule.click());
  await expect(page).toHaveURL(`/es/book/?model=${model.slug}`);
}

/**
 * The header's switch on the Spanish page `spanish` leads to its English twin (the same page, in English,
 * no redirect), whose switch leads back: tapped both ways, as a visitor does.
 */
async function switchKeepsThePage(page: Page, spanish: string) {
  const english = spanish.replace(/^\/es\//, "/");
  await page.locator("header [data-language-switch]").tap();
  await expect(page).toHaveURL(english);
  await expect(page.locator("html")).toHaveAttribute("lang", /^en/);
  await page.locator("header [data-language-switch]").tap();
  await expect(page).toHaveURL(spanish);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
}

/**
 * The visitor's emails whose subject starts with `start`: the Spanish ones of api/booking/words/es-emails.ts
 * ("Su reparación en <shop>: ...", "Cancelada: su reparación en <shop>, ..."), the English subjects differ.
 */
const mailed = (email: string, start: string) => () =>
  mailTo(email)
    .filter((mail) => mail.subject.startsWith(start))
    .map((mail) => mail.text);

/** The confirmation email, in Spanish: its subject, its first sentence and the Spanish tracker's link. */
async function spanishConfirmationMail(email: string) {
  const texts = mailed(email, `Su reparación en ${business.name}: `);
  await expect.poll(() => texts().length, { timeout: budget(30_000) }).toBe(1);
  expect(texts()[0]).toContain("Su cita está reservada");
  expect(texts()[0]).toMatch(/Vea o cancele su cita: \S*\/book\/manage\//);
}

/** The change-of-time page, reached from the tracker, in Spanish; then back to the tracker. */
async function spanishChangePage(page: Page) {
  await page.getByRole("link", { name: es.book.manage.changeTime }).click();
  await expect(page).toHaveURL(/\/book\/manage\/[A-Za-z0-9_-]{43}\/change\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", /^es/);
  await expect(page.getByRole("heading", { level: 1, name: es.book.change.heading })).toBeVisible();
  await page.getByRole("link", { name: es.book.change.back }).click();
  await expect(page.getByRole("heading", { level: 2, name: es.book.tracker.where })).toBeVisible();
}

/**
 * The Spanish tracker: its words, the booking's state, its time the Spanish way, its change page; then
 * cancelled from it. The cancellation is emailed (in Spanish) only to a visitor who said no to texts: one
 * who agreed gets it by text, and its email only if the text fails for good (api/booking/notices.ts).
 */
async function spanishTracker(page: Page, slot: Slot, email: string, noTexts: boolean) {
  await expect(page).toHaveURL(/\/book\/manage\/[A-Za-z0-9_-]{43}\/(\?.*)?$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.getByRole("heading", { level: 2, name: es.book.tracker.where })).toBeVisible();
  await expect(page.locator(".tracker-state")).toHaveText(STATE_WORDS.booked.es);
  const when = page.locator(".booking-summary dd").nth(1);
  await expect(when).toContainText(longDate(slot.start.slice(0, 10), { language: "es" }));
  await expect(when).toHaveText(/\d:\d\d\s?[ap]\.\s?m\./);
  await spanishChangePage(page);
  await page.getByRole("button", { name: es.book.tracker.cancel }).click();
  await expect(page.getByRole("heading", { level: 1, name: es.book.manage.cancelled })).toBeVisible();
  await spanishConfirmationMail(email);
  if (!noTexts) return;
  const cancelled = mailed(email, `Cancelada: su reparación en ${business.name}`);
  await expect.poll(() => cancelled().length, { timeout: budget(30_000) }).toBe(1);
}

test("a Spanish visitor books with JavaScript off and lands on a Spanish confirmation and tracker", async ({
  browser,
  request,
}, info) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    timezoneId: business.timeZone,
  });
  const page = await context.newPage();
  try {
    // The server's /es/book/ lists the coming two weeks.
    const slot = await slotFor(request, info, 14);
    const model = models[seed(info).readUInt8(4) % models.length]!;
    await page.goto("/es/");
    await toSpanishBooking(page, model, false);
    await expect(page.locator("#booking-model")).toHaveValue(model.slug);
    await expect(page.locator('form[method="post"] input[name="lang"]')).toHaveValue("es");
    await page.locator("#booking-date").selectOption(slot.start.slice(0, 10));
    await page.getByRole("button", { name: es.book.form.showTimes }).click();
    await expect(page.locator("#booking-date")).toHaveValue(slot.start.slice(0, 10));
    await page.locator(`input[name="start"][value="${slot.start}"]`).check();
    await page.getByLabel(es.book.form.fields.name.label, { exact: true }).fill("Lucía Sin Script");
    await page.getByLabel(es.book.form.fields.phone.label, { exact: true }).fill(phoneFor(info));
    const email = visitorAddress("es-nojs");
    await page.getByLabel(es.book.form.fields.email.label, { exact: false }).fill(email);
    await page.getByRole("button", { name: es.book.form.submit }).click();
    await expect(page.getByRole("heading", { level: 1, name: es.book.manage.booked })).toBeVisible();
    await expect(page.getByRole("status").first()).toContainText(es.book.manage.thanks);
    await spanishTracker(page, slot, email, false);
  } finally {
    await context.close();
  }
});

test("a Spanish visitor books with <repair-booking> in Spanish, and the switch keeps the page", async ({
  page,
  request,
}, info) => {
  const slot = await slotFor(request, info, booking.horizonDays + 1);
  const model = models[seed(info).readUInt8(4) % models.length]!;
  // The language switch leads to the same page in English, and back: on a model page, then on /es/book/.
  await openRendered(page, `/es/${model.slug}/`);
  await switchKeepsThePage(page, `/es/${model.slug}/`);
  await openRendered(page, "/es/");
  await toSpanishBooking(page, model, true);
  await openRendered(page, page.url());
  await expect(page.locator("header [data-language-switch]")).toHaveAttribute("href", "/book/");

  // The widget's own form (its light-DOM fallback, the plain form, is not shown once React runs).
  const widget = page.locator("repair-booking");
  const form = widget.locator("form.form");
  await expect(widget.locator("[lang]").first()).toHaveAttribute("lang", "es");
  await form
    .locator("select")
    .first()
    .selectOption(booking.services.find((s) => s !== "diagnosis")!);
  await widget.locator(`.days [role=radio][data-key="${slot.start.slice(0, 10)}"]`).tap();
  await widget.locator(`.slots [role=radio][data-key="${slot.start}"]`).tap();
  await expect(widget.locator(`.slots [role=radio][data-key="${slot.start}"]`)).toHaveAttribute("aria-checked", "true");
  await form.locator('input[autocomplete="name"]').fill("Lucía Con Script");
  await form.locator('input[autocomplete="tel"]').fill(phoneFor(info));
  // The consent beside the phone field in the owner's Spanish (site/_data/es/booking.ts).
  await expect(form.getByText(bookingEs.textConsent.words)).toBeVisible();
  const noTexts = form.getByRole("checkbox", { name: bookingEs.textConsent.optOut });
  await expect(noTexts).not.toBeChecked();
  await noTexts.check();
  const email = visitorAddress("es-js");
  await form.locator('input[autocomplete="email"]').fill(email);
  await form.locator('button[type="submit"]').tap();

  const manage = widget.locator(".confirmation a[href*='/book/manage/']");
  await expect(manage).toBeVisible();
  await manage.tap();
  await spanishTracker(page, slot, email, true);
});

/** A booking as the messages' words modules read it: its reference, start and repair are all they use. */
const asBooking = (b: Pick<Booking, "reference" | "start" | "service" | "model">) => b as Booking;

test("a Spanish booking that takes texts: its confirmation, estimate and 'ready' arrive in Spanish as the desk moves it", async ({
  browser,
}, info) => {
  // Yesterday at 11:00 on the shop's clock, running on: texts go at once (api/sms/quiet-hours.ts), at any hour of the run.
  const held = instantOf(business.timeZone, addDays(dateAt(business.timeZone, Date.now()), -1), 11 * 60);
  const env = apiServerEnv(String(await freePort()), mkdtempSync(path.join(os.tmpdir(), "e2e-es-journey-")));
  const server = await startHeldClockServer(env, held);
  const phoneSized = { baseURL: server.origin, viewport: { width: 390, height: 844 }, timezoneId: business.timeZone };
  // The visitor with JavaScript off (the plain form, the tracker's forms); the owner's desk with it on.
  const visitorContext = await browser.newContext({ ...phoneSized, javaScriptEnabled: false });
  const ownerContext = await browser.newContext(phoneSized);
  try {
    const page = await visitorContext.newPage();
    const owner = await ownerContext.newPage();
    const slot = await slotFor(page.request, info, 14);
    const service = booking.services.find((s) => s !== "diagnosis")!;
    const model = models[seed(info).readUInt8(4) % models.length]!;
    const phone = phoneFor(info);
    const email = visitorAddress("es-journey");

    await page.goto(`/es/book/?model=${model.slug}`);
    await page.locator("#booking-service").selectOption(service);
    await page.locator("#booking-date").selectOption(slot.start.slice(0, 10));
    await page.getByRole("button", { name: es.book.form.showTimes }).click();
    await page.locator(`input[name="start"][value="${slot.start}"]`).check();
    await expect(page.locator("#booking-service")).toHaveValue(service);
    await page.getByLabel(es.book.form.fields.name.label, { exact: true }).fill("Lucía Con Textos");
    await page.getByLabel(es.book.form.fields.phone.label, { exact: true }).fill(phone);
    await page.getByLabel(es.book.form.fields.email.label, { exact: false }).fill(email);
    // The owner's Spanish consent, its box left clear: texts agreed to.
    await expect(page.getByText(bookingEs.textConsent.words)).toBeVisible();
    await expect(page.getByRole("checkbox", { name: bookingEs.textConsent.optOut })).not.toBeChecked();
    await page.getByRole("button", { name: es.book.form.submit }).click();
    await expect(page.getByRole("heading", { level: 1, name: es.book.manage.booked })).toBeVisible();
    const tracker = new URL(page.url());
    const link = `${server.origin}${tracker.pathname}`;
    const reference = (await page.locator(".booking-summary dd strong").first().textContent())!;
    const b = asBooking({ reference, start: Date.parse(slot.start), service, model: model.slug });

    /** The visitor's texts, each as the Spanish words module writes it, in the order they were sent. */
    const texts = () => textsTo(e164(phone));
    const expected: string[] = [TEXT_WORDS_ES.confirmation(b, link)];
    await expect.poll(texts, { timeout: budget(30_000) }).toEqual(expected);
    // The confirmation's email goes too (it carries the calendar file), in Spanish.
    await spanishConfirmationMail(email);

    /** The tracker, loaded afresh: the state in Spanish. */
    const visitorSees = async (state: RepairState) => {
      await page.goto(tracker.pathname);
      await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
      await expect(page.locator(".tracker-state")).toHaveText(STATE_WORDS[state].es);
    };
    await visitorSees("booked");

    // The owner moves it along on the desk (in the owner's English), as tracker.spec.ts does.
    await owner.goto("/owner/");
    await owner.getByLabel("Password").fill(process.env.E2E_OWNER_PASSWORD ?? "");
    await owner.getByRole("button", { name: "Sign in" }).click();
    await expect(owner.locator("html")).toHaveAttribute("data-desk", "ready");
    const item = owner.locator("li.booking", { hasText: reference });
    const tap = async (label: string, state: RepairState) => {
      await item.getByRole("button", { name: label, exact: true }).click();
      await expect(item.locator(".badge")).toHaveText(STATE_WORDS[state].desk);
    };
    await tap("Checked in", "checked-in");
    await visitorSees("checked-in");

    await item.locator("summary").click();
    await item.getByLabel("Option 1").fill("Pantalla original");
    await item.getByLabel("Price 1 ($)").fill("279");
    await item.getByRole("button", { name: "Send estimate" }).click();
    await expect(item.locator(".badge")).toHaveText(STATE_WORDS["awaiting-approval"].desk);
    expected.push(TEXT_WORDS_ES.estimate(b, link));
    await expect.poll(texts, { timeout: budget(30_000) }).toEqual(expected);
    await visitorSees("awaiting-approval");
    await page.getByRole("button", { name: new RegExp(`^${es.book.tracker.approve}\\W+Pantalla original$`) }).click();
    await expect(page.getByRole("status")).toContainText(es.book.manage.estimate.approved);
    await expect(page.locator(".tracker-state")).toHaveText(STATE_WORDS.repairing.es);

    await owner.reload();
    await tap("Ready", "ready");
    expected.push(TEXT_WORDS_ES.ready(b, link));
    await expect.poll(texts, { timeout: budget(30_000) }).toEqual(expected);
    await visitorSees("ready");
    // Texts agreed to: the estimate and 'ready' came by text alone; the one email is the Spanish confirmation.
    expect(mailTo(email).map((mail) => mail.subject)).toEqual([confirmationEs(b, link).subject]);
  } finally {
    await visitorContext.close();
    await ownerContext.close();
    await server.stop();
  }
});
