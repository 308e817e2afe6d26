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
import { holdsReminders, isAwaitingApproval, isCollected, isNoShow, isReadyForPickup } from "./states.ts";
import { NOTICE_KINDS, type NoticeKind, type NoticeKindName, type WebhookEvent } from "./notice-kinds.ts";
import { reviewTimes } from "./timing.ts";
import { reachesVisitor, visitorNotice, webhookPayload, type NoticeAt, type NoticeConfig } from "../booking/notices.ts";
import type { Booking, NoticeMessage } from "../booking/types.ts";
import type { JourneyMark } from "./mark.ts";

/** The table's kinds that wait for their own time. */
type ScheduledKind = "reminder" | "ready" | "missed" | "estimateReminder";

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
  /** The visitor's private link as it is, when the booking is made or moved with it (else the one kept sealed with the booking). */
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

  /** A visitor notice of the table (booking/notices.ts's rule) and its webhook, all marked with when they are due. */
  function both(mark: JourneyMark, name: NoticeKindName, b: Booking, at: NoticeAt): NoticeMessage[] {
    const out: NoticeMessage[] = visitorNotice(config, name, b, at).map((m) => ({ ...m, journey: mark }));
    const { event } = NOTICE_KINDS[name] as NoticeKind;
    if (event && config.webhook)
      out.push({ kind: "webhook", payload: webhookPayload(event as WebhookEvent, b, mark.dueAt), journey: mark });
    return out;
  }

  /** A scheduled notice of the table, at each of its due times, marked with its topic. */
  const scheduled = (name: ScheduledKind, b: Booking, now: number, context: JourneyContext = {}): NoticeMessage[] => {
    const kind: NoticeKind = NOTICE_KINDS[name];
    // Nothing would go (no address, no texts, no webhook): its times are not worked out either.
    if (!reachesVisitor(config, b) && !(kind.event && config.webhook)) return [];
    return kind.due!({ zone, booking: b, now, leads }).flatMap((dueAt) =>
      both({ topic: kind.topic!, dueAt, ...(kind.once ? { once: true } : {}) }, name, b, { now, ...context }),
    );
  };

  /** The reminders of a booking at its slot, as of `now`: the leads not yet past. */
  const reminders = (b: Booking, now: number, context: JourneyContext = {}): NoticeMessage[] =>
    holdsReminders(b.state) ? scheduled("reminder", b, now, context) : [];

  /** The new time's notices: the email with the updated .ics, the webhook, and the reminders re-aimed. */
  function moved(b: Booking, now: number, context: JourneyContext): NoticeMessage[] {
    const out = visitorNotice(config, "moved", b, { now, ...context });
    const { event } = NOTICE_KINDS.moved;
    if (config.webhook) out.push({ kind: "webhook", payload: webhookPayload(event, b, now) });
    return [...out, ...reminders(b, now, context)];
  }

  /**
   * The review ask and its reminder, by text or email; nothing when the shop asks for none or the
   * visitor can be reached by neither. Nobody is asked twice within 180 days, by phone or by email.
   */
  function review(b: Booking, now: number): NoticeMessage[] {
    if (!reviewAsk.enabled || !reviewUrl) return [];
    const token = newReviewToken();
    const link = new URL(`/r/${token}`, `${siteUrl}/`).href;
    const times = reviewTimes(zone, now, reviewAsk);
    const contacts = b.email ? [b.phone, b.email] : [b.phone];
    const marks = { once: NOTICE_KINDS.review.once, review: { tokenHash: hashReviewToken(token), contacts } };
    // The ask, then its one reminder: the same link, each at its own time, under the ask's topic.
    const topic = NOTICE_KINDS.review.topic;
    return [
      ...both({ topic, dueAt: times.ask, ...marks }, "review", b, { now, link }),
      ...both({ topic, dueAt: times.reminder, ...marks }, "reviewReminder", b, { now, link }),
    ];
  }

  /**
   * What entering `to` from `from` sends, as of `now`. Reminders are written when the booking is made or
   * moved (they carry its private link); a move between two states that both hold them changes nothing,
   * and leaving them deletes them (store.ts keeps only what the new state calls for).
   */
  function noticesForMove(b: Booking, from: string, to: string, now: number): NoticeMessage[] {
    if (from === to) return [];
    // Live again (a cancel taken back, a step back before check-in): its reminders again, with the
    // private link kept sealed with the booking.
    if (holdsReminders(to)) return holdsReminders(from) ? [] : reminders(b, now);
    if (isReadyForPickup(to)) return scheduled("ready", b, now);
    if (isNoShow(to)) return scheduled("missed", b, now);
    if (isAwaitingApproval(to)) return estimateReminder(b, now);
    if (isCollected(to)) return review(b, now);
    return [];
  }

  /** The estimate's one reminder a day after it was sent (for whoever sends the estimate to call in its transaction). */
  const estimateReminder = (b: Booking, sentAt: number, context: JourneyContext = {}): NoticeMessage[] =>
    scheduled("estimateReminder", b, sentAt, context);

  return { reminders, moved, noticesForMove, estimateReminder };
}
export type Journey = ReturnType<typeof createJourneyNotices>;
