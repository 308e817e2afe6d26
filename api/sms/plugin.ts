// app.texts: texts to visitors and their replies, over app.db and app.outbox (which sends them through
// the sender given here). Registered after the outbox and before booking, which gives it its port.
// Undefined without the SMS_* variables, or without an outbox (booking off, or no database).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createSettings } from "../db/settings.ts";
import type { SmsProviderConfig } from "./provider.ts";
import { createTexts, type Texts } from "./texts.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Texts to visitors and their replies; undefined without the SMS_* variables (or without booking). */
    texts: Texts | undefined;
  }
}

export const smsService = fp(
  async (app: FastifyInstance, opts: { sms?: SmsProviderConfig; now: () => Date }) => {
    const outbox = app.outbox;
    if (!outbox || !app.db) {
      app.decorate("texts", undefined);
      return;
    }
    if (!opts.sms) {
      app.log.info({ outbox: "sms" }, "SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM are not set: no texts are sent");
      app.decorate("texts", undefined);
      return;
    }
    const texts = createTexts({
      db: app.db,
      settings: createSettings(app.db),
      provider: opts.sms,
      seal: outbox.seal,
      kick: outbox.kick,
      now: () => opts.now().getTime(),
    });
    outbox.handle("sms", texts.send);
    app.decorate("texts", texts);
  },
  { name: "texts", dependencies: ["outbox"] },
);
