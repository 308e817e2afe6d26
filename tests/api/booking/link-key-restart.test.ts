// The private link outlives a restart: a reminder written by one app instance and sent days later by
// another, started with the same variables over the same DATA_DIR (the embedded database), carries the
// link; started with another LINK_KEY, it goes with the sentence to call instead, since the database
// alone opens no link. Real parts throughout: loadConfig over an environment, buildApp, a real SMTP
// server on loopback; the test holds the clock of the service and the outbox, so days pass at once.
import { budget } from "../../helpers/budget.ts";
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booking as rules, business } from "#shop/facts.ts";
import { buildApp } from "../../../api/app.ts";
import { reminderTimes } from "../../../api/journey/timing.ts";
import { LINK_LOST, linkKeyOf } from "../../../api/outbox/seal.ts";
import { loadConfig } from "../../../api/config.ts";
import { bookFreeSlotAfter, makeBookingFixture, removeBookingFixture } from "../../helpers/booking-fixture.ts";
import { waitFor } from "../../helpers/redis-server.ts";
import { startSmtp, type SmtpSink } from "../../helpers/smtp-server.ts";

const DAY = 24 * 3_600_000;
let fixture: { root: string; dataDir: string };
let sink: SmtpSink;
let app: FastifyInstance | undefined;
let clock = Date.now();

/** The app as the server starts it from these variables, on the test's clock (the one before stopped first). */
async function start(env: Record<string, string>): Promise<string> {
  await stop();
  const config = loadConfig({ DATA_DIR: fixture.dataDir, DIST_DIR: fixture.root, SMTP_URL: sink.url, ...env });
  app = await buildApp({
    ...config.app,
    logger: false,
    now: () => new Date(clock),
    booking: {
      ...config.app.booking,
      outboxClock: () => clock,
      outboxPollMs: 50,
      onlineLimits: { perClientPerDay: 10_000, perDay: 10_000 },
    },
  });
  return app.listen({ port: 0, host: "127.0.0.1" });
}
async function stop(): Promise<void> {
  await app?.close();
  app = undefined;
}

let phones = 0;
/** Books a slot at least two days ahead with an email; its first reminder's due time with it. */
async function book(origin: string, email: string) {
  const { response: res, start } = await bookFreeSlotAfter(origin, clock + 2 * DAY, {
    name: "Restart Test",
    phone: `(205) 555-${String(3000 + ++phones)}`,
    email,
  });
  expect(res.status).toBe(201);
  const { manageUrl, reference } = (await res.json()) as { manageUrl: string; reference: string };
  const [firstReminder] = reminderTimes(business.timeZone, start, rules.reminders, clock);
  await waitFor("the confirmation", () => sink.received.some((r) => r.to.includes(email)));
  return { manageUrl, reference, firstReminder: firstReminder! };
}
const reminderTo = (email: string) =>
  sink.received.find((r) => r.to.includes(email) && r.mail.subject?.startsWith("Reminder"));

beforeAll(async () => {
  fixture = await makeBookingFixture("link-restart-");
  sink = await startSmtp();
}, budget(60_000));

afterAll(async () => {
  await stop();
  await sink?.stop();
  await removeBookingFixture(fixture ?? {});
});

describe("the private links' key", () => {
  const LINK_KEY = randomBytes(32).toString("hex");

  it(
    "a reminder sealed before a restart is sent after it with its link, under the same LINK_KEY",
    async () => {
      const made = await book(await start({ LINK_KEY }), "kept@example.net");
      await stop();
      clock = made.firstReminder;
      await start({ LINK_KEY });
      await waitFor("the reminder after the restart", () => reminderTo("kept@example.net") !== undefined);
      expect(reminderTo("kept@example.net")!.mail.text).toContain(made.manageUrl);
    },
    budget(60_000),
  );

  it(
    "and goes without it (the sentence to call instead) under another key",
    async () => {
      const made = await book(await start({ LINK_KEY }), "lost@example.net");
      await stop();
      clock = made.firstReminder;
      await start({ LINK_KEY: randomBytes(32).toString("hex") });
      await waitFor("the reminder after the restart", () => reminderTo("lost@example.net") !== undefined);
      const text = reminderTo("lost@example.net")!.mail.text!;
      expect(text).not.toContain(made.manageUrl);
      expect(text).toContain(LINK_LOST);
    },
    budget(60_000),
  );

  it("without LINK_KEY, is derived from SESSION_KEY, else SMS_AUTH_TOKEN, each the same on every start", () => {
    const sessionKey = randomBytes(32).toString("hex");
    const smsAuthToken = randomBytes(16).toString("hex");
    const bySession = linkKeyOf({ sessionKey, smsAuthToken });
    expect(bySession.source).toBe("SESSION_KEY");
    expect(linkKeyOf({ sessionKey }).key).toEqual(bySession.key);
    const byToken = linkKeyOf({ smsAuthToken });
    expect(byToken.source).toBe("SMS_AUTH_TOKEN");
    expect(linkKeyOf({ smsAuthToken }).key).toEqual(byToken.key);
    expect(byToken.key).not.toEqual(bySession.key);
    // Never the variable itself: the cookie's key and the provider's token stay theirs alone.
    expect(bySession.key.toString("hex")).not.toBe(sessionKey);
    const alone = linkKeyOf({});
    expect(alone.source).toBe("memory");
    expect(linkKeyOf({}).key).not.toEqual(alone.key);
  });
});
