// A text that does not go, or fails for good, falls back to the visitor's email, whichever way it is
// learned: a provider that cannot say whether it took a retried text (no list to look in), and a
// delivery report that comes before the app has stored the text's sid, or after. Over real parts: the
// app on loopback (one clock for the service and the outbox, so a reminder's day comes at once), a real
// SMTP server and the fake SMS provider. Every wait is for a condition, never a length of time.
import { budget } from "../../helpers/budget.ts";
import { randomVisitorPhone } from "../../helpers/visitor-phone.ts";
import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, dateAt, instantOf } from "#shop/clock.ts";
import { booking as rules, business } from "#shop/facts.ts";
import { textsView } from "../../../api/owner/texts-view.ts";
import { reminderTimes } from "../../../api/journey/timing.ts";
import { bookFreeSlotAfter } from "../../helpers/booking-fixture.ts";
import { waitFor } from "../../helpers/redis-server.ts";
import type { FakeSmsProvider } from "../../helpers/sms-provider.ts";
import type { SmtpSink } from "../../helpers/smtp-server.ts";
import { startTextsApp, type TextsApp } from "../../helpers/texts-app.ts";

const DAY = 86_400_000;
let served: TextsApp;
let app: FastifyInstance;
let origin: string;
let smtp: SmtpSink;
let sms: FakeSmsProvider;
/**
 * The service's and the outbox's clock: from 11:00 yesterday on the shop's clock (texts may go), moving
 * with the machine's so retries come due, and put forward to a reminder's time when a test needs it.
 */
const START = instantOf(business.timeZone, addDays(dateAt(business.timeZone, Date.now()), -1), 11 * 60);
const startedAt = Date.now();
let ahead = 0;
const clock = () => START + (Date.now() - startedAt) + ahead;

const textsTo = (phone: string) => sms.texts.filter((t) => t.to === phone);
const mailsTo = (email: string, subject: string) =>
  smtp.received.filter((m) => m.to.includes(email) && (m.mail.subject ?? "").startsWith(subject));
const rowOf = (sid: string) =>
  app.db!.query.selectFrom("smsTexts").select(["status", "fallback"]).where("sid", "=", sid).executeTakeFirst();
const failedReport = (sid: string) =>
  sms.post(
    origin,
    "/api/sms/status",
    { MessageSid: sid, MessageStatus: "failed", ErrorCode: "30006" },
    { publicBase: business.siteUrl },
  );

/** A visitor who agreed to texts and gave an address, booked past every reminder due so far; the confirmation text out. */
async function book() {
  const phone = randomVisitorPhone();
  const email = `fallback-${randomBytes(4).toString("hex")}@example.net`;
  const { response, start } = await bookFreeSlotAfter(origin, clock() + Math.max(...rules.reminders) * 60_000 + DAY, {
    name: "Pat Fallback",
    phone,
    email,
    textsVersion: rules.textConsent.version,
  });
  expect(response.status).toBe(201);
  const { manageUrl } = (await response.json()) as { manageUrl: string };
  await waitFor("the confirmation text", () => textsTo(phone).length === 1);
  return { phone, email, start, token: manageUrl.split("/").filter(Boolean).pop()! };
}

/** The clock moved to the booking's first reminder: its text goes. */
function reminderDue(start: number) {
  const [first] = reminderTimes(business.timeZone, start, rules.reminders, clock());
  ahead += Math.max(0, first! - clock());
}

beforeAll(async () => {
  served = await startTextsApp("sms-fallback-", {
    logger: false,
    now: () => new Date(clock()),
    booking: { outboxClock: clock, outboxBackoff: { firstMs: 20, maxMs: 200 } },
  });
  ({ app, base: origin, smtp, sms } = served);
}, budget(60_000));

afterAll(async () => served?.close());

describe("a retried text at a provider that cannot be asked whether it took it", () => {
  it.each([404, 405, 501])(
    "goes by email when the look-up answers %i, once, and the desk says the text did not go",
    async (status) => {
      const visitor = await book();
      sms.refuseLookups(status);
      try {
        // The first try of the cancellation's text is refused with a 5xx: it may have gone, so the retry asks.
        sms.failNext(1);
        const cancel = await fetch(`${origin}/api/bookings/${visitor.token}`, { method: "DELETE" });
        expect(cancel.status).toBe(200);
        await waitFor("the cancellation by email", () => mailsTo(visitor.email, "Cancelled").length === 1);
      } finally {
        sms.refuseLookups(undefined);
      }
      expect(textsTo(visitor.phone)).toHaveLength(1);
      const { id } = await app
        .db!.query.selectFrom("bookings")
        .select("id")
        .where("phone", "=", visitor.phone)
        .executeTakeFirstOrThrow();
      const view = await textsView(app.texts, { query: {} } as FastifyRequest);
      const failed = view.failed.find((f) => f.booking.id === id);
      expect(failed?.hasEmail).toBe(true);
      expect(failed?.status).toMatch(/did not go/);
    },
    budget(30_000),
  );

  it("is sent on the retry without asking when the provider surely did not take the first try (a 429)", async () => {
    const visitor = await book();
    const lookups = sms.lookups;
    sms.refuseLookups(404);
    try {
      sms.failNext(1, 429);
      const cancel = await fetch(`${origin}/api/bookings/${visitor.token}`, { method: "DELETE" });
      expect(cancel.status).toBe(200);
      await waitFor("the cancellation text on the retry", () => textsTo(visitor.phone).length === 2);
    } finally {
      sms.refuseLookups(undefined);
    }
    expect(sms.lookups).toBe(lookups);
    const [, cancelled] = textsTo(visitor.phone);
    await waitFor("the cancellation's sid stored", async () => (await rowOf(cancelled!.sid)) !== undefined);
    expect(mailsTo(visitor.email, "Cancelled")).toEqual([]);
  });
});

describe("a reminder's text that fails for good", () => {
  it("goes by email when its report comes the instant the provider answers, before the app stored the sid", async () => {
    const visitor = await book();
    sms.interceptNext(async (text, answer) => {
      expect((await failedReport(text.sid)).status).toBe(204);
      await answer();
    });
    reminderDue(visitor.start);
    await waitFor("the reminder by email", () => mailsTo(visitor.email, "Reminder").length === 1);
    const [, reminder] = textsTo(visitor.phone);
    expect(await rowOf(reminder!.sid)).toEqual({ status: "failed", fallback: null });
  });

  it("goes by email when its report comes after the app stored the sid", async () => {
    const visitor = await book();
    reminderDue(visitor.start);
    await waitFor("the reminder text", () => textsTo(visitor.phone).length === 2);
    const [, reminder] = textsTo(visitor.phone);
    await waitFor("the reminder's sid stored", async () => (await rowOf(reminder!.sid)) !== undefined);
    expect((await failedReport(reminder!.sid)).status).toBe(204);
    await waitFor("the reminder by email", () => mailsTo(visitor.email, "Reminder").length === 1);
    expect(await rowOf(reminder!.sid)).toEqual({ status: "failed", fallback: null });
  });
});
