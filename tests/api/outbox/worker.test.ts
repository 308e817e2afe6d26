// The outbox worker (api/outbox/worker.ts) against real parts: a real SMTP server (smtp-server) on a
// loopback port, real HTTP receivers for the webhook, the real booking store (SQLite in a temporary
// DATA_DIR) holding the outbox. Every wait is for a
// condition (a message received, a log line, a request counted), never for a length of time.
import ICAL from "ical.js";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { instantOf } from "#shop/clock.ts";
import { booking as rules, business, models } from "#shop/facts.ts";
import type { ServiceKey } from "#shop/content-schemas.ts";
import { bookingNotices, type NoticeConfig } from "../../../api/booking/notices.ts";
import {
  backoffMs,
  startOutbox,
  webhookSignature,
  type Outbox,
  type OutboxOptions,
} from "../../../api/outbox/worker.ts";
import { createBookingStore } from "../../../api/booking/store.ts";
import { createLinkSeal } from "../../../api/outbox/seal.ts";
import { openDatabase } from "../../../api/db/database.ts";
import type { Booking, NoticeMessage } from "../../../api/booking/types.ts";
import type { OutboxStore } from "../../../api/outbox/store.ts";
import type { OutboxItem } from "../../../api/outbox/types.ts";
import { freePort } from "../../helpers/free-port.ts";
import { waitFor } from "../../helpers/redis-server.ts";
import { startSmtp, type SmtpSink } from "../../helpers/smtp-server.ts";

const MINUTE = 60_000;
const OWNER = "owner-inbox@example.org";
const VISITOR = {
  name: "Zoë Quill-Visitor",
  phone: "+12025550123",
  email: "zoe.quill@example.net",
  notes: "Cracked back glass, dropped it twice",
};
const SECRET = "test-webhook-secret-0123456789";
const start = instantOf(business.timeZone, "2026-11-25", 10 * 60);
const manageUrl = new URL("/book/manage/tok-outbox/", `${business.siteUrl}/`).href;

// --- the store's outbox ------------------------------------------------------------------------
// The real booking store (SQLite in a temporary DATA_DIR), as the server opens it.
interface TestBook {
  store: OutboxStore;
  /** A new booking with the notices of its creation, written in its transaction as the booking service does. */
  book(notices: (b: Booking) => NoticeMessage[]): Promise<Booking>;
  /** Every undelivered item, due or not. */
  pending(): Promise<OutboxItem[]>;
  /** Every item's payload as the database holds it, delivered or not. */
  payloads(): Promise<string[]>;
  /** The same DATA_DIR closed and opened again, as a restarted server sees it. */
  reopen(): Promise<void>;
  /** The database closed under the worker (its calls fail). */
  breakIt(): void;
  close(): Promise<void>;
}

async function openBook(): Promise<TestBook> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "booking-outbox-"));
  let database = await openDatabase({ dataDir });
  let store = createBookingStore(database);
  let seq = 0;
  return {
    // Each call goes to the store open at the time (reopen() replaces it).
    store: {
      dueNotices: (now, limit) => store.outbox.dueNotices(now, limit),
      claimNotice: (id, now) => store.outbox.claimNotice(id, now),
      markDelivered: (id) => store.outbox.markDelivered(id),
      markFailed: (id, retryAt, error) => store.outbox.markFailed(id, retryAt, error),
    },
    async book(notices) {
      const result = await store.create(
        {
          reference: `TST-${String(++seq).padStart(4, "0")}`,
          tokenHash: randomBytes(32).toString("hex"),
          start,
          end: start + rules.slotMinutes * MINUTE,
          service: rules.services.find((s) => s !== "diagnosis") as ServiceKey,
          model: models[0]!.slug,
          ...VISITOR,
          source: "online",
        },
        { capacity: 50, maxFutureForPhone: 50, now: Date.now() },
        notices,
      );
      if (!result.ok) throw new Error(`the store refused the test booking: ${result.reason}`);
      return result.booking;
    },
    pending: () => store.outbox.dueNotices(Number.MAX_SAFE_INTEGER, 1000),
    payloads: async () =>
      (await database.query.selectFrom("outbox").select("payload").orderBy("id").execute()).map((r) => r.payload),
    async reopen() {
      await store.close();
      database = await openDatabase({ dataDir });
      store = createBookingStore(database);
    },
    breakIt: () => void store.close(),
    async close() {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// --- what every test shares ----------------------------------------------------------------------

/** A logger like Fastify's that keeps each line as JSON, as it would be written. */
function captureLog() {
  const lines: string[] = [];
  const write = (level: string) => (obj: object, msg?: string) =>
    void lines.push(JSON.stringify({ level, ...obj, msg }));
  return { lines, log: { info: write("info"), warn: write("warn"), error: write("error") } };
}

const cleanups: Array<() => Promise<unknown> | unknown> = [];
let logLines: string[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  // Whatever happened in the test, the log holds no personal data: ids, kinds, counts and codes only.
  const all = logLines.join("\n");
  for (const secret of [
    VISITOR.name,
    "Zoë",
    "Quill",
    VISITOR.phone,
    VISITOR.phone.slice(2),
    "555-0123",
    VISITOR.email,
    "zoe.quill",
    "Cracked",
    "dropped",
    OWNER,
    "owner-inbox",
  ]) {
    expect(all, `log mentions ${secret}`).not.toContain(secret);
  }
  logLines = [];
  ICAL.TimezoneService.reset();
});

async function setup(options: Partial<OutboxOptions> = {}) {
  const book = await openBook();
  cleanups.push(() => book.close());
  const { lines, log } = captureLog();
  logLines = lines;
  const outboxes: Outbox[] = [];
  // The worker's passes, counted (each asks the store what is due), to wait for "a few passes later".
  let passes = 0;
  const counted: OutboxStore = {
    dueNotices: (now, limit) => (passes++, book.store.dueNotices(now, limit)),
    claimNotice: (id, now) => book.store.claimNotice(id, now),
    markDelivered: (id) => book.store.markDelivered(id),
    markFailed: (id, retryAt, error) => book.store.markFailed(id, retryAt, error),
  };
  const morePasses = async (n: number) => {
    const target = passes + n;
    await waitFor(`${n} more passes of the worker`, () => passes >= target);
  };
  const start = (more: Partial<OutboxOptions> = {}) => {
    const outbox = startOutbox({ store: counted, notifyEmail: OWNER, log, pollMs: 20, ...options, ...more });
    outboxes.push(outbox);
    cleanups.push(() => outbox.stop());
    return outbox;
  };
  return { book, lines, start, outboxes, morePasses };
}

/** setup() with a mail server that is down (nothing listens yet on `port`; smtp(port) brings it up), its worker started. */
async function startWithSmtpDown(options: Partial<OutboxOptions> = {}) {
  const port = await freePort();
  const harness = await setup({ smtpUrl: `smtp://127.0.0.1:${port}`, ...options });
  harness.start();
  return { port, ...harness };
}

const config = (over: Partial<NoticeConfig> = {}): NoticeConfig => ({
  email: { notifyEmail: OWNER },
  webhook: false,
  ...over,
});
const created = (c: NoticeConfig) => (b: Booking) => bookingNotices("created", b, c, { manageUrl });
const logged = (lines: string[], pattern: RegExp) => lines.filter((l) => pattern.test(l));

async function smtp(port?: number): Promise<SmtpSink> {
  const sink = await startSmtp(port);
  cleanups.push(() => sink.stop());
  return sink;
}

interface Hit {
  headers: IncomingMessage["headers"];
  body: string;
}

/** An HTTP receiver on loopback: `answer` decides each reply; every request is kept. */
async function receiver(
  answer: (hit: Hit, n: number, res: import("node:http").ServerResponse) => void,
): Promise<{ url: string; hits: Hit[]; server: Server }> {
  const hits: Hit[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      const hit = { headers: req.headers, body };
      hits.push(hit);
      answer(hit, hits.length, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  cleanups.push(() => server.closeAllConnections());
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/booking`, hits, server };
}

// --- email -----------------------------------------------------------------------------------------

describe("email over SMTP", () => {
  it("the owner's email and the visitor's confirmation with the .ics arrive, plain text, from the shop", async () => {
    const sink = await smtp();
    const { book, lines, start: run } = await setup({ smtpUrl: sink.url });
    const outbox = run();
    const b = await book.book(created(config()));
    outbox.kick();
    await waitFor("two emails", () => sink.received.length === 2);
    await waitFor("both marked delivered", async () => (await book.pending()).length === 0);

    const owner = sink.received.find((r) => r.to.includes(OWNER))!;
    const visitor = sink.received.find((r) => r.to.includes(VISITOR.email))!;
    expect(owner.mail.from!.value[0]!.address).toBe(business.email);
    expect(owner.mail.from!.value[0]!.name).toBe(business.name);
    expect(owner.mail.subject).toContain(b.reference);
    expect(owner.mail.text).toContain(`Name: ${VISITOR.name}`);
    expect(owner.mail.text).toContain(`Note: ${VISITOR.notes}`);
    expect(owner.mail.replyTo!.value[0]!.address).toBe(VISITOR.email);
    // Plain text only: no HTML part in either.
    expect(owner.mail.html).toBe(false);
    expect(visitor.mail.html).toBe(false);

    expect(visitor.mail.text).toContain(manageUrl);
    expect(visitor.mail.replyTo!.value[0]!.address).toBe(OWNER);
    const [ics] = visitor.mail.attachments;
    expect(ics!.filename).toBe(`${b.reference}.ics`);
    expect(ics!.contentType).toBe("text/calendar");
    const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString("utf8")));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.startDate.toJSDate().getTime()).toBe(b.start);
    expect(event.startDate.zone?.tzid).toBe(business.timeZone);

    expect(logged(lines, /notice delivered/)).toHaveLength(2);
  });

  it("with the SMTP server down the item is retried, and arrives once it is back, once", async () => {
    const { port, book, lines, morePasses } = await startWithSmtpDown({ backoff: { firstMs: 30, maxMs: 120 } });
    await book.book(created(config()));
    await waitFor(
      "two failed attempts of each email",
      () => logged(lines, /not delivered.*"attempts":2|"attempts":2.*not delivered/).length >= 2,
    );
    expect(lines.join("\n")).toMatch(/"error":"(ESOCKET|ECONNECTION|ECONNREFUSED)/);
    expect((await book.pending()).every((item) => item.attempts >= 2)).toBe(true);

    const sink = await smtp(port);
    await waitFor("both emails after the server came back", () => sink.received.length === 2);
    await waitFor("both marked delivered", async () => (await book.pending()).length === 0);
    // A few more passes of the worker send nothing again.
    await morePasses(5);
    expect(sink.received).toHaveLength(2);
  });

  it("keeps the private link out of the stored payload (sealed until sent) and clears a payload once delivered", async () => {
    const link = createLinkSeal();
    const { port, book, lines } = await startWithSmtpDown({ backoff: { firstMs: 30, maxMs: 60 }, openLink: link.open });
    await book.book(created(config({ seal: link.seal })));
    // While the mail server refuses, the stored emails hold no link.
    await waitFor("a failed attempt", () => logged(lines, /not delivered/).length >= 1);
    const stored = await book.payloads();
    expect(stored).toHaveLength(2);
    for (const payload of stored) expect(payload).not.toContain("tok-outbox");

    const sink = await smtp(port);
    await waitFor("both emails", () => sink.received.length === 2);
    await waitFor("marked delivered", async () => (await book.pending()).length === 0);
    const visitor = sink.received.find((r) => r.to.includes(VISITOR.email))!;
    expect(visitor.mail.text).toContain(manageUrl);
    const ics = visitor.mail.attachments[0]!.content.toString("utf8");
    expect(ics.split("\r\n").every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
    expect(event.description).toContain(manageUrl);
    // Delivered: nothing of the email is kept.
    for (const payload of await book.payloads()) expect(payload).toBe("{}");
  });

  it("an email whose sealed link cannot be opened (another process sealed it) goes without the link and says to call", async () => {
    const sink = await smtp();
    const { book, start: run } = await setup({ smtpUrl: sink.url, openLink: createLinkSeal().open });
    run().kick();
    await book.book(created(config({ seal: createLinkSeal().seal })));
    await waitFor("two emails", () => sink.received.length === 2);
    const visitor = sink.received.find((r) => r.to.includes(VISITOR.email))!;
    expect(visitor.mail.text).not.toContain("/book/manage/");
    expect(visitor.mail.text).toContain(business.phone.display);
  });

  it("a restart resumes the outbox: what one process could not send, the next one sends", async () => {
    const {
      port,
      book,
      lines,
      start: run,
      outboxes,
    } = await startWithSmtpDown({ backoff: { firstMs: 30, maxMs: 60 } });
    await book.book(created(config({ email: { notifyEmail: OWNER } })));
    await waitFor("a failed attempt", () => logged(lines, /not delivered/).length >= 1);
    await outboxes[0]!.stop();
    await book.reopen();
    const sink = await smtp(port);
    run();
    await waitFor("the emails, sent by the new worker", () => sink.received.length === 2);
    await waitFor("marked delivered", async () => (await book.pending()).length === 0);
  });

  it("without SMTP_URL it says so once at start, and sends no email", async () => {
    const { book, lines, start: run, morePasses } = await setup({ backoff: { firstMs: 10, maxMs: 20 } });
    const outbox = run();
    outbox.kick();
    await morePasses(3);
    expect(logged(lines, /SMTP_URL is not set/)).toHaveLength(1);
    expect(logged(lines, /SMTP_URL is not set/)[0]).toMatch(/"level":"info"/);
    // The booking service writes no email then (notices.ts), so nothing waits:
    await book.book((b) => bookingNotices("created", b, { webhook: false }, { manageUrl }));
    expect(await book.pending()).toEqual([]);
    // An email left over from a run with SMTP_URL set is kept, not sent.
    await book.book(created(config()));
    await waitFor("the left-over emails put back", () => logged(lines, /smtp_not_configured/).length >= 2);
    expect((await book.pending()).length).toBe(2);
  });
});

// --- retry timing ------------------------------------------------------------------------------------

describe("backoff", () => {
  it("doubles from 30 s to a cap of one hour", () => {
    const defaults = { firstMs: 30_000, maxMs: 3_600_000 };
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map((n) => backoffMs(n, defaults))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  it("a failed item is due again exactly after the backoff, on the worker's clock", async () => {
    // A minute ahead of the wall clock, so the new item is due at once on this clock.
    let now = Date.now() + 60_000;
    const { book, lines, morePasses } = await startWithSmtpDown({ now: () => now });
    await book.book((b) => bookingNotices("created", b, config(), { manageUrl }).slice(0, 1));
    await waitFor("the first failure", () => logged(lines, /not delivered/).length === 1);
    expect(lines.join("\n")).toContain('"retryInMs":30000');
    expect(await book.store.dueNotices(now + 29_999, 10)).toEqual([]);
    expect((await book.store.dueNotices(now + 30_000, 10)).map((i) => i.attempts)).toEqual([1]);

    // The worker keeps polling, but before its time the item is left alone.
    now += 29_999;
    await morePasses(5);
    expect(logged(lines, /not delivered/)).toHaveLength(1);
    now += 1;
    await waitFor("the second failure", () => logged(lines, /not delivered/).length === 2);
    expect(logged(lines, /not delivered/)[1]).toContain('"retryInMs":60000');
    expect(logged(lines, /not delivered/)[1]).toContain('"attempts":2');
  });
});

// --- webhook -----------------------------------------------------------------------------------------

/** setup() with the webhook to `hook`, retried soon, its worker started, and a booking made that notifies it. */
async function bookWithRetriedWebhook(hook: { url: string }, options: Partial<OutboxOptions> = {}) {
  const harness = await setup({
    webhook: { url: hook.url, secret: SECRET },
    backoff: { firstMs: 20, maxMs: 40 },
    ...options,
  });
  harness.start();
  await harness.book.book(created({ webhook: true }));
  return harness;
}

describe("the webhook", () => {
  it("is a JSON POST whose X-Repair-Signature is the HMAC-SHA256 of the exact body under the secret", async () => {
    const hook = await receiver((_hit, _n, res) => res.writeHead(204).end());
    const { book, start: run } = await setup({ webhook: { url: hook.url, secret: SECRET } });
    const outbox = run();
    const b = await book.book(created({ webhook: true }));
    outbox.kick();
    await waitFor("the webhook", () => hook.hits.length === 1);
    await waitFor("marked delivered", async () => (await book.pending()).length === 0);

    const [hit] = hook.hits;
    expect(hit!.headers["content-type"]).toMatch(/^application\/json/);
    const header = String(hit!.headers["x-repair-signature"]);
    expect(header).toMatch(/^sha256=[0-9a-f]{64}$/);
    // What a receiver does: HMAC the raw body with its secret, compare in constant time.
    const verify = (secret: string) => {
      const expected = Buffer.from(`sha256=${createHmac("sha256", secret).update(hit!.body).digest("hex")}`);
      return expected.length === Buffer.from(header).length && timingSafeEqual(expected, Buffer.from(header));
    };
    expect(verify(SECRET)).toBe(true);
    expect(verify("a-wrong-secret")).toBe(false);
    // A body changed on the way would not verify either.
    expect(webhookSignature(hit!.body.replace("booking.created", "booking.cancelled"), SECRET)).not.toBe(header);

    const body = JSON.parse(hit!.body);
    expect(body.event).toBe("booking.created");
    expect(body.booking).toMatchObject({
      id: b.id,
      reference: b.reference,
      name: VISITOR.name,
      phone: VISITOR.phone,
      timeZone: business.timeZone,
    });
    expect(Date.parse(body.booking.start)).toBe(b.start);
    expect(hit!.headers["x-repair-delivery"]).toMatch(/\S/);
  });

  it("a 5xx is retried until a 2xx", async () => {
    const hook = await receiver((_hit, n, res) => res.writeHead(n < 3 ? 503 : 200).end("ok"));
    const { book, lines } = await bookWithRetriedWebhook(hook);
    await waitFor(
      "delivered on the third try",
      async () => hook.hits.length === 3 && (await book.pending()).length === 0,
    );
    expect(logged(lines, /"error":"http_503"/)).toHaveLength(2);
    // Every try carries the same body and signature.
    expect(new Set(hook.hits.map((h) => h.body)).size).toBe(1);
    expect(new Set(hook.hits.map((h) => h.headers["x-repair-signature"])).size).toBe(1);
  });

  it("a redirect is not followed: the signed body goes only where the owner said", async () => {
    const elsewhere = await receiver((_hit, _n, res) => res.writeHead(200).end());
    const hook = await receiver((_hit, _n, res) => res.writeHead(307, { location: elsewhere.url }).end());
    const { book, lines } = await bookWithRetriedWebhook(hook);
    await waitFor("two tries refused as redirects", () => logged(lines, /"error":"http_307"/).length >= 2);
    expect(hook.hits.length).toBeGreaterThanOrEqual(2);
    expect(elsewhere.hits).toHaveLength(0);
    expect((await book.pending()).length).toBe(1);
  });

  it("a receiver that never answers times out and is tried again", async () => {
    const hook = await receiver(() => {
      /* never answers */
    });
    const { lines } = await bookWithRetriedWebhook(hook, { webhookTimeoutMs: 150 });
    // On a busy machine a try can time out before the receiver has read its body: the hits are
    // waited for too, not counted the moment the second timeout is logged.
    await waitFor(
      "two timed-out tries, both received",
      () => logged(lines, /"error":"timeout"/).length >= 2 && hook.hits.length >= 2,
    );
  });
});

// --- the worker never takes the server down ------------------------------------------------------

describe("errors", () => {
  it("a failing store is logged and the worker carries on; it never throws into the server", async () => {
    const { book, lines, start: run } = await setup({ webhook: { url: "http://127.0.0.1:9/", secret: SECRET } });
    const outbox = run();
    book.breakIt();
    outbox.kick();
    await waitFor("the failed pass logged", () => logged(lines, /outbox pass failed/).length >= 2);
    expect(logged(lines, /outbox pass failed/)[0]).toMatch(/"level":"error"/);
    await outbox.stop();
  });
});
