// What a booking sends, decided when it changes and written into the outbox in the same transaction:
// the owner's email, the visitor's confirmation (with the .ics) or cancellation, and
// the signed webhook. Pure functions of the booking and the configuration; the outbox (api/outbox/) delivers them.
//
// Plain-text emails only: nothing a visitor typed is ever HTML. What each email says is the words of
// its reader: words/owner.ts, words/visitor.ts.
import { business } from "#shop/facts.ts";
import { isoInZone } from "#shop/clock.ts";
import { modelName, serviceName } from "./describe.ts";
import { bookingIcs } from "./ics.ts";
import type { EmailPayload, WebhookPayload } from "../outbox/payloads.ts";
import { LINK_MARKER } from "../outbox/seal.ts";
import { ownerEmailWords } from "./words/owner.ts";
import { cancellationWords, confirmationWords } from "./words/visitor.ts";
import { estimateAsShown, estimateWaitingWords } from "./words/estimate.ts";
import type { OutboxMessage } from "../outbox/types.ts";
import type { Booking, Estimate, NoticeMessage } from "./types.ts";
import type { NoticeForText } from "./text-notices.ts";

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

function visitorConfirmation(
  b: Booking,
  email: string,
  replyTo: string,
  manageUrl: string | undefined,
  seal: NoticeConfig["seal"],
): EmailPayload {
  // The link is stored sealed, the marker standing in for it, so the database never holds it in plain text.
  const link = manageUrl && seal ? seal(manageUrl) : undefined;
  const shown = link ? LINK_MARKER : manageUrl;
  return {
    to: email,
    replyTo,
    ...confirmationWords(b, shown),
    ics: { filename: `${b.reference}.ics`, content: bookingIcs(b, { manageUrl: shown }) },
    ...(link ? { link } : {}),
  };
}

const visitorCancellation = (b: Booking, email: string, replyTo: string): EmailPayload => ({
  to: email,
  replyTo,
  ...cancellationWords(b),
});

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

const WEBHOOK_EVENT_OF: Record<NoticeEvent, WebhookPayload["event"]> = {
  created: "booking.created",
  cancelled: "booking.cancelled",
  state: "booking.updated",
  estimate: "booking.estimate",
};

/** The webhook body: everything a partner system (a CRM, a chat channel) needs, times in the shop's zone. */
export function webhookPayload(event: NoticeEvent, b: Booking, at: number, estimate?: Estimate): WebhookPayload {
  const zone = business.timeZone;
  return {
    event: WEBHOOK_EVENT_OF[event],
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
  if (event === "estimate" && context.estimate) {
    const email: EmailPayload | undefined =
      config.email && booking.email
        ? { to: booking.email, replyTo: config.email.notifyEmail, ...estimateWaitingWords(booking, context.estimate) }
        : undefined;
    out.push(...toVisitor(config, { kind: "estimate", booking, at }, email));
  }
  if (event === "created" || event === "cancelled") {
    let visitorEmail: EmailPayload | undefined;
    if (config.email) {
      const { notifyEmail } = config.email;
      if (!byOwner) out.push({ kind: "email", payload: ownerEmail(event, booking, notifyEmail) });
      if (booking.email)
        visitorEmail =
          event === "created"
            ? visitorConfirmation(booking, booking.email, notifyEmail, context.manageUrl, config.seal)
            : visitorCancellation(booking, booking.email, notifyEmail);
    }
    const kind = event === "created" ? "confirmation" : "cancellation";
    out.push(...toVisitor(config, { kind, booking, manageUrl: context.manageUrl, at }, visitorEmail));
  }
  if (config.webhook)
    out.push({
      kind: "webhook",
      payload: webhookPayload(event, booking, context.at ?? booking.updatedAt, context.estimate),
    });
  return out;
}
