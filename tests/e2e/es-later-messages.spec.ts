// A Spanish journey past the booking's day, at 390×844 on the real server, whose clock the test moves on
// (tests/helpers/held-clock-server.ts) to each time the app itself says a message is due
// (api/journey/timing.ts, api/sms/quiet-hours.ts): no waiting for days, no sleeps. Two visitors book the
// same slot on /es/book/: one with JavaScript on through <repair-booking>, agreeing to texts (her
// confirmation comes by text and by email, with the calendar file), one with JavaScript off through the
// plain form, saying no to texts (everything comes by email), who books another time first and moves to
// the shared one on the Spanish change page ('new time', with its calendar file). Both get their
// reminders; the owner marks the second a no-show on the desk ('we missed you' the next morning) and hands
// the first her phone back (the review ask, and its reminder days later). A third, booked with the plain
// form and no texts, has her phone repaired and collected early: 'ready' and the review ask by email.
// Every message, read from the run's real SMTP server and fake SMS provider, is the one the Spanish words
// modules write for that booking (api/booking/words/es-texts.ts, es-emails.ts), with the calendar file
// where the email carries one, and the trackers say where each repair stands in Spanish.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import booking from "../../site/_data/booking.ts";
import business from "../../site/_data/business.ts";
import bookingEs from "../../site/_data/es/booking.ts";
import models from "../../site/_data/models.ts";
import { addDays, dateAt, instantOf, longDate } from "#shop/clock.ts";
import { STATE_WORDS, type RepairState } from "#shop/repair-states.ts";
import type { Booking } from "../../api/booking/types.ts";
import { confirmationEs, missedEs, movedEs, readyEs, reminderEs, reviewEs } from "../../api/booking/words/es-emails.ts";
import { TEXT_WORDS_ES } from "../../api/booking/words/es-texts.ts";
import type { Words } from "../../api/booking/words/journey.ts";
import { nextMorning, reminderTimes, reviewTimes } from "../../api/journey/timing.ts";
import { nextTextTime } from "../../api/sms/quiet-hours.ts";
import { es } from "../../site/ui/i18n/es.ts";
import { budget } from "../helpers/budget.ts";
import { freePort } from "../helpers/free-port.ts";
import { startHeldClockServer, type HeldClockServer } from "../helpers/held-clock-server.ts";
import { mailTo, visitorAddress } from "./mailbox.ts";
import { textsTo } from "./phones.ts";
import { openRendered } from "./rendered.ts";
import { apiServerEnv } from "./server-env.ts";
import { availableDays, e164, phoneFor, seed, type Slot } from "./slots.ts";

test.skip(!booking.enabled || !business.languages.includes("es"), "Spanish booking needs booking and Spanish on");
test.skip(({ isMobile }) => !isMobile, "the phone project (390×844)");
// Two visitors share a slot, so one move of the clock brings both their reminders.
test.skip(booking.capacity < 2, "a shop that takes one visitor a slot: two cannot share one");
test.describe.configure({ timeout: budget(300_000) });
test.use({ timezoneId: business.timeZone });

const zone = business.timeZone;
const MINUTE = 60_000;

/** One visitor's booking as the words modules read it (its reference, start and repair), and her private link. */
interface Booked {
  b: Booking;
  link: string;
}

/** Another number of this test's own besides phoneFor's, one per `salt`, never one of `taken`. */
function otherPhone(info: TestInfo, salt: string, taken: string[]): string {
  let n = seed(info, salt).readUInt16BE(0) % 10000;
  while (taken.includes(`(706) 555-${String(n).padStart(4, "0")}`)) n = (n + 1) % 10000;
  return `(706) 555-${String(n).padStart(4, "0")}`;
}

/**
 * A slot two visitors can share, on a day the plain form on `page` offers, every reminder of it still to
 * come an hour from `now` and each reminder's text going before the slot (quiet hours may hold a text,
 * never past its slot), picked by the test's seed; another such slot, where the second visitor books
 * first before she moves to the shared one; and a third, the third visitor's.
 */
async function laterSlots(
  page: Page,
  info: TestInfo,
  now: number,
): Promise<Record<"shared" | "first" | "third", Slot>> {
  const offered = new Set(
    await page.locator("#booking-date option").evaluateAll((os) => os.map((o) => o.getAttribute("value"))),
  );
  const fits = (slot: Slot) => {
    const start = Date.parse(slot.start);
    const due = reminderTimes(zone, start, booking.reminders, now + 60 * MINUTE);
    return due.length === booking.reminders.length && due.every((at) => nextTextTime(at, zone) < start);
  };
  const free = (await availableDays(page.request))
    .filter((d) => offered.has(d.date))
    .flatMap((d) => d.slots)
    .filter((s) => s.remaining >= 2 && fits(s));
  expect(free.length, "slots with every reminder ahead").toBeGreaterThan(2);
  const pick = seed(info).readUInt32BE(0) % free.length;
  return { shared: free[pick]!, first: free[(pick + 1) % free.length]!, third: free[(pick + 2) % free.length]! };
}

/** The tracker's reference and the private link as the server writes it (its SITE_URL is its origin). */
async function trackerBooking(page: Page, server: HeldClockServer, slot: Slot, service: string, model: string) {
  await expect(page).toHaveURL(/\/book\/manage\/[A-Za-z0-9_-]{43}\/(\?.*)?$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.locator(".tracker-state")).toHaveText(STATE_WORDS.booked.es);
  const reference = (await page.locator(".booking-summary dd strong").first().textContent())!;
  const b = { reference, start: Date.parse(slot.start), service, model } as Booking;
  return { b, link: `${server.origin}${new URL(page.url()).pathname}` } satisfies Booked;
}

/** Sees a tracker afresh: the repair's state in Spanish. */
async function trackerSays(page: Page, link: string, state: RepairState) {
  await page.goto(new URL(link).pathname);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.locator(".tracker-state")).toHaveText(STATE_WORDS[state].es);
}

/** Books `slot` with <repair-booking> in Spanish, texts agreed to; lands on the tracker. */
async function bookWithWidget(page: Page, slot: Slot, who: { name: string; phone: string; email: string }) {
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
  await form.locator('input[autocomplete="name"]').fill(who.name);
  await form.locator('input[autocomplete="tel"]').fill(who.phone);
  await expect(form.getByText(bookingEs.textConsent.words)).toBeVisible();
  await expect(form.getByRole("checkbox", { name: bookingEs.textConsent.optOut })).not.toBeChecked();
  await form.locator('input[autocomplete="email"]').fill(who.email);
  await form.locator('button[type="submit"]').tap();
  const manage = widget.locator(".confirmation a[href*='/book/manage/']");
  await expect(manage).toBeVisible();
  await manage.tap();
}

/** Books `slot` with the plain form (JavaScript off), saying no to texts; lands on the tracker. */
async function bookWithForm(
  page: Page,
  slot: Slot,
  service: string,
  who: { name: string; phone: string; email: string },
) {
  await page.locator("#booking-service").selectOption(service);
  await page.locator("#booking-date").selectOption(slot.start.slice(0, 10));
  await page.getByRole("button", { name: es.book.form.showTimes }).click();
  await page.locator(`input[name="start"][value="${slot.start}"]`).check();
  await expect(page.locator("#booking-service")).toHaveValue(service);
  await page.getByLabel(es.book.form.fields.name.label, { exact: true }).fill(who.name);
  await page.getByLabel(es.book.form.fields.phone.label, { exact: true }).fill(who.phone);
  await page.getByLabel(es.book.form.fields.email.label, { exact: false }).fill(who.email);
  await page.getByRole("checkbox", { name: bookingEs.textConsent.optOut }).check();
  await page.getByRole("button", { name: es.book.form.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: es.book.manage.booked })).toBeVisible();
}

/** `words` matched as they are by a regular expression. */
const literally = (words: string) => words.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** From the tracker to the Spanish change page, to `slot`: the tracker says the new time, its link the same. */
async function moveOnChangePage(page: Page, slot: Slot) {
  await page.getByRole("link", { name: es.book.manage.changeTime }).click();
  await expect(page.getByRole("heading", { level: 1, name: es.book.change.heading })).toBeVisible();
  await page.locator("#change-date").selectOption(slot.start.slice(0, 10));
  await page.getByRole("button", { name: es.book.form.showTimes }).click();
  await page.locator(`input[name="start"][value="${slot.start}"]`).check();
  await page.getByRole("button", { name: es.book.change.move }).click();
  await expect(page.getByRole("status").filter({ hasText: es.book.manage.justMoved })).toBeVisible();
  await expect(page.locator(".booking-summary dd").nth(1)).toContainText(
    longDate(slot.start.slice(0, 10), { language: "es" }),
  );
}

/** A review link as the server writes it: its SITE_URL's /r/ and a 256-bit token. */
const reviewLinkPattern = (origin: string) => `${literally(origin)}/r/[A-Za-z0-9_-]{43}`;

/** A text whose one link (written twice: the link, and the link's /stop) is a review link of the server's. */
function withReviewLink(words: (link: string) => string, origin: string): RegExp {
  const marker = "REVIEW-LINK-MARKER";
  const [first, ...rest] = words(marker).split(marker).map(literally);
  return new RegExp(`^${first}(${reviewLinkPattern(origin)})${rest.join("\\1")}$`);
}

test("a Spanish journey's later messages: a new time, the reminders, 'we missed you' and the review ask arrive in Spanish, by text and by email", async ({
  browser,
}, info) => {
  // Yesterday at 11:00 on the shop's clock, running on: texts go at once (api/sms/quiet-hours.ts), at any hour of the run.
  const held = instantOf(zone, addDays(dateAt(zone, Date.now()), -1), 11 * 60);
  const env = apiServerEnv(String(await freePort()), mkdtempSync(path.join(os.tmpdir(), "e2e-es-later-")));
  const server = await startHeldClockServer(env, held);
  /** The shop's addresses in the words modules (this process's SITE_URL) as the server writes them (its own). */
  const onServer = (words: string) => words.replaceAll(`${business.siteUrl}/`, `${server.origin}/`);
  /** An email as the words module writes it, with the booking's calendar file when it carries one. */
  const mail = (words: Words, calendarOf?: Booking) => ({
    subject: onServer(words.subject),
    text: onServer(words.text),
    attachments: calendarOf ? [`${calendarOf.reference}.ics`] : [],
  });
  const phoneSized = { baseURL: server.origin, viewport: { width: 390, height: 844 }, timezoneId: zone };
  const scripted = await browser.newContext(phoneSized);
  const plain = await browser.newContext({ ...phoneSized, javaScriptEnabled: false });
  const desk = await browser.newContext(phoneSized);
  try {
    const texter = await scripted.newPage();
    const mailer = await plain.newPage();
    const owner = await desk.newPage();
    const service = booking.services.find((s) => s !== "diagnosis")!;
    const model = models[seed(info).readUInt8(4) % models.length]!;
    await mailer.goto(`/es/book/?model=${model.slug}`);
    const { shared: slot, first, third } = await laterSlots(mailer, info, await server.now());
    const byText = { name: "Rosa Con Textos", phone: phoneFor(info), email: visitorAddress("es-later-text") };
    const byMail = {
      name: "Ana Sin Textos",
      phone: otherPhone(info, "second phone", [byText.phone]),
      email: visitorAddress("es-later-mail"),
    };
    const thirdVisitor = {
      name: "Eva Sin Textos",
      phone: otherPhone(info, "third phone", [byText.phone, byMail.phone]),
      email: visitorAddress("es-later-third"),
    };

    // The first visitor: /es/book/ with JavaScript on, the widget's own form, texts agreed to.
    await openRendered(texter, `/es/book/?model=${model.slug}`);
    await bookWithWidget(texter, slot, byText);
    const a = await trackerBooking(texter, server, slot, service, model.slug);
    // The second: the plain form, no texts.
    await expect(mailer.locator("#booking-model")).toHaveValue(model.slug);
    await bookWithForm(mailer, first, service, byMail);
    const b = await trackerBooking(mailer, server, first, service, model.slug);
    const bookedFirst = b.b;
    // She moves to the first visitor's time on the Spanish change page: 'new time' by email (with the calendar file).
    await moveOnChangePage(mailer, slot);
    b.b = { ...b.b, start: Date.parse(slot.start) };
    // The third: the plain form, no texts, at a time of her own.
    const picker = await plain.newPage();
    await picker.goto(`/es/book/?model=${model.slug}`);
    await bookWithForm(picker, third, service, thirdVisitor);
    const c = await trackerBooking(picker, server, third, service, model.slug);

    /** What each has received so far, and what the Spanish words modules say they should have. */
    const texts = () => textsTo(e164(byText.phone));
    const received = (email: string) =>
      mailTo(email).map(({ subject, text, attachments }) => ({ subject, text, attachments }));
    const aMail = () => received(byText.email);
    const bMail = () => received(byMail.email);
    const cMail = () => received(thirdVisitor.email);
    const expectedTexts: unknown[] = [onServer(TEXT_WORDS_ES.confirmation(a.b, a.link))];
    const expectedA = [mail(confirmationEs(a.b, a.link), a.b)];
    const expectedB = [mail(confirmationEs(bookedFirst, b.link), b.b), mail(movedEs(b.b, b.link), b.b)];
    const expectedC: unknown[] = [mail(confirmationEs(c.b, c.link), c.b)];
    const allArrived = async () => {
      await expect.poll(texts, { timeout: budget(30_000) }).toEqual(expectedTexts);
      await expect.poll(aMail, { timeout: budget(30_000) }).toEqual(expectedA);
      await expect.poll(bMail, { timeout: budget(30_000) }).toEqual(expectedB);
      await expect.poll(cMail, { timeout: budget(30_000) }).toEqual(expectedC);
      // The visitors who said no to texts get none.
      expect(textsTo(e164(byMail.phone))).toEqual([]);
      expect(textsTo(e164(thirdVisitor.phone))).toEqual([]);
    };
    // The confirmation: by text and by email (its calendar file) to the first, by email to the others.
    await allArrived();

    // On the desk (the owner's English).
    await owner.goto("/owner/");
    await owner.getByLabel("Password").fill(process.env.E2E_OWNER_PASSWORD ?? "");
    await owner.getByRole("button", { name: "Sign in" }).click();
    await expect(owner.locator("html")).toHaveAttribute("data-desk", "ready");
    const tap = async (who: Booked, label: string, state: RepairState) => {
      const item = owner.locator("li.booking", { hasText: who.b.reference });
      await item.getByRole("button", { name: label, exact: true }).click();
      await expect(item.locator(".badge")).toHaveText(STATE_WORDS[state].desk);
    };
    /** The review ask's email words (or its reminder's) around a link. */
    const reviewMail = (reminder: boolean) => (link: string) =>
      onServer(reviewEs({ review: link, stop: `${link}/stop` }, reminder).text);
    const linkIn = (words: (link: string) => string, sent: string) =>
      withReviewLink(words, server.origin).exec(sent)![1]!;
    const reviewing = booking.reviewAsk.enabled && Boolean(business.reviewUrl);

    // The third comes in early: checked in, ready (her email, with today's hours), collected; the review
    // ask by email at the time the app gives it (what else falls due by then arrives too, checked below).
    await tap(c, "Checked in", "checked-in");
    await tap(c, "Ready", "ready");
    expectedC.push(mail(readyEs(c.b, await server.now(), c.link)));
    await expect.poll(cMail, { timeout: budget(30_000) }).toEqual(expectedC);
    await owner.reload();
    await tap(c, "Collected", "collected");
    const cReview = reviewTimes(zone, await server.now(), booking.reviewAsk);
    if (reviewing) {
      await server.moveTo(cReview.ask);
      expectedC.push({
        subject: reviewEs({ review: "", stop: "" }, false).subject,
        text: expect.stringMatching(withReviewLink(reviewMail(false), server.origin)),
        attachments: [],
      });
      await expect.poll(cMail, { timeout: budget(30_000) }).toEqual(expectedC);
    }

    /**
     * What happens next, as steps in time: each moves the server's clock to its `at` (never back) and says
     * what has then arrived; the steps are taken earliest first, and a step may add later ones.
     */
    type Step = { at: number; happens: () => Promise<void> | void };
    const steps: Step[] = [];
    // Each reminder, at the time the app gives it (its text at the first minute texts may go).
    for (const due of reminderTimes(zone, a.b.start, booking.reminders, held))
      steps.push({
        at: nextTextTime(due, zone),
        happens: () => {
          expectedTexts.push(onServer(TEXT_WORDS_ES.reminder(a.b, a.link)));
          expectedB.push(mail(reminderEs(b.b, b.link)));
        },
      });
    // The third's review reminder, by email, with her ask's link.
    if (reviewing)
      steps.push({
        at: cReview.reminder,
        happens: () => {
          const ask = cMail().find((m) => m.subject === reviewEs({ review: "", stop: "" }, false).subject)!;
          const link = linkIn(reviewMail(false), ask.text);
          expectedC.push(mail(reviewEs({ review: link, stop: `${link}/stop` }, true)));
        },
      });
    // The slot has begun. On the desk: the second never came, the first's phone is checked in, ready
    // (her text), and collected. What follows, each at the latest time the app could have set for it
    // (the moves were made before `done`): 'we missed you' the next morning, the review ask after pickup,
    // its reminder days later.
    steps.push({
      at: a.b.start + MINUTE,
      happens: async () => {
        await owner.reload();
        await tap(b, "No-show", "no-show");
        await tap(a, "Checked in", "checked-in");
        await tap(a, "Ready", "ready");
        expectedTexts.push(onServer(TEXT_WORDS_ES.ready(a.b, a.link)));
        await allArrived();
        await owner.reload();
        await tap(a, "Collected", "collected");
        const done = await server.now();
        await trackerSays(mailer, b.link, "no-show");
        await trackerSays(texter, a.link, "collected");
        steps.push({ at: nextMorning(zone, done), happens: () => void expectedB.push(mail(missedEs(b.b, b.link))) });
        if (!reviewing) return;
        const review = reviewTimes(zone, done, booking.reviewAsk);
        const reviewText = (link: string) => onServer(TEXT_WORDS_ES.review(a.b, link));
        steps.push({
          at: nextTextTime(review.ask, zone),
          happens: () => void expectedTexts.push(expect.stringMatching(withReviewLink(reviewText, server.origin))),
        });
        steps.push({
          at: nextTextTime(review.reminder, zone),
          happens: () => {
            // The reminder carries the ask's own link.
            const asked = texts().find((text) => withReviewLink(reviewText, server.origin).test(text))!;
            expectedTexts.push(onServer(TEXT_WORDS_ES.reviewReminder(a.b, linkIn(reviewText, asked))));
          },
        });
      },
    });
    while (steps.length) {
      steps.sort((x, y) => x.at - y.at);
      const step = steps.shift()!;
      await server.moveTo(step.at);
      await step.happens();
      await allArrived();
    }
  } finally {
    await scripted.close();
    await plain.close();
    await desk.close();
    await server.stop();
  }
});
