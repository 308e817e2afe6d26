// The notices of the journey after the booking, decided when the booking changes and written into the
// outbox in the same transaction (store.ts), each due at its own time: the reminders before the
// slot, the new time after a change, 'ready for pickup' (once), 'we missed you' the next morning, the
// estimate's reminder, and the review ask after pickup with its one reminder. Pure functions of the
// booking, the moment and the configuration; the outbox sends them when they are due. Each goes to the
// visitor by text or email by the one rule of notices.ts (toVisitor), its text under the same topic and
// due time as its email, so a change of state deletes both alike.
//
// noticesForMove(booking, from, to, now) is the one door for a change of state: whatever moves a
// booking on (the desk's taps, the visitor's cancel) calls it with the state before and after.
import { randomBytes, createHash } from "node:crypto";
import { booking as bookingRules, business } from "#shop/facts.ts";
import { bookingIcs } from "../booking/ics.ts";
import { holdsReminders, isAwaitingApproval, isCollected, isNoShow, isReadyForPickup } from "./states.ts";
import { NOTICE_KINDS, type NoticeKind } from "./notice-kinds.ts";
import { reviewTimes } from "./timing.ts";
import type { EmailPayload, WebhookPayload } from "../outbox/payloads.ts";
import { LINK_MARKER } from "../outbox/seal.ts";
import type { OutboxMessage } from "../outbox/types.ts";
import { toVisitor, webhookPayload, type NoticeConfig } from "../booking/notices.ts";
import { movedWords, reviewWords, type Words } from "../booking/words/journey.ts";
import type { Booking, NoticeMessage } from "../booking/types.ts";
import type { JourneyMark } from "./mark.ts";
import type { NoticeForText } from "../booking/text-notices.ts";

export type JourneyConfig = Pick<NoticeConfig, "email" | "webhook" | "seal" | "text"> & {
  /** The review ask's rules and link (default booking.ts's and business.ts's). */
  reviewAsk?: { enabled: boolean; delayMinutes: number; reminderDays: number };
  reviewUrl?: string;
  /** The review redirect's origin (default the site's). */
  siteUrl?: string;
  /** Reminder leads (default booking.ts's). */
  reminders?: readonly number[];
};

export interface JourneyContext {
  /** The visitor's private link: known only when the booking is made or moved with it. */
  manageUrl?: string;
}

/** A review ask's token: 256 random bits for /r/<token>; the database keeps its hash. */
export const newReviewToken = () => randomBytes(32).toString("base64url");
export const hashReviewToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const isReviewTokenShape = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export function createJourneyNotices(config: JourneyConfig) {
  const zone = business.timeZone;
  const leads = config.reminders ?? bookingRules.reminders;
  const reviewAsk = config.reviewAsk ?? bookingRules.reviewAsk;
  const reviewUrl = "reviewUrl" in config ? config.reviewUrl : business.reviewUrl;
  const siteUrl = config.siteUrl ?? business.siteUrl;

  /** The visitor's email with the private link sealed (api/outbox/seal.ts) where the words put it. */
  function visitorEmail(
    b: Booking,
    words: (link: string | undefined) => Words,
    manageUrl: string | undefined,
    extra: Partial<EmailPayload> = {},
  ): EmailPayload | undefined {
    if (!config.email || !b.email) return undefined;
    const link = manageUrl && config.seal ? config.seal(manageUrl) : undefined;
    const shown = link ? LINK_MARKER : manageUrl;
    return { to: b.email, replyTo: config.email.notifyEmail, ...words(shown), ...extra, ...(link ? { link } : {}) };
  }

  /** The visitor's notice on the channels they agreed to (notices.ts's rule), by text or email. */
  const visitor = (notice: Omit<NoticeForText, "fallback">, email: EmailPayload | undefined) =>
    toVisitor(config, notice, email);

  /** The visitor's notice and the webhook of one notice, all marked with when they are due. */
  function both(
    mark: JourneyMark,
    messages: OutboxMessage[],
    event: WebhookPayload["event"] | undefined,
    b: Booking,
  ): NoticeMessage[] {
    const out: NoticeMessage[] = messages.map((m) => ({ ...m, journey: mark }));
    if (event && config.webhook)
      out.push({ kind: "webhook", payload: { ...webhookPayload("state", b, mark.dueAt), event }, journey: mark });
    return out;
  }

  /** A notice of the table (notice-kinds.ts), at each of its due times, marked with its topic. */
  const scheduled = (kind: NoticeKind, b: Booking, now: number, context: JourneyContext = {}): NoticeMessage[] =>
    kind.due({ zone, booking: b, now, leads }).flatMap((dueAt) =>
      both(
        { topic: kind.topic, dueAt, ...(kind.once ? { once: true } : {}) },
        visitor(
          {
            kind: kind.text,
            booking: b,
            ...(kind.carriesLink ? { manageUrl: context.manageUrl } : {}),
            at: now,
            ...(kind.beforeSlot ? { notAfter: b.start } : {}),
          },
          visitorEmail(b, (link) => kind.email(b, link, now), kind.carriesLink ? context.manageUrl : undefined),
        ),
        kind.event,
        b,
      ),
    );

  /** The reminders of a booking at its slot, as of `now`: the leads not yet past. */
  const reminders = (b: Booking, now: number, context: JourneyContext = {}): NoticeMessage[] =>
    holdsReminders(b.state) ? scheduled(NOTICE_KINDS.reminder, b, now, context) : [];

  /** The new time's notices: the email with the updated .ics, the webhook, and the reminders re-aimed. */
  function moved(b: Booking, now: number, context: JourneyContext): NoticeMessage[] {
    const email = visitorEmail(b, (link) => movedWords(b, link), context.manageUrl);
    const withIcs = email && {
      ...email,
      ics: {
        filename: `${b.reference}.ics`,
        content: bookingIcs(b, { manageUrl: email.link ? LINK_MARKER : context.manageUrl }),
      },
    };
    const out = visitor({ kind: "moved", booking: b, manageUrl: context.manageUrl, at: now }, withIcs);
    if (config.webhook) out.push({ kind: "webhook", payload: webhookPayload("state", b, now) });
    return [...out, ...reminders(b, now, context)];
  }

  /**
   * The review ask and its reminder, by text or email; nothing when the shop asks for none or the
   * visitor can be reached by neither. Nobody is asked twice within 180 days, by phone or by email.
   */
  function review(b: Booking, now: number): NoticeMessage[] {
    if (!reviewAsk.enabled || !reviewUrl) return [];
    const token = newReviewToken();
    const links = {
      review: new URL(`/r/${token}`, `${siteUrl}/`).href,
      stop: new URL(`/r/${token}/stop`, `${siteUrl}/`).href,
    };
    const times = reviewTimes(zone, now, reviewAsk);
    const contacts = b.email ? [b.phone, b.email] : [b.phone];
    const marks = { once: true, review: { tokenHash: hashReviewToken(token), contacts } };
    // The ask, then its one reminder: the same link, each at its own time.
    const sends = [
      { kind: "review", dueAt: times.ask, reminder: false },
      { kind: "reviewReminder", dueAt: times.reminder, reminder: true },
    ] as const;
    return sends.flatMap(({ kind, dueAt, reminder }) =>
      both(
        { topic: "review", dueAt, ...marks },
        visitor(
          { kind, booking: b, link: links.review, at: now },
          visitorEmail(b, () => reviewWords(links, reminder), undefined),
        ),
        undefined,
        b,
      ),
    );
  }

  /**
   * What entering `to` from `from` sends, as of `now`. Reminders are written when the booking is made or
   * moved (they carry its private link); a move between two states that both hold them changes nothing,
   * and leaving them deletes them (store.ts keeps only what the new state calls for).
   */
  function noticesForMove(b: Booking, from: string, to: string, now: number): NoticeMessage[] {
    if (from === to) return [];
    // Live again (a cancel taken back, a step back before check-in): its reminders again, without the
    // private link, which only the visitor holds.
    if (holdsReminders(to)) return holdsReminders(from) ? [] : reminders(b, now);
    if (isReadyForPickup(to)) return scheduled(NOTICE_KINDS.ready, b, now);
    if (isNoShow(to)) return scheduled(NOTICE_KINDS.missed, b, now);
    if (isAwaitingApproval(to)) return estimateReminder(b, now);
    if (isCollected(to)) return review(b, now);
    return [];
  }

  /** The estimate's one reminder a day after it was sent (for whoever sends the estimate to call in its transaction). */
  const estimateReminder = (b: Booking, sentAt: number, context: JourneyContext = {}): NoticeMessage[] =>
    scheduled(NOTICE_KINDS.estimateReminder, b, sentAt, context);

  return { reminders, moved, noticesForMove, estimateReminder };
}
export type Journey = ReturnType<typeof createJourneyNotices>;
