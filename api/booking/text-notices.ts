// The text channel of the booking's notices: which notice goes to whom by text (notices.ts asks
// `noticeText` while it writes a change's notices, in the same transaction), in the texts' words
// (words/texts.ts, as api/journey/notice-kinds.ts names them). The outbox's sender (api/sms/sender.ts) sends it when texts may go.
import type { EmailPayload } from "../outbox/payloads.ts";
import type { OutboxMessage } from "../outbox/types.ts";
import type { SmsPayload } from "../sms/payload.ts";
import { NOTICE_KINDS, type NoticeKindName } from "../journey/notice-kinds.ts";
import { messageLanguage } from "./describe.ts";
import type { Booking } from "./types.ts";

/** A notice for the text channel, as notices.ts describes it. */
export interface NoticeForText {
  /** Its row of the notice table: the text's words. */
  kind: NoticeKindName;
  booking: Booking;
  /** The link as the words show it: LINK_MARKER when `sealed` holds it, else as it is. */
  link?: string;
  /** The link already sealed (api/outbox/seal.ts), opened when the text is sent. */
  sealed?: string;
  /** When the notice was written. */
  at: number;
  /** Not sent from this instant on. */
  notAfter?: number;
  /** The email that goes instead if the text fails for good. */
  fallback?: EmailPayload;
}

/** The outbox message for a notice, or undefined when the visitor did not agree to texts. */
export function noticeText(notice: NoticeForText): OutboxMessage | undefined {
  const b = notice.booking;
  if (!b.textConsent) return undefined;
  const payload: SmsPayload = {
    to: b.phone,
    body: NOTICE_KINDS[notice.kind].text[messageLanguage(b)](b, notice.link),
    ...(notice.sealed ? { link: notice.sealed } : {}),
    bookingId: b.id,
    queuedAt: notice.at,
    ...(notice.notAfter !== undefined ? { notAfter: notice.notAfter } : {}),
    ...(notice.fallback ? { fallback: notice.fallback } : {}),
  };
  return { kind: "sms", payload };
}
