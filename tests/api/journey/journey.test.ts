// The journey after the booking through the real parts: the booking service over the SQLite store, the
// journey's notices in the outbox, the outbox worker on a clock the test holds, a real SMTP server that is
// down and then up, and the review ask's redirect and stop. Facts come from site/_data.
import { mkdtemp, rm } from "node:fs/promises";
import { budget } from "../../helpers/budget.ts";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { instantOf } from "#shop/clock.ts";
import { availability, booking as rules, business, fullAddress } from "#shop/facts.ts";
import { createJourneyNotices } from "../../../api/journey/notices.ts";
import { reminderTimes, reviewTimes } from "../../../api/journey/timing.ts";
import { createNotifier } from "../../../api/booking/notifier.ts";
import { startOutbox } from "../../../api/outbox/worker.ts";
import { createReviewAsks } from "../../../api/journey/review-ask.ts";
import { createLinkSeal, withLinkOpened } from "../../../api/outbox/seal.ts";
import type { EmailPayload } from "../../../api/outbox/payloads.ts";
import { createBookingService, manageUrlOf } from "../../../api/booking/service.ts";
import { createBookingStore } from "../../../api/booking/store.ts";
import { dayAndTimeWithZone } from "../../../api/booking/describe.ts";
import type { BookingState } from "../../../api/booking/types.ts";
import { openDatabase, type Db } from "../../../api/db/database.ts";
import { TMP } from "../../helpers/api-fixture.ts";
import { freePort } from "../../helpers/free-port.ts";
import { waitFor } from "../../helpers/redis-server.ts";
import { startSmtp, type SmtpSink } from "../../helpers/smtp-server.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const OWNER = "owner-journey@example.org";
const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** A shop day at least a week ahead with a free slot, and its first slot. */
function futureSlot(from: number) {
  const days = availability.days(new Date(from)).days.filter((d) => Date.parse(`${d.date}T12:00:00Z`) > from + 7 * DAY);
  const slot = days.flatMap((d) => d.slots)[0]!;
  return { start: slot.start, ms: Date.parse(slot.start) };
}

async function harness(smtpUrl?: string) {
  const dataDir = await mkdtemp(path.join(TMP, "journey-"));
  const database: Db = await openDatabase({ dataDir });
  const store = createBookingStore(database);
  cleanups.push(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  let clock = instantOf(business.timeZone, "2026-12-01", 11 * 60);
  const seal = createLinkSeal();
  const channels = { email: { notifyEmail: OWNER }, webhook: false, seal: seal.seal };
  const notifier = createNotifier({ ...channels, journey: createJourneyNotices(channels), kick: () => {} });
  const reviews = createReviewAsks(database);
  const service = createBookingService({ store, availability, rules, now: () => new Date(clock), notifier, reviews });
  const lines: string[] = [];
  const log = { info: () => {}, warn: (o: object) => void lines.push(JSON.stringify(o)), error: () => {} };
  const outbox = (url: string) => {
    const o = startOutbox({
      store: store.outbox,
      smtpUrl: url,
      notifyEmail: OWNER,
      log,
      pollMs: 20,
      openLink: seal.open,
      now: () => clock,
    });
    cleanups.push(() => o.stop());
    return o;
  };
  if (smtpUrl) outbox(smtpUrl);
  let n = 0;
  const book = async (
    email: string | null = "journey.visitor@example.net",
    phone = `+1205555${String(1000 + ++n).slice(-4)}`,
  ) => {
    const slot = futureSlot(clock);
    const made = await service.bookByOwner({
      start: slot.start,
      service: rules.services[0]!,
      model: null,
      name: "Journey Visitor",
      phone,
      email,
      notes: null,
    } as never);
    if (!made.ok) throw new Error(made.message);
    return made;
  };
  const rows = (topic: string) =>
    database.query
      .selectFrom("outbox")
      .select(["nextAttemptAt", "kind", "deliveredAt", "payload"])
      .where("topic", "=", topic)
      .orderBy("id")
      .execute();
  return {
    service,
    store,
    database,
    book,
    rows,
    outbox,
    lines,
    reviews,
    /** A waiting email as it will be sent: its sealed link opened where the marker stands. */
    sent: (payload: string) => withLinkOpened(JSON.parse(payload) as EmailPayload, seal.open),
    get clock() {
      return clock;
    },
    set clock(t: number) {
      clock = t;
    },
  };
}

describe("reminders", () => {
  it("wait in the outbox until their time; with SMTP down they are retried, then arrive with the slot, the address and the private link", async () => {
    const port = await freePort();
    const h = await harness(`smtp://127.0.0.1:${port}`);
    const { booking: b, token } = await h.book();
    const due = reminderTimes(business.timeZone, b.start, rules.reminders, h.clock);
    expect(due.length).toBeGreaterThan(0);
    expect((await h.rows("reminder")).map((r) => Number(r.nextAttemptAt))).toEqual(due);

    // At the first reminder's time, the mail server is down: the worker tries, fails and waits.
    h.clock = due[0]!;
    await waitFor("a failed attempt", () => h.lines.some((l) => l.includes('"outbox":"email"')));
    const sink: SmtpSink = await startSmtp(port);
    cleanups.push(() => sink.stop());
    h.clock = due[0]! + 2 * 60 * MINUTE;
    await waitFor("the reminder", () => sink.received.length === 1, budget(30_000));
    const mail = sink.received[0]!;
    expect(mail.to).toEqual([b.email]);
    expect(mail.mail.subject).toContain("Reminder");
    expect(mail.mail.text).toContain(dayAndTimeWithZone(b.start));
    expect(mail.mail.text).toContain(fullAddress);
    expect(mail.mail.text).toContain(manageUrlOf(business.siteUrl, token));
    // Only the first is due: the next waits for its own time. The mail server has the first before the
    // worker marks it delivered, so the mark is waited for, not read at once.
    const undelivered = async () => (await h.rows("reminder")).filter((r) => r.deliveredAt === null).length;
    await waitFor("the first reminder marked delivered", async () => (await undelivered()) === due.length - 1);
    expect(await undelivered()).toBe(due.length - 1);
    expect(sink.received).toHaveLength(1);
  });

  it("a cancel, a no-show or a pickup deletes the ones not yet sent in the same change", async () => {
    const h = await harness();
    for (const state of ["cancelled", "no-show", "collected"] as const) {
      const { booking: b } = await h.book();
      await h.service.setState(b.id, "confirmed");
      // Confirming keeps them: both states hold reminders.
      expect((await h.rows("reminder")).length).toBeGreaterThan(0);
      await h.service.setState(b.id, state);
      expect(await h.rows("reminder")).toEqual([]);
    }
  });
});

describe("ready for pickup and 'we missed you'", () => {
  it("'ready' is sent once, whether Ready is tapped twice or the owner steps back and forward", async () => {
    const h = await harness();
    const { booking: b } = await h.book();
    // The repair's 'ready' state comes with the repair's states; the store takes it by name.
    const ready = "ready" as BookingState;
    await h.service.setState(b.id, ready);
    await h.service.setState(b.id, ready);
    const [sent] = await h.rows("ready");
    expect(JSON.parse(sent!.payload).text).toContain(fullAddress);
    await h.store.outbox.markDelivered((await h.store.outbox.dueNotices(h.clock, 10))[0]!.id);
    await h.service.setState(b.id, "confirmed");
    await h.service.setState(b.id, ready);
    expect(await h.rows("ready")).toHaveLength(1);
  });

  it("a no-show gets one 'we missed you' at 9:00 the next morning, with a link to book the same repair", async () => {
    const h = await harness();
    const { booking: b } = await h.book();
    h.clock = b.end + 30 * MINUTE;
    await h.service.setState(b.id, "no-show");
    const [missed, ...more] = await h.rows("missed");
    expect(more).toEqual([]);
    const morning = Number(missed!.nextAttemptAt);
    expect(
      new Intl.DateTimeFormat("en-US", { timeZone: business.timeZone, hour: "numeric", minute: "2-digit" }).format(
        morning,
      ),
    ).toBe("9:00 AM");
    expect(morning).toBeGreaterThan(h.clock);
    expect(morning - h.clock).toBeLessThan(DAY + 9 * 60 * MINUTE);
    expect(JSON.parse(missed!.payload).text).toContain(`/book/?service=${b.service}`);
  });
});

describe.skipIf(!business.reviewUrl || !rules.reviewAsk.enabled)("the review ask", () => {
  it("goes after pickup in waking hours with one reminder; a click takes the reminder back and counts; the same phone is not asked again", async () => {
    const h = await harness();
    const { booking: b } = await h.book();
    h.clock = b.end + 60 * MINUTE;
    await h.service.setState(b.id, "collected");
    const times = reviewTimes(business.timeZone, h.clock, rules.reviewAsk);
    const asks = await h.rows("review");
    expect(asks.map((r) => Number(r.nextAttemptAt))).toEqual([times.ask, times.reminder]);
    const { text } = h.sent(asks[0]!.payload);
    expect(text).not.toContain(business.reviewUrl!);
    const token = /\/r\/([A-Za-z0-9_-]{43})\b/.exec(text)![1]!;
    expect(text).toContain(`/r/${token}/stop`);

    // The ask goes at its time; a click on its link then takes back the reminder.
    for (const item of await h.store.outbox.dueNotices(times.ask, 10)) await h.store.outbox.markDelivered(item.id);
    expect(await h.reviews.click(token, times.ask + MINUTE)).toBe(true);
    expect(await h.rows("review")).toHaveLength(1);
    expect(await h.reviews.counts(times.ask - DAY, times.ask + DAY)).toEqual({ asked: 1, clicked: 1 });

    // The same phone's next repair, collected within 180 days: no ask.
    const { booking: again } = await h.book("someone.else@example.net", b.phone);
    await h.service.setState(again.id, "collected");
    expect(await h.rows("review")).toHaveLength(1);
  });

  it("its link waits sealed in the outbox, never in plain text, and the email sent carries a working /r/<token>", async () => {
    const sink: SmtpSink = await startSmtp();
    cleanups.push(() => sink.stop());
    const h = await harness(sink.url);
    const { booking: b } = await h.book();
    h.clock = b.end + 60 * MINUTE;
    await h.service.setState(b.id, "collected");
    const times = reviewTimes(business.timeZone, h.clock, rules.reviewAsk);
    // The database's rows as they are: no review token in any of them, only its seal.
    const waiting = await h.rows("review");
    expect(waiting).toHaveLength(2);
    for (const row of waiting) {
      expect(row.payload).not.toMatch(/\/r\/[A-Za-z0-9_-]{43}/);
      expect(JSON.parse(row.payload).link).toMatch(/\S/);
    }

    h.clock = times.ask;
    const asked = () => sink.received.find((r) => /review/i.test(r.mail.subject ?? ""));
    await waitFor("the review ask", () => asked() !== undefined, budget(30_000));
    const token = /\/r\/([A-Za-z0-9_-]{43})\b/.exec(asked()!.mail.text ?? "")?.[1];
    expect(token).toBeDefined();
    expect(asked()!.mail.text).toContain(`/r/${token}/stop`);
    expect(await h.reviews.known(token!)).toBe(true);
    expect(await h.reviews.click(token!, times.ask + MINUTE)).toBe(true);
  });

  it("a stop holds at once: nothing more is sent, and the contact is never asked again", async () => {
    const h = await harness();
    const { booking: b } = await h.book();
    await h.service.setState(b.id, "collected");
    const token = /\/r\/([A-Za-z0-9_-]{43})\b/.exec(h.sent((await h.rows("review"))[0]!.payload).text)![1]!;
    expect(await h.reviews.stop(token, h.clock)).toBe(true);
    expect(await h.rows("review")).toEqual([]);
    h.clock += 400 * DAY;
    const { booking: later } = await h.book(b.email, "+12055559999");
    await h.service.setState(later.id, "collected");
    expect(await h.rows("review")).toEqual([]);
    expect(await h.reviews.click("A".repeat(43), h.clock)).toBe(false);
  });

  it("no review link, or the ask switched off: nothing is asked", () => {
    const channels = { email: { notifyEmail: OWNER }, webhook: true };
    const b = {
      id: "x",
      reference: "R",
      lang: "en" as const,
      start: 0,
      end: 1,
      service: rules.services[0]!,
      model: null,
      name: "N",
      phone: "+12055550100",
      email: "a@example.net",
      notes: null,
      state: "collected" as const,
      readyBy: null,
      source: "online" as const,
      createdAt: 0,
      updatedAt: 0,
      sequence: 0,
    };
    expect(
      createJourneyNotices({ ...channels, reviewUrl: undefined }).noticesForMove(b, "confirmed", "collected", 0),
    ).toEqual([]);
    expect(
      createJourneyNotices({ ...channels, reviewAsk: { ...rules.reviewAsk, enabled: false } }).noticesForMove(
        b,
        "confirmed",
        "collected",
        0,
      ),
    ).toEqual([]);
    expect(createJourneyNotices(channels).noticesForMove(b, "confirmed", "collected", 0)).toHaveLength(2);
  });
});
