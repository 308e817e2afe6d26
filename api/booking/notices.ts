// What a booking sends, decided when it changes and written into the outbox in the same transaction:
// the owner's email, the visitor's confirmation (with the .ics) or cancellation, and
// the signed webhook; every visitor notice, at once or later, written from its row of
// api/journey/notice-kinds.ts (visitorNotice). Pure functions of the booking and the configuration; the outbox (api/outbox/) delivers them.
//
// Plain-text emails only: nothing a visitor typed is ever HTML. What each email says is the words of
// its reader: words/owner.ts, and the visitor's as the notice table names them.
import { business } from "#shop/facts.ts";
import { isoInZone } from "#shop/clock.ts";
import { messageLanguage, modelName, serviceName } from "./describe.ts";
import { bookingIcs } from "./ics.ts";
import type { EmailPayload, WebhookPayload } from "../outbox/payloads.ts";
import { LINK_MARKER } from "../outbox/seal.ts";
import { ownerEmailWords } from "./words/owner.ts";
import { estimateAsShown } from "./words/estimate.ts";
import {
  CHANGED_EVENT,
  NOTICE_KINDS,
  type NoticeKind,
  type NoticeKindName,
  type WebhookEvent,
} from "../journey/notice-kinds.ts";
import type { OutboxMessage } from "../outbox/types.ts";
import type { Booking, Estimate, NoticeMessage } from "./types.ts";
import type { NoticeForText } from "./text-notices.ts";
import type { SignedCopy } from "./words/signed.ts";

export type NoticeEvent = "created" | "cancelled" | "state" | "estimate";

export interface NoticeConfig {
  /** Set only when SMTP_URL is: without it no email is written at all (said once at start). */
  email?: { notifyEmail: string };
  /** True when BOOKING_WEBHOOK_URL is set. */
  webhook: boolean;
  /** Seals the visitor's private link for the outbox (api/outbox/seal.ts); without it the link is stored as is. */
  seal?: (link: string) => string;
  /** Set only when the SMS_* variables are: a notice's text to a visitor who agreed (text-notices.ts). */
  text?: (notice: NoticeForText) => OutboxMessage | undefined;
}

export interface NoticeContext {
  /** The visitor's private link; only known when the booking is made. */
  manageUrl?: string;
  /** Who made the change: the owner does not need an email about what they just did at the desk. */
  by?: "visitor" | "owner";
  /** Default the booking's updatedAt. */
  at?: number;
  /** The state before a change, and the service's clock: what the journey's notices are decided from. */
  from?: string;
  now?: number;
  /** The estimate just sent (the "estimate" event). */
  estimate?: Estimate;
}

const ownerEmail = (event: "created" | "cancelled", b: Booking, to: string): EmailPayload => ({
  to,
  ...ownerEmailWords(event, b),
  ...(b.email ? { replyTo: b.email } : {}),
});

/** What a visitor notice is written from besides its booking. */
export interface NoticeAt {
  /** When it is written. */
  now: number;
  /** The visitor's private link, when the change knows it (the booking made, or moved by its link). */
  manageUrl?: string;
  /** A link of the notice's own (the review ask's), as it is. */
  link?: string;
  /** The estimate it tells of. */
  estimate?: Estimate;
  /** What was signed (the 'signed' notice). */
  signature?: SignedCopy;
}

/** Whether a visitor notice can go anywhere: an email to the booking's address, or the texts (which decide on consent). */
export const reachesVisitor = (config: Pick<NoticeConfig, "email" | "text">, b: Booking) =>
  (config.email !== undefined && Boolean(b.email)) || config.text !== undefined;

/**
 * A visitor notice of the table (api/journey/notice-kinds.ts), by text or email by toVisitor's rule. A
 * link is stored sealed, the marker standing in for it, so the database never holds it in plain text:
 * the private link (the change's, or the one kept with the booking) and the review ask's.
 */
export function visitorNotice(
  config: Pick<NoticeConfig, "email" | "seal" | "text">,
  name: NoticeKindName,
  b: Booking,
  at: NoticeAt,
): NoticeMessage[] {
  if (!reachesVisitor(config, b)) return [];
  const kind: NoticeKind = NOTICE_KINDS[name];
  // The link as it is, when the change knows it: the private one, or the notice's own (the review ask's).
  const plain = kind.carriesLink ? at.manageUrl : at.link;
  // Else the private link kept sealed with the booking: a later notice carries it too.
  const sealed = plain && config.seal ? config.seal(plain) : kind.carriesLink ? b.sealedLink : undefined;
  const shown = sealed ? LINK_MARKER : plain;
  let email: EmailPayload | undefined;
  if (config.email && b.email)
    email = {
      to: b.email,
      replyTo: config.email.notifyEmail,
      ...kind.email[messageLanguage(b)](b, {
        link: shown,
        now: at.now,
        ...(at.estimate ? { estimate: at.estimate } : {}),
        ...(at.signature ? { signature: at.signature } : {}),
      }),
      ...(kind.calendar
        ? { ics: { filename: `${b.reference}.ics`, content: bookingIcs(b, { manageUrl: shown }) } }
        : {}),
      ...(sealed ? { link: sealed } : {}),
    };
  const notice = {
    kind: name,
    booking: b,
    at: at.now,
    ...(sealed ? { link: LINK_MARKER, sealed } : plain ? { link: plain } : {}),
    ...(kind.beforeSlot ? { notAfter: b.start } : {}),
  };
  return toVisitor(config, notice, email);
}

/**
 * The one rule of the visitor's channels, for every notice: a visitor who agreed to texts gets it by
 * text, and its email only if the text fails for good (STOP, a number that takes no texts); when the
 * email carries what a text cannot (the calendar file of a booking or a new time), both go. A visitor
 * who did not agree, or a shop without texts, gets the email alone, when there is an address.
 */
export function toVisitor(
  config: Pick<NoticeConfig, "text">,
  notice: Omit<NoticeForText, "fallback">,
  email: EmailPayload | undefined,
): NoticeMessage[] {
  const emailToo = email?.ics !== undefined;
  const text = config.text?.({ ...notice, ...(email && !emailToo ? { fallback: email } : {}) });
  const mail: OutboxMessage[] = email && (emailToo || !text) ? [{ kind: "email", payload: email }] : [];
  return text ? [...mail, text] : mail;
}

/** The webhook's event of a change: its notice's (api/journey/notice-kinds.ts), else CHANGED_EVENT. */
const WEBHOOK_EVENT_OF: Record<NoticeEvent, WebhookEvent> = {
  created: NOTICE_KINDS.confirmation.event,
  cancelled: NOTICE_KINDS.cancellation.event,
  state: CHANGED_EVENT,
  estimate: NOTICE_KINDS.estimate.event,
};

/** The webhook body: everything a partner system (a CRM, a chat channel) needs, times in the shop's zone. */
export function webhookPayload(
  event: WebhookEvent,
  b: Booking,
  at: number,
  estimate?: Estimate,
): WebhookPayload & { event: WebhookEvent } {
  const zone = business.timeZone;
  return {
    event,
    at: new Date(at).toISOString(),
    booking: {
      id: b.id,
      reference: b.reference,
      state: b.state,
      source: b.source,
      start: isoInZone(zone, b.start),
      end: isoInZone(zone, b.end),
      timeZone: zone,
      service: b.service,
      serviceName: serviceName(b.service),
      model: b.model,
      modelName: modelName(b.model) ?? null,
      name: b.name,
      phone: b.phone,
      email: b.email,
      notes: b.notes,
    },
    ...(estimate
      ? {
          estimate: {
            ...estimateAsShown(estimate),
            partNeeded: estimate.partNeeded,
          },
        }
      : {}),
  };
}

/**
 * The messages an event sends:
 * - created: the owner's email (unless the owner made it), the visitor's confirmation with the .ics
 *   (when they gave an email), the webhook;
 * - cancelled: the owner's email (unless the owner cancelled it), the visitor's cancellation, the webhook;
 * - state (the owner's moves, the visitor's answer to an estimate): the webhook only;
 * - estimate (the owner sent one): the visitor's "estimate waiting", the webhook with the estimate.
 * The visitor's notices go by text or email by toVisitor's rule. Email only with `config.email`
 * (SMTP_URL set), texts only with `config.text`, the webhook only with `config.webhook`.
 */
export function bookingNotices(
  event: NoticeEvent,
  booking: Booking,
  config: NoticeConfig,
  context: NoticeContext = {},
): NoticeMessage[] {
  const out: NoticeMessage[] = [];
  const byOwner = context.by === "owner" || (event === "created" && booking.source === "owner");
  const at = context.at ?? booking.updatedAt;
  if (event === "estimate" && context.estimate)
    out.push(...visitorNotice(config, "estimate", booking, { now: at, estimate: context.estimate }));
  if (event === "created" || event === "cancelled") {
    if (config.email && !byOwner)
      out.push({ kind: "email", payload: ownerEmail(event, booking, config.email.notifyEmail) });
    const kind = event === "created" ? "confirmation" : "cancellation";
    out.push(...visitorNotice(config, kind, booking, { now: at, manageUrl: context.manageUrl }));
  }
  if (config.webhook)
    out.push({
      kind: "webhook",
      payload: webhookPayload(WEBHOOK_EVENT_OF[event], booking, at, context.estimate),
    });
  return out;
}
