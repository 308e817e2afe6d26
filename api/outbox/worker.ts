// The outbox worker: delivers the notices a booking wrote in its own transaction (enqueue.ts), so a
// booking never waits on, or fails with, a mail server or a partner's endpoint.
//
// - Email goes over SMTP_URL with nodemailer, as plain text with the .ics attached when there is one.
// - The webhook is a JSON POST of the stored body, byte for byte, signed
//   `X-Repair-Signature: sha256=<hex HMAC-SHA256 of the body under BOOKING_WEBHOOK_SECRET>`, with a
//   timeout; a redirect is not followed (the signed body goes only where the owner said); 2xx is delivered.
// - A failure is retried with exponential backoff (30 s doubling to 1 h by default) until delivered;
//   the items live in the database, so a restart resumes where the last process stopped.
// - Logs carry ids, kinds, attempt counts and error codes only: never an address, a name, a phone, a
//   note or a server's reply text (an SMTP rejection quotes the recipient).
// - Nothing here throws into the server: every error is caught, logged and retried later.
//
// Each item is sent at least once: an item sent just before a crash, before markDelivered committed,
// is sent again after the restart. The webhook carries X-Repair-Delivery (the item's id) for that.
import { createHmac } from "node:crypto";
import { createTransport } from "nodemailer";
import { business } from "#shop/facts.ts";
import { EmailPayload, WebhookPayload } from "./payloads.ts";
import { withLinkOpened } from "./seal.ts";
import type { OutboxStore } from "./store.ts";
import type { OutboxItem, Sender } from "./types.ts";

/** The slice of a pino/Fastify logger the worker uses. */
export interface OutboxLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface OutboxOptions {
  store: OutboxStore;
  /** smtp://user:pass@host:587 or smtps://…; without it no email is sent (said once at start). */
  smtpUrl?: string;
  /** The owner's address (NOTIFY_EMAIL); only named in the start-up line's absence check. */
  notifyEmail: string;
  /** BOOKING_WEBHOOK_URL and BOOKING_WEBHOOK_SECRET. */
  webhook?: { url: string; secret: string };
  log: OutboxLog;
  /** How often to look for items due again (retries); default 15 s. kick() sends at once. */
  pollMs?: number;
  /** Backoff of failed items: the first wait, doubled each attempt up to the cap. Default 30 s to 1 h. */
  backoff?: { firstMs: number; maxMs: number };
  /** The webhook's whole request, connection to response; default 10 s. */
  webhookTimeoutMs?: number;
  /** The From of every email; default the shop's name and email (business.ts). */
  from?: string;
  /** Opens a visitor's sealed private link (seal.ts) at the moment of sending. */
  openLink?: (sealed: string) => string | undefined;
  /** The clock for due and retry times (tests). */
  now?: () => number;
  /**
   * The senders of kinds the worker does not send itself, read at each delivery: texts (kind "sms",
   * api/sms/sender.ts) put theirs here when they register; without one those items wait. The sender may
   * answer that the item waits until a time (quiet hours) or is dropped (STOP, too late, refused for good).
   */
  senders?: { sms?: Sender };
  /** Leaves the first pass and the polling to start(): the app starts them once every sender is in. */
  deferStart?: boolean;
}

export interface Outbox {
  /** Sends what is due now: call after a commit that wrote notices. Never throws. */
  kick(): void;
  /** Starts polling, with a first pass at once (only needed with deferStart). */
  start(): void;
  /** Stops polling and waits for the delivery under way. */
  stop(): Promise<void>;
}

const BATCH = 20;

/** The wait before the next try after `attempts` failed ones: first, 2×first, 4×first, … capped. */
export const backoffMs = (attempts: number, backoff: { firstMs: number; maxMs: number }) =>
  Math.min(backoff.maxMs, backoff.firstMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));

/** The webhook's signature header value for a body and secret. */
export const webhookSignature = (body: string, secret: string) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

/** An error as the log and the store may carry it: a code, never a message (messages quote addresses). */
export function errorCode(error: unknown): string {
  if (error instanceof DeliveryError) return error.code;
  const e = error as { code?: unknown; responseCode?: unknown; name?: unknown; cause?: { code?: unknown } };
  const parts: string[] = [];
  if (typeof e?.code === "string") parts.push(e.code);
  else if (typeof e?.cause?.code === "string") parts.push(e.cause.code);
  else if (e?.name === "TimeoutError" || e?.name === "AbortError") parts.push("timeout");
  else if (typeof e?.name === "string") parts.push(e.name);
  if (typeof e?.responseCode === "number") parts.push(String(e.responseCode));
  return parts.join(" ") || "unknown";
}

class DeliveryError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

export function startOutbox(options: OutboxOptions): Outbox {
  const { store, log, webhook } = options;
  const now = options.now ?? Date.now;
  const backoff = options.backoff ?? { firstMs: 30_000, maxMs: 3_600_000 };
  const pollMs = options.pollMs ?? 15_000;
  const timeoutMs = options.webhookTimeoutMs ?? 10_000;
  const from = options.from ?? { name: business.name, address: business.email };

  const mailer = options.smtpUrl
    ? createTransport({
        url: options.smtpUrl,
        // nodemailer waits two minutes for a connection by default: a dead server would hold the queue.
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 60_000,
      })
    : undefined;
  if (!mailer) log.info({ outbox: "email" }, "SMTP_URL is not set: no booking emails are sent (bookings still work)");
  if (!options.notifyEmail)
    log.warn({ outbox: "email" }, "no address to notify: the owner's emails have nowhere to go");

  async function sendEmail(payload: unknown): Promise<void> {
    if (!mailer) throw new DeliveryError("smtp_not_configured");
    const parsed = EmailPayload.safeParse(payload);
    if (!parsed.success) throw new DeliveryError("invalid_payload");
    // The private link goes in only now: it never waits in the database in plain text.
    const mail = withLinkOpened(parsed.data, options.openLink);
    await mailer.sendMail({
      from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      // Plain text only: a visitor's words are never HTML, in any email.
      text: mail.text,
      attachments: mail.ics
        ? [
            {
              filename: mail.ics.filename,
              content: mail.ics.content,
              contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            },
          ]
        : [],
    });
  }

  async function sendWebhook(id: string, payload: unknown): Promise<void> {
    if (!webhook) throw new DeliveryError("webhook_not_configured");
    if (!WebhookPayload.safeParse(payload).success) throw new DeliveryError("invalid_payload");
    const body = JSON.stringify(payload);
    const response = await fetch(webhook.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": `${business.name} bookings`,
        "x-repair-signature": webhookSignature(body, webhook.secret),
        "x-repair-delivery": id,
      },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The receiver's reply is not read into anything: drain it so the connection is freed.
    await response.body?.cancel().catch(() => {});
    if (response.status < 200 || response.status > 299) throw new DeliveryError(`http_${response.status}`);
  }

  async function deliver(item: OutboxItem): Promise<void> {
    // Taken in the database first: a change may have deleted it since it was read, or another
    // instance's worker may be sending it.
    if (!(await store.claimNotice(item.id, now()))) return;
    try {
      if (item.kind === "email") await sendEmail(item.payload);
      else if (item.kind === "webhook") await sendWebhook(item.id, item.payload);
      else if (item.kind === "sms") {
        const sendSms = options.senders?.sms;
        if (!sendSms) throw new DeliveryError("sms_not_configured");
        const outcome = await sendSms(item);
        if (outcome && "later" in outcome) {
          log.info({ outbox: item.kind, id: item.id, reason: outcome.why }, "notice waits");
          await store.markFailed(item.id, outcome.later, outcome.why);
          return;
        }
        if (outcome) log.info({ outbox: item.kind, id: item.id, reason: outcome.dropped }, "notice not sent");
      } else throw new DeliveryError("unknown_kind");
    } catch (error) {
      const code = errorCode(error);
      const attempts = item.attempts + 1;
      const wait = backoffMs(attempts, backoff);
      log.warn(
        { outbox: item.kind, id: item.id, attempts, error: code, retryInMs: wait },
        "notice not delivered; will retry",
      );
      await store.markFailed(item.id, now() + wait, code);
      return;
    }
    await store.markDelivered(item.id);
    log.info({ outbox: item.kind, id: item.id, attempts: item.attempts + 1 }, "notice delivered");
  }

  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;

  /** Drains what is due; one pass at a time, and a kick during a pass asks for another. */
  async function drain(): Promise<void> {
    do {
      again = false;
      for (;;) {
        const due = await store.dueNotices(now(), BATCH);
        for (const item of due) {
          if (stopped) return;
          await deliver(item);
        }
        // Failed items are due later, delivered ones never: a full batch means there may be more.
        if (due.length < BATCH || stopped) break;
      }
    } while (again && !stopped);
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) =>
        log.error({ outbox: "worker", error: errorCode(error) }, "outbox pass failed; retrying on the next poll"),
      )
      .finally(() => {
        running = undefined;
      });
  }

  let timer: NodeJS.Timeout | undefined;
  function start() {
    if (timer || stopped) return;
    timer = setInterval(run, pollMs);
    timer.unref();
    // What an earlier process left behind (a restart resumes the outbox).
    setImmediate(run);
  }
  if (!options.deferStart) start();

  return {
    kick: () => setImmediate(run),
    start,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      mailer?.close();
    },
  };
}
