// app.outbox: the worker that sends what the features wrote into the outbox (emails, the webhook,
// texts), the private links' seal, and the kick that sends at once after a commit. Registered after the
// database and before booking and texts, which write through it; texts give it their sender when they
// register (handle). The worker's first pass waits for the app to be ready, so every sender is in.
// Undefined without a database or with booking switched off: nothing then writes into the outbox.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { business } from "#shop/facts.ts";
import { createLinkSeal, linkKeyOf, type LinkSeal } from "./seal.ts";
import { createOutboxStore } from "./store.ts";
import type { Sender } from "./types.ts";
import { startOutbox } from "./worker.ts";

declare module "fastify" {
  interface FastifyInstance {
    outbox: OutboxService | undefined;
  }
}

export interface OutboxService {
  /** Seals a visitor's private link while it waits; the worker opens it at the moment of sending. */
  readonly seal: LinkSeal;
  /** Sends what is due now: call after a commit that wrote into the outbox. Never throws. */
  kick(): void;
  /** The sender of a kind the outbox does not send itself (texts); without one those items wait. */
  handle(kind: "sms", sender: Sender): void;
}

export interface OutboxPluginOptions {
  /** Whether anything will write into it (booking switched on). */
  needed: boolean;
  /** smtp://… (SMTP_URL): without it no email is sent. */
  smtpUrl?: string;
  /** Who is told of new and cancelled bookings (NOTIFY_EMAIL); default the shop's email. */
  notifyEmail?: string;
  /** BOOKING_WEBHOOK_URL and BOOKING_WEBHOOK_SECRET. */
  webhook?: { url: string; secret: string };
  /** LINK_KEY's bytes, SESSION_KEY and SMS_AUTH_TOKEN: the seal's key comes from these (seal.ts). */
  linkKey?: Buffer;
  sessionKey?: string;
  smsAuthToken?: string;
  /** The clock for what is due (tests that let days pass); default the real one. */
  clock?: () => number;
  /** How often the worker looks for items due again (tests shorten it). */
  pollMs?: number;
  /** The backoff after a failed try (tests shorten it); default 30 s doubling to 1 h. */
  backoff?: { firstMs: number; maxMs: number };
}

export const outboxService = fp(
  async (app: FastifyInstance, o: OutboxPluginOptions) => {
    if (!o.needed || !app.db) {
      app.decorate("outbox", undefined);
      return;
    }
    const linkKey = linkKeyOf({ linkKey: o.linkKey, sessionKey: o.sessionKey, smsAuthToken: o.smsAuthToken });
    if (linkKey.source === "memory")
      app.log.info(
        { outbox: "links" },
        "LINK_KEY, SESSION_KEY and SMS_AUTH_TOKEN are not set: a notice written before a restart goes without its private link",
      );
    const seal = createLinkSeal(linkKey.key);
    const senders: { sms?: Sender } = {};
    const worker = startOutbox({
      store: createOutboxStore(app.db),
      senders,
      deferStart: true,
      openLink: seal.open,
      smtpUrl: o.smtpUrl,
      notifyEmail: o.notifyEmail ?? business.email,
      webhook: o.webhook,
      log: app.log,
      pollMs: o.pollMs,
      backoff: o.backoff,
      now: o.clock,
    });
    app.addHook("onReady", async () => worker.start());
    app.addHook("preClose", async () => worker.stop());
    app.decorate("outbox", {
      seal,
      kick: worker.kick,
      handle: (kind: "sms", sender: Sender) => void (senders[kind] = sender),
    });
  },
  { name: "outbox", dependencies: ["database"] },
);
