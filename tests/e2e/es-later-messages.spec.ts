// A Spanish journey past the booking's day, at 390×844 on the real server, whose clock the test moves on
// (tests/helpers/held-clock-server.ts) to each time the app itself says a message is due
// (api/journey/timing.ts, api/sms/quiet-hours.ts): no waiting for days, no sleeps. Two visitors book the
// same slot on /es/book/: one with JavaScript on through <repair-booking>, agreeing to texts (her
// confirmation comes by text and by email, with the calendar file), one with JavaScript off through the
// plain form, saying no to texts (everything comes by email), who books another time first and moves to
// the shared one on the Spanish change page ('new time', with its calendar file). Both get their
// reminders; the owner marks the second a no-show on the desk ('we missed you' the next morning) and sends
// the first her estimate by text, left a day (its reminder by text), then hands her phone back (the review
// ask, and its reminder days later). A third, booked with the plain form and no texts, signs the repair
// terms on her tracker (her copy by email) and comes in early: her estimate by email, left unanswered a
// day (its reminder by email), approved on her tracker, then 'ready' and the review ask by email. A fourth
// and a fifth, with the plain form and texts agreed to: the fourth cancels on her tracker (the
// cancellation by text), the fifth gets her reminders by text and never comes
// ('we missed you' by text the next morning). Every message, read from the run's real SMTP server and fake
// SMS provider, is the one the Spanish words modules write for that booking (api/booking/words/es-texts.ts,
// es-emails.ts), with the calendar file where the email carries one, and the trackers say where each repair
// stands in Spanish. The helpers: es-journey.ts.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import booking from "../../site/_data/booking.ts";
import business from "../../site/_data/business.ts";
import models from "../../site/_data/models.ts";
import { addDays, dateAt, instantOf } from "#shop/clock.ts";
import { STATE_WORDS, type RepairState } from "#shop/repair-states.ts";
import type { Booking, Estimate } from "../../api/booking/types.ts";
import {
  confirmationEs,
  estimateEs,
  estimateReminderEs,
  missedEs,
  movedEs,
  readyEs,
  reminderEs,
  reviewEs,
  signedEs,
} from "../../api/booking/words/es-emails.ts";
import { TEXT_WORDS_ES } from "../../api/booking/words/es-texts.ts";
import type { Words } from "../../api/booking/words/journey.ts";
import { termsWords } from "../../api/checkin/terms.ts";
import { estimateReminderTime, nextMorning, reminderTimes, reviewTimes } from "../../api/journey/timing.ts";
import { nextTextTime } from "../../api/sms/quiet-hours.ts";
import { bookingIn } from "../../site/ui/i18n/content.ts";
import { budget } from "../helpers/budget.ts";
import { freePort } from "../helpers/free-port.ts";
import { startHeldClockServer } from "../helpers/held-clock-server.ts";
import {
  approveEstimate,
  bookWithForm,
  bookWithWidget,
  cancelOnTracker,
  laterSlots,
  literally,
  moveOnChangePage,
  otherPhone,
  sendEstimate,
  signTerms,
  trackerBooking,
  trackerSays,
  withReviewLink,
  type Booked,
} from "./es-journey.ts";
import { mailTo, visitorAddress } from "./mailbox.ts";
import { textsTo } from "./phones.ts";
import { openRendered } from "./rendered.ts";
import { apiServerEnv } from "./server-env.ts";
import { e164, phoneFor, seed } from "./slots.ts";

test.skip(!booking.enabled || !business.languages.includes("es"), "Spanish booking needs booking and Spanish on");
test.skip(({ isMobile }) => !isMobile, "the phone project (390×844)");
// Two visitors share a slot, so one move of the clock brings both their reminders.
test.skip(booking.capacity < 2, "a shop that takes one visitor a slot: two cannot share one");
test.describe.configure({ timeout: budget(300_000) });
test.use({ timezoneId: business.timeZone });

const zone = business.timeZone;
const MINUTE = 60_000;

test("a Spanish journey's later messages: a new time, the reminders, the estimate and its reminder, the signed terms, a cancellation, 'we missed you' and the review ask arrive in Spanish, by text and by email", async ({
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
    // Two more with texts: one cancels at once, one never comes.
    const taken = [byText.phone, byMail.phone, thirdVisitor.phone];
    const cancels = { name: "Sol Cancela", phone: otherPhone(info, "fourth phone", taken), email: "" };
    cancels.email = visitorAddress("es-later-cancels");
    const absent = {
      name: "Mar No Viene",
      phone: otherPhone(info, "fifth phone", [...taken, cancels.phone]),
      email: visitorAddress("es-later-absent"),
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
    // She signs the repair terms on her tracker: her copy, in Spanish, by email.
    const signing = await server.now();
    await signTerms(picker, c.link, thirdVisitor.name);
    const signedAt = [signing, await server.now()];
    // The fourth and the fifth: the plain form, texts agreed to, at the time the second left; the fourth cancels.
    const other = await plain.newPage();
    await other.goto(`/es/book/?model=${model.slug}`);
    await bookWithForm(other, first, service, cancels, true);
    const d = await trackerBooking(other, server, first, service, model.slug);
    await cancelOnTracker(other, d.link);
    await other.goto(`/es/book/?model=${model.slug}`);
    await bookWithForm(other, first, service, absent, true);
    const e = await trackerBooking(other, server, first, service, model.slug);

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
    const terms = bookingIn("es").terms!;
    /** The copy of the terms signed at one of `signedAt`'s minutes (the server's clock runs on). */
    const signedCopy = (at: number) =>
      signedEs(c.b, { kind: "terms", version: terms.version, words: termsWords(terms), place: "tracker", at }, c.link);
    const expectedC: unknown[] = [
      mail(confirmationEs(c.b, c.link), c.b),
      {
        subject: signedCopy(signing).subject,
        text: expect.stringMatching(
          new RegExp(`^(${[...new Set(signedAt.map((at) => literally(onServer(signedCopy(at).text))))].join("|")})$`),
        ),
        attachments: [],
      },
    ];
    const dTexts = () => textsTo(e164(cancels.phone));
    const eTexts = () => textsTo(e164(absent.phone));
    const expectedD = [TEXT_WORDS_ES.confirmation(d.b, d.link), TEXT_WORDS_ES.cancellation(d.b, undefined)].map(
      onServer,
    );
    const expectedE = [onServer(TEXT_WORDS_ES.confirmation(e.b, e.link))];
    const allArrived = async () => {
      await expect.poll(texts, { timeout: budget(30_000) }).toEqual(expectedTexts);
      await expect.poll(aMail, { timeout: budget(30_000) }).toEqual(expectedA);
      await expect.poll(bMail, { timeout: budget(30_000) }).toEqual(expectedB);
      await expect.poll(cMail, { timeout: budget(30_000) }).toEqual(expectedC);
      await expect.poll(dTexts, { timeout: budget(30_000) }).toEqual(expectedD);
      await expect.poll(eTexts, { timeout: budget(30_000) }).toEqual(expectedE);
      // The fourth's and the fifth's one email is the confirmation (with its calendar file): the rest came by text.
      expect(received(cancels.email)).toEqual([mail(confirmationEs(d.b, d.link), d.b)]);
      expect(received(absent.email)).toEqual([mail(confirmationEs(e.b, e.link), e.b)]);
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

    /** The desk's estimate of one option, as the words modules read it. */
    const option = { label: "Pantalla original", dollars: 279 };
    const estimate = { options: [{ label: option.label, cents: option.dollars * 100 }], note: null } as Estimate;

    // The third comes in early: checked in, her estimate by email, left unanswered (its reminder by email a
    // day later, in the steps below).
    await tap(c, "Checked in", "checked-in");
    await sendEstimate(owner, c.b.reference, option.label, option.dollars);
    expectedC.push(mail(estimateEs(c.b, estimate, c.link)));
    await expect.poll(cMail, { timeout: budget(30_000) }).toEqual(expectedC);
    const estimateSent = await server.now();

    /**
     * What happens next, as steps in time: the server's clock moves to the earliest step's `at` (never back)
     * and each step then due says what has arrived; a step may add later ones.
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
    // The fifth's, by text, at her own time.
    for (const due of reminderTimes(zone, e.b.start, booking.reminders, held))
      steps.push({
        at: nextTextTime(due, zone),
        happens: () => void expectedE.push(onServer(TEXT_WORDS_ES.reminder(e.b, e.link))),
      });
    // Her slot has begun and she has not come: marked a no-show, 'we missed you' by text the next morning.
    steps.push({
      at: e.b.start + MINUTE,
      happens: async () => {
        await owner.reload();
        await tap(e, "No-show", "no-show");
        const missedAt = nextMorning(zone, await server.now());
        steps.push({ at: missedAt, happens: () => void expectedE.push(onServer(TEXT_WORDS_ES.missed(e.b, e.link))) });
      },
    });
    // The third's estimate reminder, by email; she approves it on her tracker, her phone is ready (her email,
    // with that day's hours) and collected: the review ask by email, and its reminder with the ask's link.
    steps.push({
      at: estimateReminderTime(zone, estimateSent),
      happens: async () => {
        expectedC.push(mail(estimateReminderEs(c.b, c.link)));
        await expect.poll(cMail, { timeout: budget(30_000) }).toEqual(expectedC);
        await approveEstimate(picker, c.link, option.label);
        await owner.reload();
        await tap(c, "Ready", "ready");
        expectedC.push(mail(readyEs(c.b, await server.now(), c.link)));
        await expect.poll(cMail, { timeout: budget(30_000) }).toEqual(expectedC);
        await owner.reload();
        await tap(c, "Collected", "collected");
        if (!reviewing) return;
        const cReview = reviewTimes(zone, await server.now(), booking.reviewAsk);
        const askSubject = reviewEs({ review: "", stop: "" }, false).subject;
        steps.push({
          at: cReview.ask,
          happens: () =>
            void expectedC.push({
              subject: askSubject,
              text: expect.stringMatching(withReviewLink(reviewMail(false), server.origin)),
              attachments: [],
            }),
        });
        steps.push({
          at: cReview.reminder,
          happens: () => {
            const link = linkIn(reviewMail(false), cMail().find((m) => m.subject === askSubject)!.text);
            expectedC.push(mail(reviewEs({ review: link, stop: `${link}/stop` }, true)));
          },
        });
      },
    });
    // The slot has begun. On the desk: the second never came, the first's phone is checked in, her
    // estimate goes by text, left a day (its reminder by text), approved on her tracker, then ready (her
    // text) and collected. What follows, each at the latest time the app could have set for it (the
    // moves were made before `done`): 'we missed you' the next morning, the review ask after pickup, its
    // reminder days later.
    steps.push({
      at: a.b.start + MINUTE,
      happens: async () => {
        await owner.reload();
        await tap(b, "No-show", "no-show");
        const noShow = await server.now();
        steps.push({ at: nextMorning(zone, noShow), happens: () => void expectedB.push(mail(missedEs(b.b, b.link))) });
        await tap(a, "Checked in", "checked-in");
        await trackerSays(mailer, b.link, "no-show");
        // Her estimate by text, left unanswered: its reminder by text a day later (the step below).
        await sendEstimate(owner, a.b.reference, option.label, option.dollars);
        expectedTexts.push(onServer(TEXT_WORDS_ES.estimate(a.b, a.link)));
        await allArrived();
        steps.push({
          at: nextTextTime(estimateReminderTime(zone, await server.now()), zone),
          happens: async () => {
            expectedTexts.push(onServer(TEXT_WORDS_ES.estimateReminder(a.b, a.link)));
            await allArrived();
            await approveEstimate(picker, a.link, option.label);
            await owner.reload();
            await tap(a, "Ready", "ready");
            expectedTexts.push(onServer(TEXT_WORDS_ES.ready(a.b, a.link)));
            await allArrived();
            await owner.reload();
            await tap(a, "Collected", "collected");
            const done = await server.now();
            await trackerSays(texter, a.link, "collected");
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
      },
    });
    // Steps due at one time (two visitors' 'we missed you' the same morning) are taken together.
    const next = () => steps.sort((x, y) => x.at - y.at)[0];
    while (steps.length) {
      await server.moveTo(next()!.at);
      const now = await server.now();
      while (steps.length && next()!.at <= now) await steps.shift()!.happens();
      await allArrived();
    }
  } finally {
    await scripted.close();
    await plain.close();
    await desk.close();
    await server.stop();
  }
});
