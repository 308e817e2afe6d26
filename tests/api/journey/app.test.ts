// After the booking through the whole app (buildApp with the embedded database, a real SMTP server and a
// webhook receiver on loopback, the service's clock held by the test, the outbox on the real one): the
// API's POST /api/bookings/<token>/reschedule and the no-JavaScript change page with their refusals, and
// the review ask's redirect and stop.
import * as cheerio from "cheerio";
import { budget } from "../../helpers/budget.ts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AvailabilityAnswer } from "#shop/availability.ts";
import { booking as rules, business } from "#shop/facts.ts";
import { reminderTimes } from "../../../api/journey/timing.ts";
import { webhookSignature } from "../../../api/outbox/worker.ts";
import { withLinkOpened } from "../../../api/outbox/seal.ts";
import type { EmailPayload } from "../../../api/outbox/payloads.ts";
import type { Db } from "../../../api/db/database.ts";
import { startBookingApp, type BookingApp } from "../../helpers/booking-fixture.ts";
import { waitFor } from "../../helpers/redis-server.ts";
import { startSmtp, type SmtpSink } from "../../helpers/smtp-server.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../../helpers/webhook-receiver.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SECRET = "reschedule-webhook-secret-0123456789";
let served: BookingApp;
let database: Db;
let sink: SmtpSink;
let hook: WebhookReceiver;
let app: FastifyInstance;
let base: string;
/** The booking service's clock: moved by a test, put back after it. */
let clock = Date.now();

beforeAll(async () => {
  sink = await startSmtp();
  hook = await startWebhookReceiver();
  served = await startBookingApp("reschedule-", {
    now: () => new Date(clock),
    booking: {
      smtpUrl: sink.url,
      webhook: { url: hook.url, secret: SECRET },
      outboxPollMs: 50,
      onlineLimits: { perClientPerDay: 10_000, perDay: 10_000 },
    },
  });
  ({ app, base, database } = served);
}, budget(60_000));

afterAll(async () => {
  await served?.close();
  await sink?.stop();
  await hook?.stop();
});

let phones = 0;
/** Free slots at least two days ahead, so the change cut-off is far. */
async function laterSlots() {
  const answer = (await (await fetch(`${base}/api/availability`)).json()) as AvailabilityAnswer;
  return answer.days
    .flatMap((d) => d.slots)
    .filter((s) => s.remaining > 0 && Date.parse(s.start) > clock + 2 * DAY + rules.changeCutoffMinutes * MINUTE);
}
async function book(start: string, email?: string) {
  const res = await fetch(`${base}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      start,
      service: rules.services[0],
      name: "Move Test",
      phone: `(205) 555-${String(1000 + ++phones).slice(-4)}`,
      ...(email ? { email } : {}),
    }),
  });
  const body = (await res.json()) as { manageUrl: string; reference: string };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return { ...body, token: new URL(body.manageUrl).pathname.split("/")[3]! };
}
const move = (token: string, start: string) =>
  fetch(`${base}/api/bookings/${token}/reschedule`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ start }),
  });
const reminderRows = async (start: number) =>
  (
    await database.query
      .selectFrom("outbox")
      .select(["nextAttemptAt", "kind"])
      .where("topic", "=", "reminder")
      .where("deliveredAt", "is", null)
      .orderBy("nextAttemptAt")
      .execute()
  ).filter((r) => reminderTimes(business.timeZone, start, rules.reminders, 0).includes(Number(r.nextAttemptAt)));

describe("POST /api/bookings/<token>/reschedule", () => {
  it("moves the booking in one step: same reference and link, the old place freed, reminders re-aimed, a new .ics by email and a signed webhook", async () => {
    const [first, second] = await laterSlots();
    const email = "mover@example.net";
    const made = await book(first!.start, email);
    const oldStart = Date.parse(first!.start);
    const newStart = Date.parse(second!.start);
    const leads = reminderTimes(business.timeZone, oldStart, rules.reminders, clock).length;
    expect(await reminderRows(oldStart)).toHaveLength(leads * 2);

    const res = await move(made.token, second!.start);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { reference: string; start: string; state: string };
    expect(body).toMatchObject({ reference: made.reference, start: second!.start });
    expect(Date.parse(body.start)).toBe(newStart);

    // The reminders are the new slot's, each due at its time; none of the old slot's is left.
    expect(await reminderRows(oldStart)).toHaveLength(0);
    const aimed = await reminderRows(newStart);
    expect(aimed.map((r) => Number(r.nextAttemptAt))).toEqual(
      reminderTimes(business.timeZone, newStart, rules.reminders, clock).flatMap((t) => [t, t]),
    );

    // The calendar file: the same UID, a higher SEQUENCE, the new time.
    const ics = await (await fetch(`${base}/api/bookings/${made.token}.ics`)).text();
    expect(ics).toContain("SEQUENCE:1");
    await waitFor("the new time's email", () => sink.received.some((r) => r.mail.subject?.startsWith("New time")));
    const mail = sink.received.find((r) => r.mail.subject?.startsWith("New time"))!;
    expect(mail.to).toEqual([email]);
    expect(mail.mail.text).toContain(made.manageUrl);
    const attached = mail.mail.attachments[0]!.content.toString("utf8");
    expect(attached).toContain("SEQUENCE:1");
    expect(attached.match(/UID:(.+)/)?.[1]).toBe(ics.match(/UID:(.+)/)?.[1]);

    await waitFor("the booking.updated webhook", () =>
      hook.received.some((h) => JSON.parse(h.body).event === "booking.updated"),
    );
    const updated = hook.received.find((h) => JSON.parse(h.body).event === "booking.updated")!;
    expect(updated.headers["x-repair-signature"]).toBe(webhookSignature(updated.body, SECRET));
    expect(JSON.parse(updated.body).booking).toMatchObject({ reference: made.reference });
    expect(Date.parse(JSON.parse(updated.body).booking.start)).toBe(newStart);

    // The old time is free again.
    const again = (await laterSlots()).find((s) => s.start === first!.start);
    expect(again?.remaining).toBe(rules.capacity);
  });

  it("409 with the reason: a full slot, a cancelled booking, past the cut-off; 400 for no time; 404 for no booking", async () => {
    const [target, other] = await laterSlots();
    for (let i = 0; i < rules.capacity; i++) await book(target!.start);
    const mover = await book(other!.start);
    const full = await move(mover.token, target!.start);
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({ error: "not_changed", reason: "full" });

    expect((await move(mover.token, "next tuesday")).status).toBe(400);
    expect((await move("A".repeat(43), other!.start)).status).toBe(404);

    const slots = await laterSlots();
    const held = clock;
    try {
      clock = Date.parse(other!.start) - rules.changeCutoffMinutes * MINUTE + MINUTE;
      const late = await move(mover.token, slots.at(-1)!.start);
      expect(late.status).toBe(409);
      expect(await late.json()).toMatchObject({
        reason: "cutoff",
        message: expect.stringContaining(business.phone.display),
      });
    } finally {
      clock = held;
    }

    expect((await fetch(`${base}/api/bookings/${mover.token}`, { method: "DELETE" })).status).toBe(200);
    const dead = await move(mover.token, slots.at(-1)!.start);
    expect(dead.status).toBe(409);
    expect(await dead.json()).toMatchObject({ reason: "not_live" });
  });
});

describe("the change page, without JavaScript", () => {
  it("lists the free times with its own counted free, moves by a form post, and says to call past the cut-off", async () => {
    const [mine, next] = (await laterSlots()).filter((s) => s.remaining === rules.capacity);
    // Fill the booking's own slot: it is still offered on its page, since its own place is not counted.
    const made = await book(mine!.start);
    for (let i = 1; i < rules.capacity; i++) await book(mine!.start);
    const manage = await (await fetch(`${base}/book/manage/${made.token}/`)).text();
    expect(manage).toContain(`href="/book/manage/${made.token}/change/"`);

    const page = await fetch(`${base}/book/manage/${made.token}/change/?date=${mine!.start.slice(0, 10)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain(`value="${mine!.start}"`);
    expect(html).not.toContain("Move Test");

    const posted = await fetch(`${base}/book/manage/${made.token}/change`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ start: next!.start }).toString(),
      redirect: "manual",
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe(`/book/manage/${made.token}/?moved=1`);
    const after = await (await fetch(`${base}${posted.headers.get("location")}`)).text();
    expect(after).toContain("moved to its new time");

    const held = clock;
    try {
      clock = Date.parse(next!.start) - rules.changeCutoffMinutes * MINUTE;
      const late = await (await fetch(`${base}/book/manage/${made.token}/change/`)).text();
      expect(late).toContain("can no longer be changed online");
      expect(late).toContain(business.phone.display);
      expect(late).not.toContain('name="start"');
      expect(await (await fetch(`${base}/book/manage/${made.token}/`)).text()).not.toContain("/change/");
    } finally {
      clock = held;
    }
  });
});

describe.skipIf(!business.reviewUrl || !rules.reviewAsk.enabled)("the review ask's addresses", () => {
  it("/r/<token> counts and sends on to the shop's review page without a referrer; /stop asks and its POST holds; an unknown token is 404", async () => {
    const [slot] = await laterSlots();
    const made = await book(slot!.start, "reviewer@example.net");
    const b = (await app.booking!.byToken(made.token))!;
    await app.booking!.setState(b.id, "collected");
    const row = await database.query
      .selectFrom("outbox")
      .select("payload")
      .where("topic", "=", "review")
      .where("bookingId", "=", b.id)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const token = /\/r\/([A-Za-z0-9_-]{43})\b/.exec(
      withLinkOpened(JSON.parse(row.payload) as EmailPayload, app.outbox!.seal.open).text,
    )![1]!;

    const hop = await fetch(`${base}/r/${token}`, { redirect: "manual" });
    expect(hop.status).toBe(302);
    expect(hop.headers.get("location")).toBe(business.reviewUrl);
    expect(hop.headers.get("referrer-policy")).toBe("no-referrer");
    const askOf = () =>
      database.query.selectFrom("reviewAsks").selectAll().where("bookingId", "=", b.id).executeTakeFirstOrThrow();
    // A GET (a link scanner, a messaging app's preview) only asks; the page's button stops.
    const question = await fetch(`${base}/r/${token}/stop`);
    expect(question.status).toBe(200);
    const $ = cheerio.load(await question.text());
    expect($('form[method="post"] button[type="submit"]').text()).toContain("Stop review requests");
    expect((await askOf()).stoppedAt).toBeNull();
    const stop = await fetch(`${base}/r/${token}/stop`, { method: "POST" });
    expect(stop.status).toBe(200);
    expect(await stop.text()).toContain("No more review requests");
    const ask = await askOf();
    expect(ask).toMatchObject({ clicks: 1 });
    expect(ask.stoppedAt).not.toBeNull();
    expect((await fetch(`${base}/r/${"B".repeat(43)}/stop`)).status).toBe(404);
    expect((await fetch(`${base}/r/${"B".repeat(43)}/stop`, { method: "POST" })).status).toBe(404);
    expect((await fetch(`${base}/r/${"B".repeat(43)}`, { redirect: "manual" })).status).toBe(404);
  });
});
