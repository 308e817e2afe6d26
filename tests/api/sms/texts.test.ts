// Texts end to end, over real parts: the app (buildApp) listening on loopback with booking on an
// embedded database, a real SMTP server, and a fake SMS provider (tests/helpers/sms-provider.ts) that
// speaks the Messages API and posts signed delivery reports and inbound texts back. Every wait is for
// a condition (a text taken, a mail received, a row written), never for a length of time.
import { budget } from "../../helpers/budget.ts";
import { randomVisitorPhone } from "../../helpers/visitor-phone.ts";
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AvailabilityAnswer } from "#shop/availability.ts";
import { addDays, dateAt, instantOf } from "#shop/clock.ts";
import { absoluteUrl, booking as rules, business } from "#shop/facts.ts";
import type { Db } from "../../../api/db/database.ts";
import { waitFor } from "../../helpers/redis-server.ts";
import type { FakeSmsProvider } from "../../helpers/sms-provider.ts";
import type { SmtpSink } from "../../helpers/smtp-server.ts";
import { startTextsApp, type TextsApp } from "../../helpers/texts-app.ts";

// The app's clock: yesterday at 11:00 on the shop's clock, inside the hours texts may go, and before
// the provider's own (real) clock, as a server's "now" always is when the provider answers.
const NOW = instantOf(business.timeZone, addDays(dateAt(business.timeZone, Date.now()), -1), 11 * 60);

let served: TextsApp;
let database: Db;
let app: FastifyInstance;
let origin: string;
let smtp: SmtpSink;
let sms: FakeSmsProvider;
const logs: string[] = [];

/** A visitor's number no other test uses. */
const newPhone = () => randomVisitorPhone();

let slots: string[] = [];
/** Books the next free slot (each test its own), agreeing to texts unless told otherwise. */
async function book(phone: string, extra: Record<string, unknown> = {}) {
  if (slots.length === 0) {
    const answer = (await (await fetch(`${origin}/api/availability`)).json()) as AvailabilityAnswer;
    // Slots whose reminders are not due yet on the outbox's (real) clock: each test counts its own texts.
    const remindersLater = Date.now() + Math.max(...rules.reminders) * 60_000 + 3_600_000;
    slots = answer.days.flatMap((d) =>
      d.slots.filter((s) => s.remaining > 0 && Date.parse(s.start) > remindersLater).map((s) => s.start),
    );
  }
  const response = await fetch(`${origin}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      start: slots.shift(),
      service: rules.services[0],
      name: "Pat Texter",
      phone,
      textsVersion: rules.textConsent.version,
      ...extra,
    }),
  });
  expect(response.status).toBe(201);
  const booked = (await response.json()) as { reference: string; manageUrl: string };
  const token = booked.manageUrl.split("/").filter(Boolean).pop()!;
  return { ...booked, token };
}

const textsTo = (phone: string) => sms.texts.filter((t) => t.to === phone);
/** The status the app stored for a text, once it has (undefined before). */
const statusOf = async (sid: string) =>
  (await database.query.selectFrom("smsTexts").select("status").where("sid", "=", sid).executeTakeFirst())?.status;
/**
 * Waits for `n` texts to the number, and for the app's row of each: the provider has a text a moment
 * before the app has its answer and writes the sid down, and a delivery report or a purge in between
 * would find no row.
 */
async function textsStored(phone: string, n: number, what: string) {
  await waitFor(what, () => textsTo(phone).length === n);
  const texts = textsTo(phone);
  await waitFor(`the rows of ${what}`, async () => {
    for (const text of texts) if ((await statusOf(text.sid)) === undefined) return false;
    return true;
  });
  return texts;
}
const newSid = () => `SM${randomBytes(16).toString("hex")}`;
const inbound = (from: string, body: string, signature?: string | null, sid = newSid()) =>
  sms.post(
    origin,
    "/api/sms/inbound",
    { From: from, To: sms.from, Body: body, MessageSid: sid },
    { publicBase: business.siteUrl, signature },
  );
const report = (sid: string, status: string) =>
  sms.post(origin, "/api/sms/status", { MessageSid: sid, MessageStatus: status }, { publicBase: business.siteUrl });
const smsOutboxPending = async () =>
  (
    await database.query
      .selectFrom("outbox")
      .select("id")
      .where("kind", "=", "sms")
      .where("deliveredAt", "is", null)
      // The reminders wait for their day (the slots are booked past it); the rest is what the outbox owes.
      .where("topic", "is", null)
      .execute()
  ).length;

beforeAll(async () => {
  served = await startTextsApp("sms-", {
    now: () => new Date(NOW),
    logger: { level: "info", stream: { write: (line) => void logs.push(line) } },
    booking: { outboxBackoff: { firstMs: 20, maxMs: 200 } },
  });
  ({ app, base: origin, database, smtp, sms } = served);
}, budget(60_000));

afterAll(async () => served?.close());

describe("texts to a visitor who agreed", () => {
  it("a booking's confirmation arrives as a text: the shop's name, the reference, the private link, STOP", async () => {
    const phone = newPhone();
    const booked = await book(phone);
    const [text] = await textsStored(phone, 1, "the confirmation text");
    expect(text!.from).toBe(sms.from);
    expect(text!.statusCallback).toBe(absoluteUrl("/api/sms/status"));
    expect(text!.body).toContain(business.name);
    expect(text!.body).toContain(booked.reference);
    expect(text!.body).toContain(booked.manageUrl);
    expect(text!.body).toContain("STOP");
    // The link waited sealed: the outbox never held it in plain text.
    const row = await database.query
      .selectFrom("smsTexts")
      .select("link")
      .where("sid", "=", text!.sid)
      .executeTakeFirst();
    expect(row!.link).not.toContain(booked.token);
  });

  it("a visitor who ticked 'Don't text me', or saw no words about texts, gets no text", async () => {
    const declined = newPhone();
    const unasked = newPhone();
    const witness = newPhone();
    await book(declined, { noTexts: "on" });
    await book(unasked, { textsVersion: undefined });
    await book(witness);
    // The outbox sends in order: once the later booking's text is out, the earlier ones had their turn.
    await waitFor("the witness's text", () => textsTo(witness).length === 1);
    expect(textsTo(declined)).toEqual([]);
    expect(textsTo(unasked)).toEqual([]);
    const stored = await database.query
      .selectFrom("bookings")
      .select(["phone", "textConsent", "textConsentVersion"])
      .where("phone", "in", [declined, unasked, witness])
      .execute();
    expect(Object.fromEntries(stored.map((b) => [b.phone, [b.textConsent, b.textConsentVersion]]))).toEqual({
      [declined]: [0, rules.textConsent.version],
      [unasked]: [0, null],
      [witness]: [1, rules.textConsent.version],
    });
  });

  it("STOP holds at once (no text after it), and START lets texts through again", async () => {
    const phone = newPhone();
    const stop = await inbound(phone, "  stop ");
    expect(stop.status).toBe(200);
    await book(phone);
    const witness = newPhone();
    await book(witness);
    await waitFor("the witness's text", () => textsTo(witness).length === 1);
    await waitFor("the outbox drained", async () => (await smsOutboxPending()) === 0);
    expect(textsTo(phone)).toEqual([]);

    expect((await inbound(phone, "START")).status).toBe(200);
    await book(phone);
    await waitFor("a text after START", () => textsTo(phone).length === 1);
  });

  it("a missing or wrong signature is 403 and changes nothing", async () => {
    const phone = newPhone();
    expect((await inbound(phone, "STOP", null)).status).toBe(403);
    expect((await inbound(phone, "STOP", "bm90IHRoZSBzaWduYXR1cmU=")).status).toBe(403);
    await book(phone);
    const [text] = await textsStored(phone, 1, "the text (the number was not opted out)");
    const sid = text!.sid;
    expect(await statusOf(sid)).toBe("queued");
    const forged = await sms.post(origin, "/api/sms/status", { MessageSid: sid, MessageStatus: "failed" });
    expect(forged.status).toBe(403);
    expect(await statusOf(sid)).toBe("queued");
  });

  it("a 5xx is retried with backoff and the text is sent once", async () => {
    const phone = newPhone();
    const before = sms.attempts;
    sms.failNext(2);
    await book(phone);
    await waitFor("the text after two refusals", () => textsTo(phone).length === 1);
    await waitFor("the outbox drained", async () => (await smsOutboxPending()) === 0);
    expect(sms.attempts - before).toBe(3);
    expect(textsTo(phone)).toHaveLength(1);
  });

  it("an answer lost after the provider took the text: the retry finds it there and sends nothing twice", async () => {
    const phone = newPhone();
    sms.hangNext(1);
    await book(phone);
    await waitFor("the outbox drained", async () => (await smsOutboxPending()) === 0, budget(30_000));
    expect(textsTo(phone)).toHaveLength(1);
    const row = await database.query
      .selectFrom("smsTexts")
      .select(["sid", "status"])
      .where("sid", "=", textsTo(phone)[0]!.sid)
      .executeTakeFirst();
    expect(row).toEqual({ sid: textsTo(phone)[0]!.sid, status: "sent" });
  });

  it("a text that fails for good falls back to email, and the status is stored", async () => {
    const phone = newPhone();
    const email = `texts-${randomBytes(4).toString("hex")}@example.net`;
    const booked = await book(phone, { email });
    await waitFor("the confirmation text", () => textsTo(phone).length === 1);
    const cancel = await fetch(`${origin}/api/bookings/${booked.token}`, { method: "DELETE" });
    expect(cancel.status).toBe(200);
    await textsStored(phone, 2, "the cancellation text");
    // Only what a visitor with an address is mailed at once (a reminder, were one due, would be a text).
    const toVisitor = () =>
      smtp.received
        .filter((m) => m.to.includes(email))
        .map((m) => m.mail.subject ?? "")
        .filter((subject) => !subject.startsWith("Reminder"));
    // The confirmation's email went (it carries the calendar file); the cancellation went by text only.
    await waitFor("the confirmation email", () => toVisitor().length === 1);
    expect(toVisitor()[0]).not.toMatch(/^Cancelled/);

    const response = await report(textsTo(phone)[1]!.sid, "undelivered");
    expect(response.status).toBe(204);
    await waitFor("the cancellation by email", () => toVisitor().some((s) => s.startsWith("Cancelled")));
    const row = await database.query
      .selectFrom("smsTexts")
      .select(["status", "fallback"])
      .where("sid", "=", textsTo(phone)[1]!.sid)
      .executeTakeFirst();
    expect(row).toEqual({ status: "undelivered", fallback: null });
  });
});

describe("what visitors text back", () => {
  it("HELP answers with the shop's name and phone", async () => {
    const answer = await (await inbound(newPhone(), "help")).text();
    expect(answer).toContain(`<Message>${business.name}`);
    expect(answer).toContain(business.phone.display);
  });

  it("C confirms the visit; R sends the private link again", async () => {
    const phone = newPhone();
    const booked = await book(phone);
    await waitFor("the confirmation text", () => textsTo(phone).length === 1);
    const confirmed = await (await inbound(phone, "C")).text();
    expect(confirmed).toContain("confirmed");
    const state = await database.query
      .selectFrom("bookings")
      .select("state")
      .where("reference", "=", booked.reference)
      .executeTakeFirst();
    expect(state?.state).toBe("confirmed");
    expect(await (await inbound(phone, " r ")).text()).toContain(booked.manageUrl);
  });

  it("R sends the booking's own link, also when no text has carried it yet", async () => {
    const phone = newPhone();
    const booked = await book(phone);
    await waitFor("the confirmation text", () => textsTo(phone).length === 1);
    // As for a booking whose texts never carried the link (a text that did not go, an older one).
    const sid = textsTo(phone)[0]!.sid;
    await database.query.updateTable("smsTexts").set({ link: null }).where("sid", "=", sid).execute();
    expect(await (await inbound(phone, "R")).text()).toContain(booked.manageUrl);
  });

  it("after STOP nothing is texted back: 'C' confirms silently, 'R' sends no link; HELP is still answered; START restores", async () => {
    const phone = newPhone();
    const booked = await book(phone);
    await waitFor("the confirmation text", () => textsTo(phone).length === 1);
    expect(await (await inbound(phone, "Stop.")).text()).not.toContain("<Message>");
    const confirmed = await inbound(phone, "C");
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).not.toContain("<Message>");
    const state = await database.query
      .selectFrom("bookings")
      .select("state")
      .where("reference", "=", booked.reference)
      .executeTakeFirst();
    expect(state?.state).toBe("confirmed");
    expect(await (await inbound(phone, "R")).text()).not.toContain("<Message>");
    // The carriers require HELP to be answered whatever the number said before (CTIA handbook).
    expect(await (await inbound(phone, "HELP")).text()).toContain(business.phone.display);
    await inbound(phone, "START");
    expect(await (await inbound(phone, "R")).text()).toContain(booked.manageUrl);
    expect(textsTo(phone)).toHaveLength(1);
  });

  it("any other reply lands on the number's booking; with two live bookings both are named", async () => {
    const one = newPhone();
    const two = newPhone();
    const single = await book(one);
    const first = await book(two);
    const second = await book(two);
    expect((await inbound(one, "Can I come at 3 instead?")).status).toBe(200);
    expect((await inbound(two, "Is the screen <b>genuine</b>?")).status).toBe(200);
    const replies = await app.texts!.replies();
    const fromOne = replies.find((r) => r.phone === one)!;
    const fromTwo = replies.find((r) => r.phone === two)!;
    expect(fromOne.body).toBe("Can I come at 3 instead?");
    expect(fromOne.bookings.map((b) => b.reference)).toEqual([single.reference]);
    expect(fromTwo.bookings.map((b) => b.reference).sort()).toEqual([first.reference, second.reference].sort());
    expect(fromTwo.handled).toBe(false);
    expect(await app.texts!.store.markHandled(fromTwo.thread, NOW)).toBe(true);
    expect((await app.texts!.replies()).find((r) => r.thread === fromTwo.thread)?.handled).toBe(true);
  });

  it("a replayed text (same MessageSid) is answered like the first but stored and acted on once", async () => {
    const phone = newPhone();
    await book(phone);
    const sid = newSid();
    for (let i = 0; i < 2; i++) expect((await inbound(phone, "Is it ready yet?", undefined, sid)).status).toBe(200);
    expect((await app.texts!.replies()).filter((r) => r.phone === phone)).toHaveLength(1);
    // A STOP replayed after START does not stop the texts again.
    const stop = newSid();
    expect((await inbound(phone, "STOP", undefined, stop)).status).toBe(200);
    expect((await inbound(phone, "START")).status).toBe(200);
    expect((await inbound(phone, "STOP", undefined, stop)).status).toBe(200);
    expect(await app.texts!.store.isOptedOut(phone)).toBe(false);
  });

  it("texts and replies go with their bookings; a STOP stays, kept only as a keyed hash", async () => {
    const phone = newPhone();
    await book(phone);
    await textsStored(phone, 1, "the text");
    await inbound(phone, "Thanks!");
    await inbound(phone, "STOP");
    expect(await database.query.selectFrom("smsTexts").select("id").execute()).not.toEqual([]);
    await app.booking!.store.purge(Number.MAX_SAFE_INTEGER);
    expect(await database.query.selectFrom("smsTexts").select("id").execute()).toEqual([]);
    const optOuts = await database.query.selectFrom("smsOptOuts").select("numberKey").execute();
    expect(optOuts).toHaveLength(1);
    expect(optOuts[0]!.numberKey).not.toContain(phone.slice(2));
    expect(await app.texts!.store.isOptedOut(phone)).toBe(true);
  });

  it("logs no number and no words a visitor wrote", () => {
    const all = logs.join("\n");
    expect(all).not.toContain("Can I come at 3");
    expect(all).not.toMatch(/\+1478\d{7}/);
  });
});
