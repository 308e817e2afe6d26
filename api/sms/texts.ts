// Texts, put together for the app (booking/plugin.ts decorates app.texts with this): the provider, the
// store, the outbox's sender and the notices' text channel, over one configuration.
import { absoluteUrl } from "#shop/facts.ts";
import type { LinkSeal } from "../booking/sealed-link.ts";
import type { BookingStore } from "../booking/types.ts";
import type { Db } from "../database.ts";
import { answerText, createSmsSender, noticeText, type NoticeForText } from "./channel.ts";
import { createSmsProvider, type SmsProviderConfig } from "./provider.ts";
import { createSmsStore } from "./store.ts";

/** Where the provider posts delivery reports and inbound texts (docs/deployment.md: paste these). */
export const SMS_STATUS_PATH = "/api/sms/status";
export const SMS_INBOUND_PATH = "/api/sms/inbound";

export interface TextsOptions {
  db: Db;
  books: Pick<BookingStore, "getSetting" | "setSetting">;
  provider: SmsProviderConfig;
  /** The private links' seal, the emails' too (booking/sealed-link.ts): a text's link outlives a restart with it. */
  seal: LinkSeal;
  /** Asks the outbox to send now (after a fallback email or an answer was written). */
  kick: () => void;
  now: () => number;
}

export function createTexts(options: TextsOptions) {
  const provider = createSmsProvider(options.provider);
  const { seal } = options;
  const store = createSmsStore(options.db, options.books);
  const send = createSmsSender({
    provider,
    store,
    seal,
    statusCallback: absoluteUrl(SMS_STATUS_PATH),
    now: options.now,
    kick: options.kick,
  });
  return {
    authToken: options.provider.authToken,
    store,
    seal,
    send,
    kick: options.kick,
    now: options.now,
    notice: (notice: NoticeForText) => noticeText(notice, seal),
    /** The owner's answer to a reply: written into the outbox and sent when texts may go. */
    async answer(to: string, words: string, bookingId: string | null, thread: string): Promise<void> {
      await store.send(answerText(to, words, bookingId, thread, options.now()), bookingId);
      options.kick();
    },
  };
}
export type Texts = ReturnType<typeof createTexts>;
