// Texts, put together for the app (plugin.ts decorates app.texts with this): the provider, the store,
// the outbox's sender, and the port through which a reply reaches the bookings, over one configuration.
import { absoluteUrl } from "#shop/facts.ts";
import type { Db } from "../db/database.ts";
import type { Settings } from "../db/settings.ts";
import type { LinkSeal } from "../outbox/seal.ts";
import type { BookingsPort, NamedBooking } from "./port.ts";
import { createSmsProvider, type SmsProviderConfig } from "./provider.ts";
import { answerText, createSmsSender } from "./sender.ts";
import { createSmsStore, type Reply } from "./store.ts";

/** Where the provider posts delivery reports and inbound texts (docs/deployment.md: paste these). */
export const SMS_STATUS_PATH = "/api/sms/status";
export const SMS_INBOUND_PATH = "/api/sms/inbound";

export interface TextsOptions {
  db: Db;
  settings: Settings;
  provider: SmsProviderConfig;
  /** The private links' seal, the emails' too (api/outbox/seal.ts): a text's link outlives a restart with it. */
  seal: LinkSeal;
  /** Asks the outbox to send now (after a fallback email or an answer was written). */
  kick: () => void;
  now: () => number;
}

export function createTexts(options: TextsOptions) {
  const provider = createSmsProvider(options.provider);
  const { seal } = options;
  const store = createSmsStore(options.db, options.settings);
  const send = createSmsSender({
    provider,
    store,
    seal,
    statusCallback: absoluteUrl(SMS_STATUS_PATH),
    now: options.now,
    kick: options.kick,
  });
  const port: { bookings?: BookingsPort } = {};
  /** The bookings of these ids that are still kept, by id; none without booking's port. */
  const named = async (ids: string[]): Promise<Map<string, NamedBooking>> =>
    new Map((port.bookings ? await port.bookings.named(ids) : []).map((b) => [b.id, b]));
  return {
    authToken: options.provider.authToken,
    store,
    seal,
    send,
    kick: options.kick,
    now: options.now,
    /** Booking gives its port when it registers; until then (or without booking) a 'C' or 'R' finds no booking. */
    serveBookings(bookings: BookingsPort): void {
      port.bookings = bookings;
    },
    bookings: (): BookingsPort | undefined => port.bookings,
    /** The replies (or one thread's), unread first then the latest handled ones, each with the bookings it may be about. */
    async replies(options: { limit?: number; thread?: string } = {}): Promise<Reply[]> {
      const stored = await store.replies(options);
      const bookings = await named(stored.flatMap((r) => r.bookingIds));
      return stored.map(({ bookingIds, ...reply }) => ({
        ...reply,
        bookings: bookingIds.flatMap((id) => {
          const b = bookings.get(id);
          return b ? [{ id: b.id, reference: b.reference, name: b.name, start: b.start, state: b.state }] : [];
        }),
      }));
    },
    /** Texts that failed for good, with their booking (the desk shows them, and whether an email went instead). */
    async failedTexts(limit = 20) {
      const failed = await store.failedTexts(limit);
      const bookings = await named(failed.map((f) => f.bookingId));
      return failed.flatMap(({ bookingId, at, status }) => {
        const found = bookings.get(bookingId);
        if (!found) return [];
        const { hasEmail, ...booking } = found;
        return [{ booking, at, status, hasEmail }];
      });
    },
    /** The owner's answer to a reply: written into the outbox and sent when texts may go. */
    async answer(to: string, words: string, bookingId: string | null, thread: string): Promise<void> {
      await store.send(answerText(to, words, bookingId, thread, options.now()), bookingId);
      options.kick();
    },
  };
}
export type Texts = ReturnType<typeof createTexts>;
