// The outbox's sender of kind "sms": STOP checked at the moment of sending, quiet hours, never twice,
// and email when a text fails for good. What a notice's text says is booking's (booking/text-notices.ts).
import { business } from "#shop/facts.ts";
import { LINK_MARKER, type LinkSeal } from "../outbox/seal.ts";
import type { OutboxItem, OutboxMessage, SendOutcome } from "../outbox/types.ts";
import { CHANNEL_WORDS } from "./replies.ts";
import { SmsPayload } from "./payload.ts";
import type { SmsProvider } from "./provider.ts";
import { SmsSendError } from "./provider.ts";
import { nextTextTime } from "./quiet-hours.ts";
import { UNSENT, type SmsStore } from "./store.ts";

/** The owner's answer to a reply, from the desk, as an outbox message (quiet hours hold for it too). */
export const answerText = (
  to: string,
  words: string,
  bookingId: string | null,
  thread: string,
  at: number,
): OutboxMessage => ({
  kind: "sms",
  payload: { to, body: CHANNEL_WORDS.answer(words), bookingId, queuedAt: at, answer: { thread } } satisfies SmsPayload,
});

/** Errors of a send that the provider surely did not take: it refused to read it (429), or was never reached. */
const NOT_TAKEN: ReadonlySet<string> = new Set(["http_429", "ECONNREFUSED"]);

export interface SmsSenderOptions {
  provider: SmsProvider;
  store: SmsStore;
  seal: LinkSeal;
  /** The public address of the delivery reports (POST /api/sms/status). */
  statusCallback: string;
  now: () => number;
  /** Asks the outbox to send now (a fallback email written). */
  kick: () => void;
  timeZone?: string;
}

/** The outbox's sender of kind "sms". Throws (and the outbox retries with backoff) only on a 5xx, a 429 or a lost answer. */
export function createSmsSender(options: SmsSenderOptions) {
  const { provider, store, seal, now } = options;
  const timeZone = options.timeZone ?? business.timeZone;

  return async function sendSms(item: OutboxItem): Promise<SendOutcome> {
    const parsed = SmsPayload.safeParse(item.payload);
    if (!parsed.success) throw new SmsSendError("invalid_payload", false);
    const text = parsed.data;
    // STOP holds at once: a text written before it is not sent after it (its email goes, if it has one).
    if (await store.isOptedOut(text.to)) {
      if (text.fallback) {
        await store.send({ kind: "email", payload: text.fallback }, text.bookingId);
        options.kick();
      }
      return { dropped: "opted_out" };
    }
    const at = now();
    const when = nextTextTime(at, timeZone);
    if (text.notAfter !== undefined && when >= text.notAfter) return { dropped: "too_late" };
    if (when > at) return { later: when, why: "quiet_hours" };

    const link = text.link ? seal.open(text.link) : undefined;
    const body = text.body.replaceAll(LINK_MARKER, link ?? business.siteUrl);
    // The row goes in before the provider is called: a later try of this item, after a lost answer or
    // a process that died before storing it (its lease over), finds it and looks before sending again.
    const started = await store.beginText({
      outboxId: item.id,
      thread: text.answer?.thread,
      bookingId: text.bookingId,
      phone: text.to,
      body: text.answer ? text.body : null,
      fallback: text.fallback,
      link: text.link ?? null,
      at,
    });
    if (started.stage === "settled") return undefined;
    const settle = async (sid: string | null, status: string) => {
      if ((await store.settleText(started.row, sid, status)).fellBack) options.kick();
    };

    let earlier: string | undefined;
    if (started.stage === "tried") {
      try {
        earlier = await provider.findSent({ to: text.to, body }, text.queuedAt);
      } catch (error) {
        if (!(error instanceof SmsSendError) || error.retry) throw error;
        // The provider will not say whether the try before went: sending again could text twice, and
        // asking again cannot help. The email goes instead, and the desk shows the text did not go.
        await settle(null, UNSENT);
        return { dropped: error.code };
      }
    }
    if (earlier) {
      await settle(earlier, "sent");
      return undefined;
    }
    try {
      await settle(await provider.send({ to: text.to, body, statusCallback: options.statusCallback }), "queued");
    } catch (error) {
      // Nothing reached the provider, nor is there a copy there (none before, or the look-up found none):
      // the next try needs no look-up, which a provider without the list would refuse, giving the text up.
      if (error instanceof SmsSendError && NOT_TAKEN.has(error.code)) await store.forgetText(started.row);
      if (!(error instanceof SmsSendError) || error.retry) throw error;
      // Refused for good (a landline, a bad number): the email goes instead, and the desk shows it.
      await settle(null, "failed");
      return { dropped: error.code };
    }
    return undefined;
  };
}
