// Everything a booking sends, in the booking's language, over real parts: the app (buildApp) on
// loopback with booking on an embedded database, a real SMTP server and the fake SMS provider. A
// booking made in Spanish (POST /api/bookings with lang "es") gets its confirmation, its calendar file,
// its texts and its later messages (the estimate, 'ready') in Spanish, with Spanish dates; the owner's
// email stays English and names the language; an English booking is unchanged; PARAR stops the texts
// and AYUDA answers in Spanish. A shop that lists only English (the second shop) sends all of it in
// English: the expected language is messageLanguage's rule, read from the shop's data.
import ICAL from "ical.js";
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, dateAt, instantOf } from "#shop/clock.ts";
import { booking as rules, business } from "#shop/facts.ts";
import { dayAndTime, messageLanguage } from "../../../api/booking/describe.ts";
import { formatTime } from "#shop/schedule.ts";
import { withGsmLetters } from "../../../api/sms/segments.ts";
import { createJourney } from "../../../api/journey/journey.ts";
import { budget } from "../../helpers/budget.ts";
import { bookFreeSlotAfter } from "../../helpers/booking-fixture.ts";
import { waitFor } from "../../helpers/redis-server.ts";
import type { FakeSmsProvider } from "../../helpers/sms-provider.ts";
import type { ReceivedMail, SmtpSink } from "../../helpers/smtp-server.ts";
import { startTextsApp, type TextsApp } from "../../helpers/texts-app.ts";
import { randomVisitorPhone } from "../../helpers/visitor-phone.ts";

// Yesterday at 11:00 on the shop's clock: texts may go, whatever the hour of the run.
const NOW = instantOf(business.timeZone, addDays(dateAt(business.timeZone, Date.now()), -1), 11 * 60);
/** Slots past every reminder's time, so each test counts only the messages it causes. */
const AFTER_REMINDERS = Date.now() + Math.max(...rules.reminders) * 60_000 + 2 * 86_400_000;

/** The language a booking made in Spanish is written to in this shop: Spanish only where the owner lists it. */
const spoken = messageLanguage({ lang: "es" });
/** A Spanish date and time as the messages write them: "miércoles 2 de diciembre, 10:30 a. m.". */
const SPANISH_WHEN =
  /(lunes|martes|miércoles|jueves|viernes|sábado|domingo) \d{1,2} de [a-z]+, \d{1,2}:\d{2} [ap]\. m\./;
/** The same in a text, where GSM-7 has no á ("sabado"). */
const SPANISH_WHEN_TEXT =
  /(lunes|martes|miércoles|jueves|viernes|sabado|domingo) \d{1,2} de [a-z]+, \d{1,2}:\d{2} [ap]\. m\./;

let served: TextsApp;
let app: FastifyInstance;
let origin: string;
let smtp: SmtpSink;
let sms: FakeSmsProvider;

const textsTo = (phone: string) => sms.texts.filter((t) => t.to === phone);
const mailsTo = (email: string) => smtp.received.filter((r) => r.to.includes(email));
const ownerMailOf = (reference: string) =>
  smtp.received.find((r) => r.to.includes("owner@example.org") && r.mail.subject?.includes(reference));
const newEmail = () => `visitor-${randomBytes(6).toString("hex")}@example.net`;
const inbound = async (from: string, body: string) =>
  (
    await sms.post(
      origin,
      "/api/sms/inbound",
      { From: from, To: sms.from, Body: body, MessageSid: `SM${randomBytes(16).toString("hex")}` },
      { publicBase: business.siteUrl },
    )
  ).text();

/** Books the next free slot past the reminders in `lang`; with texts unless `texts` is false. */
async function book(lang: string | undefined, options: { phone: string; email: string; texts?: boolean }) {
  const { response, start } = await bookFreeSlotAfter(origin, AFTER_REMINDERS, {
    name: "Ana López",
    phone: options.phone,
    email: options.email,
    ...(options.texts === false ? {} : { textsVersion: rules.textConsent.version }),
    ...(lang ? { lang } : {}),
  });
  expect(response.status).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  const stored = (await app.booking!.store.list(0, Number.MAX_SAFE_INTEGER)).find((b) => b.reference === reference)!;
  return { reference, start, id: stored.id };
}

const calendarOf = (received: ReceivedMail) => {
  const file = received.mail.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  expect(file, "the .ics attachment").toBeDefined();
  const event = new ICAL.Component(ICAL.parse(file!.content.toString("utf8"))).getFirstSubcomponent("vevent")!;
  return {
    summary: String(event.getFirstPropertyValue("summary")),
    description: String(event.getFirstPropertyValue("description")),
  };
};

beforeAll(async () => {
  // The outbox keeps the app's clock: on the real one, a notice timed from NOW (the estimate's reminder,
  // a day after it) fell due at once after 11:00 and arrived beside the message under test.
  served = await startTextsApp("es-messages-", {
    logger: false,
    now: () => new Date(NOW),
    booking: { outboxClock: () => NOW },
  });
  ({ app, base: origin, smtp, sms } = served);
}, budget(60_000));

afterAll(async () => served?.close());

describe("the Spanish way of writing a time", () => {
  it("writes the day, the date and the time as US Spanish does", () => {
    const at = instantOf(business.timeZone, "2026-12-02", 10 * 60 + 30);
    expect(dayAndTime(at, undefined, "es")).toBe("miércoles 2 de diciembre, 10:30 a. m.");
    expect(dayAndTime(at)).toBe("Wednesday, December 2 at 10:30 AM");
    expect(formatTime("00:05", "es")).toBe("12:05 a. m.");
    expect(formatTime("12:00", "es")).toBe("12:00 p. m.");
    expect(formatTime("18:30", "es")).toBe("6:30 p. m.");
  });

  it("keeps a text's Spanish in GSM-7, dropping only the accents GSM-7 lacks", () => {
    expect(withGsmLetters("sábado, reparación, ¿miércoles?, señal, pingüino")).toBe(
      "sabado, reparacion, ¿miércoles?, señal, pingüino",
    );
  });

  it("speaks Spanish only in a shop that lists it, English to anyone else", () => {
    expect(messageLanguage({ lang: "es" })).toBe(business.languages.includes("es") ? "es" : "en");
    expect(messageLanguage({ lang: "en" })).toBe("en");
  });
});

describe("a booking made in Spanish", () => {
  it(
    "gets its confirmation email, calendar file and text in Spanish, with Spanish dates; the owner's email says Spanish in English",
    async () => {
      const [phone, email] = [randomVisitorPhone(), newEmail()];
      const made = await book("es", { phone, email });
      await waitFor(
        "the confirmation email and text",
        () => mailsTo(email).length === 1 && textsTo(phone).length === 1,
      );
      await waitFor("the owner's email", () => ownerMailOf(made.reference) !== undefined);
      const mail = mailsTo(email)[0]!.mail;
      const text = textsTo(phone)[0]!.body;
      const calendar = calendarOf(mailsTo(email)[0]!);
      const when = dayAndTime(made.start, undefined, spoken);
      expect(mail.text).toContain(when);
      expect(text).toContain(made.reference);
      if (spoken === "es") {
        expect(mail.subject).toMatch(/^Su reparación en /);
        expect(mail.text).toMatch(SPANISH_WHEN);
        expect(mail.text).toContain("Su cita está reservada: ");
        expect(mail.text).toContain(`Llámenos al ${business.phone.display}`);
        expect(text).toMatch(SPANISH_WHEN_TEXT);
        expect(text).toContain("Responda PARAR");
        expect(calendar.summary).toContain(` en ${business.name}`);
        expect(calendar.description).toContain(`Cuándo: ${when}`);
        expect(calendar.description).toContain(`Referencia: ${made.reference}`);
      } else {
        expect(mail.subject).toMatch(/^Your repair at /);
        expect(text).toContain("Reply STOP");
        expect(calendar.summary).toContain(` at ${business.name}`);
      }
      const owner = ownerMailOf(made.reference)!.mail;
      expect(owner.subject).toMatch(/^New booking /);
      expect(owner.text).toContain(`Language: ${spoken === "es" ? "Spanish" : "English"}`);
    },
    budget(60_000),
  );

  it(
    "gets its estimate and 'ready for pickup' in Spanish, by text and by email",
    async () => {
      const [texted, mailed] = [randomVisitorPhone(), randomVisitorPhone()];
      const [textedEmail, mailedEmail] = [newEmail(), newEmail()];
      // One agreed to texts (the notices go by text), one did not (they go by email).
      const byText = await book("es", { phone: texted, email: textedEmail });
      const byEmail = await book("es", { phone: mailed, email: mailedEmail, texts: false });
      await waitFor("the confirmations", () => textsTo(texted).length === 1 && mailsTo(mailedEmail).length === 1);
      const journey = createJourney(app.booking!);
      for (const made of [byText, byEmail]) {
        await app.booking!.setState(made.id, "checked-in");
        const option = { label: "OLED", cents: 18_900 };
        expect(await journey.sendEstimate(made.id, { options: [option], note: null, partNeeded: false })).toBeDefined();
      }
      await waitFor("the estimates", () => textsTo(texted).length === 2 && mailsTo(mailedEmail).length === 2);
      for (const made of [byText, byEmail]) {
        await app.booking!.setState(made.id, "repairing");
        await app.booking!.setState(made.id, "ready");
      }
      await waitFor("'ready'", () => textsTo(texted).length === 3 && mailsTo(mailedEmail).length === 3);
      const [, estimateText, readyText] = textsTo(texted).map((t) => t.body);
      const [, estimateMail, readyMail] = mailsTo(mailedEmail).map((r) => r.mail);
      expect(estimateText).toContain(byText.reference);
      expect(estimateMail!.text).toContain(byEmail.reference);
      if (spoken === "es") {
        expect(estimateText).toContain("el presupuesto de su ");
        expect(readyText).toContain("esta listo para recoger");
        expect(estimateMail!.subject).toMatch(/^Presupuesto de su reparación /);
        expect(estimateMail!.text).toContain("Esto es lo que podemos hacer:");
        expect(readyMail!.subject).toMatch(/^Su iPhone está listo para recoger/);
        expect(readyMail!.text).toContain("Nuestro horario de hoy: ");
      } else {
        expect(estimateText).toContain("the estimate for your ");
        expect(readyText).toContain("ready for pickup");
        expect(readyMail!.subject).toMatch(/^Your iPhone is ready for pickup/);
      }
    },
    budget(60_000),
  );

  it(
    "stops its texts on PARAR, with a confirmation in Spanish, and AYUDA answers in Spanish",
    async () => {
      const phone = randomVisitorPhone();
      const made = await book("es", { phone, email: newEmail() });
      await waitFor("the confirmation text", () => textsTo(phone).length === 1);
      // The answers that name the booking speak its language too.
      const confirmed = await inbound(phone, "C");
      expect(confirmed).toContain(dayAndTime(made.start, undefined, spoken).replace("á", "a"));
      expect(confirmed).toContain(spoken === "es" ? "esta confirmada" : "is confirmed");
      expect(await inbound(phone, "R")).toContain(
        spoken === "es" ? `su cita ${made.reference}` : `your booking ${made.reference}`,
      );
      const help = await inbound(phone, "Ayuda");
      expect(help).toContain(business.phone.display);
      expect(help).toContain(spoken === "es" ? "Responda PARAR" : "Reply STOP");
      const stop = await inbound(phone, "PARAR");
      expect(stop).toContain(spoken === "es" ? "no le enviaremos" : "no more texts");
      expect(await app.texts!.store.isOptedOut(phone)).toBe(true);
      // Still answered after the opt-out, as the carriers require; HELP too, in the booking's language.
      expect(await inbound(phone, "HELP")).toContain(spoken === "es" ? "Responda PARAR" : "Reply STOP");
    },
    budget(60_000),
  );

  it("and a number with no booking gets AYUDA's answer in the word's language, HELP's in English", async () => {
    const phone = randomVisitorPhone();
    expect(await inbound(phone, "AYUDA")).toContain(spoken === "es" ? "Responda PARAR" : "Reply STOP");
    expect(await inbound(phone, "HELP")).toContain("Reply STOP");
  });
});

describe("a booking made in English", () => {
  it(
    "gets its messages as before",
    async () => {
      const [phone, email] = [randomVisitorPhone(), newEmail()];
      const made = await book(undefined, { phone, email });
      await waitFor(
        "the confirmation email and text",
        () => mailsTo(email).length === 1 && textsTo(phone).length === 1,
      );
      const mail = mailsTo(email)[0]!.mail;
      expect(mail.subject).toBe(`Your repair at ${business.name}: ${dayAndTime(made.start)}`);
      expect(mail.text).toContain("is booked.");
      expect(textsTo(phone)[0]!.body).toContain("Reply STOP to opt out.");
      expect(calendarOf(mailsTo(email)[0]!).summary).toContain(` at ${business.name}`);
      await waitFor("the owner's email", () => ownerMailOf(made.reference) !== undefined);
      expect(ownerMailOf(made.reference)!.mail.text).toContain("Language: English");
      expect(await inbound(phone, "AYUDA")).toContain("Reply STOP");
    },
    budget(60_000),
  );
});
