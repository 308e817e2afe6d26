// Every message after the booking carries the visitor's private link (decision 43), through the real app:
// a booking the owner adds on the desk gets its link (by email, or by text to a visitor who agreed), and
// the estimate, its reminder, 'ready' and 'we missed you' carry the same link, which opens the booking.
// A real SMTP server and the fake SMS provider take what the outbox sends.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, instantOf } from "#shop/clock.ts";
import { NO_TEXTS_FIELD, TEXTS_VERSION_FIELD } from "#shop/booking-fields.ts";
import { availability, booking as rules, business } from "#shop/facts.ts";
import { budget } from "../../helpers/budget.ts";
import { ownerApp, signedInOwner, type OwnerApp, type OwnerClient } from "../../helpers/owner-app.ts";
import { waitFor } from "../../helpers/redis-server.ts";
import { startSmsProvider, type FakeSmsProvider } from "../../helpers/sms-provider.ts";
import { startSmtp, type SmtpSink } from "../../helpers/smtp-server.ts";
import { visitorPhone } from "../../helpers/visitor-phone.ts";
import { WAKING } from "../../../api/journey/timing.ts";

const MINUTE = 60_000;
const DAY_MS = 86_400_000;
/** An open day a few days out with a slot for each booking here. */
const DAY = (() => {
  for (let i = 3; i < 120; i++) {
    const date = addDays(availability.today(new Date()), i);
    if (availability.grid(date).length >= 6) return date;
  }
  throw new Error("no open day in the data");
})();
const [FIRST] = availability.grid(DAY);
// At the first slot's start: the shop is open, so texts may go, and the later slots are still to come.
let clock = new Date(FIRST!.start);

let desk: OwnerApp;
let owner: OwnerClient;
let smtp: SmtpSink;
let sms: FakeSmsProvider;

beforeAll(async () => {
  smtp = await startSmtp();
  sms = await startSmsProvider();
  desk = await ownerApp({
    booking: true,
    now: () => clock,
    outboxOnNow: true,
    smtpUrl: smtp.url,
    sms: { apiUrl: sms.url, accountSid: sms.accountSid, authToken: sms.authToken, from: sms.from },
  });
  owner = await signedInOwner(desk.base);
}, budget(120_000));
afterAll(async () => {
  await desk?.close();
  await sms?.stop();
  await smtp?.stop();
});

const timeOf = (instant: number) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: business.timeZone, hour: "2-digit", minute: "2-digit" }).format(instant);

let serial = 0;
/** A booking added on the desk (a phone call, or a walk-in on the counter); its id. */
async function added(over: { email?: string; texts?: boolean; walkIn?: boolean; slot?: number } = {}) {
  const n = ++serial;
  const res = await owner.post("/owner/bookings", {
    date: DAY,
    // A slot of its own: capacity is not what these tests are about.
    time: timeOf(over.slot ?? availability.grid(DAY)[n]!.start),
    service: rules.services[0]!,
    name: `Desk Visitor ${n}`,
    phone: visitorPhone(40 + n).display,
    ...(over.email ? { email: over.email } : {}),
    // The consent's words as the desk's form shows them (their version, hidden), and its "no texts" box.
    [TEXTS_VERSION_FIELD]: rules.textConsent.version,
    ...(over.texts ? {} : { [NO_TEXTS_FIELD]: "1" }),
    ...(over.walkIn ? { walkIn: "1" } : {}),
  });
  expect(res.status).toBe(303);
  const id = decodeURIComponent(/added=([^&#]+)/.exec(res.headers.get("location")!)![1]!);
  const b = (await desk.store!.byId(id))!;
  return { id, b, phone: visitorPhone(40 + n).e164 };
}

/** The one email to `to` whose subject matches, once it came. */
async function mailTo(to: string, subject: RegExp) {
  const found = () => smtp.received.find((r) => r.to.includes(to) && subject.test(r.mail.subject ?? ""));
  await waitFor(`the email "${subject.source}" to ${to}`, () => found() !== undefined, budget(20_000)).catch(
    (error: Error) => {
      throw new Error(`${error.message}; came: ${smtp.received.map((r) => `${r.to} ${r.mail.subject}`).join(" | ")}`);
    },
  );
  return found()!.mail.text ?? "";
}

const LINK = /\/book\/manage\/([A-Za-z0-9_-]{43})\//;
/** The private link a message carries: it opens the booking's own page. */
async function linkIn(words: string, reference: string) {
  const token = LINK.exec(words)?.[1];
  expect(token, words).toBeDefined();
  const page = await fetch(`${desk.base}/book/manage/${token}/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(reference);
  return token!;
}

const tap = (id: string, state: string) => owner.post(`/owner/bookings/${id}/state`, { state });

describe("a booking added on the desk", () => {
  it(
    "gets its private link by email, and the estimate and its reminder carry it",
    async () => {
      const email = "desk.email@example.net";
      const { id, b } = await added({ email, walkIn: true });
      const token = await linkIn(await mailTo(email, /^Your repair at/), b.reference);
      // Kept sealed with the booking, and the owner's export of it shows no trace of it.
      expect((await desk.store!.byId(id))!.sealedLink).toMatch(/\S/);
      const exported = await (await owner.fetch(`/owner/api/bookings?from=${DAY}&to=${DAY}`)).text();
      expect(exported).toContain(b.reference);
      expect(exported).not.toContain("sealedLink");

      expect((await owner.post(`/owner/bookings/${id}/estimate`, { label1: "Screen", price1: "189" })).status).toBe(
        303,
      );
      expect(await linkIn(await mailTo(email, /^Estimate for your repair/), b.reference)).toBe(token);

      // Its reminder a day later, in waking hours.
      clock = new Date(clock.getTime() + DAY_MS + (WAKING.until - WAKING.from) * MINUTE);
      try {
        expect(await linkIn(await mailTo(email, /estimate is waiting/), b.reference)).toBe(token);
      } finally {
        clock = new Date(FIRST!.start);
      }
    },
    budget(60_000),
  );

  it(
    "gets its private link by text when the visitor agreed, and 'ready' carries it",
    async () => {
      const { id, b, phone } = await added({ texts: true, walkIn: true });
      const texts = () => sms.texts.filter((t) => t.to === phone);
      await waitFor("the booking's text", () => texts().length === 1, budget(30_000));
      const token = await linkIn(texts()[0]!.body, b.reference);

      expect((await tap(id, "repairing")).status).toBe(303);
      expect((await tap(id, "ready")).status).toBe(303);
      await waitFor("the 'ready' text", () => texts().length === 2, budget(30_000));
      expect(await linkIn(texts()[1]!.body, b.reference)).toBe(token);
    },
    budget(60_000),
  );
});

it(
  "'ready' and 'we missed you' carry the private link by email",
  async () => {
    const email = "desk.later@example.net";
    const { id, b } = await added({ email, walkIn: true });
    const token = await linkIn(await mailTo(email, /^Your repair at/), b.reference);
    expect((await tap(id, "ready")).status).toBe(303);
    expect(await linkIn(await mailTo(email, /ready for pickup/), b.reference)).toBe(token);

    const missedEmail = "desk.missed@example.net";
    const missed = await added({ email: missedEmail, slot: FIRST!.start });
    const missedToken = await linkIn(await mailTo(missedEmail, /^Your repair at/), missed.b.reference);
    expect((await tap(missed.id, "no-show")).status).toBe(303);
    // 'We missed you' goes at 9:00 the next morning.
    clock = new Date(instantOf(business.timeZone, addDays(DAY, 1), WAKING.from) + MINUTE);
    try {
      expect(await linkIn(await mailTo(missedEmail, /We missed you/), missed.b.reference)).toBe(missedToken);
    } finally {
      clock = new Date(FIRST!.start);
    }

    // Retention takes the sealed link with the booking's row.
    expect((await desk.store!.byId(missed.id))!.sealedLink).toMatch(/\S/);
    await desk.store!.purge(missed.b.end + 1);
    expect(await desk.store!.byId(missed.id)).toBeUndefined();
    expect(JSON.stringify(await desk.store!.list(0, missed.b.end + 1))).not.toContain(missed.b.reference);
  },
  budget(60_000),
);
