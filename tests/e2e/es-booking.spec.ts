// A Spanish visitor books at 390×844 on the real server: from /es/ to a model's Spanish page, to
// /es/book/, booked with JavaScript off (the plain form, its hidden lang) and with it on (<repair-booking>
// in Spanish), each landing on a Spanish confirmation and tracker, its change-of-time page Spanish too, then
// cancelled there so the slot is free again; the confirmation (and, for the visitor who said no to texts,
// the cancellation) emails, read from the run's real SMTP server, are Spanish. (The run has no fake SMS provider: playwright.config.ts points texts at an
// unreachable one, so the texts' Spanish is the API tests' to check.) The language switch keeps the page. Words come from the pages' dictionaries and the
// owner's data; the slot is one the shop's clock offers, found from the API, never assumed for today.
import { createHash } from "node:crypto";
import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import booking from "../../site/_data/booking.ts";
import business from "../../site/_data/business.ts";
import bookingEs from "../../site/_data/es/booking.ts";
import models from "../../site/_data/models.ts";
import { longDate } from "#shop/clock.ts";
import { STATE_WORDS } from "#shop/repair-states.ts";
import { es } from "../../site/ui/i18n/es.ts";
import { budget } from "../helpers/budget.ts";
import { mailTo, visitorAddress } from "./mailbox.ts";
import { openRendered } from "./rendered.ts";

test.skip(!booking.enabled || !business.languages.includes("es"), "Spanish booking needs booking and Spanish on");
test.skip(({ isMobile }) => !isMobile, "the phone project (390×844)");
test.describe.configure({ timeout: budget(150_000) });
test.use({ timezoneId: business.timeZone });

interface Slot {
  start: string;
  remaining: number;
}

const seed = (info: TestInfo, salt = "") =>
  createHash("sha256")
    .update(`${info.titlePath.join(" ")} ${info.project.name} ${salt}`)
    .digest();

/** A free slot of this test's own within `within` days, past the first few (never one the notice is about to close). */
async function slotFor(request: APIRequestContext, info: TestInfo, within: number): Promise<Slot> {
  const response = await request.get(`/api/availability?days=${within}`);
  expect(response.status()).toBe(200);
  const days = (await response.json()).days as Array<{ slots: Slot[] }>;
  const free = days
    .flatMap((d) => d.slots)
    .filter((s) => s.remaining > 0)
    .slice(4);
  expect(free.length, "free slots ahead").toBeGreaterThan(0);
  return free[seed(info).readUInt32BE(0) % free.length]!;
}

const phoneFor = (info: TestInfo) =>
  `(706) 555-${String(seed(info, "phone").readUInt16BE(0) % 10000).padStart(4, "0")}`;

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
  await openRendered(page, "/es/");
  await toSpanishBooking(page, model, true);
  await openRendered(page, page.url());
  // The language switch leads to the same page in English, and back.
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
