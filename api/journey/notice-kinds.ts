// The journey's scheduled notices, each kind declared once: its topic in the outbox, whether it goes at
// most once ever, when it is due, the visitor's email words, the text's words (a kind of
// booking/words/texts.ts) and the webhook's event. notices.ts writes any row of this table the same
// way, so a new notice is its words, its row here, and the state that sends it (noticesForMove).
// The review ask, with its token and its contacts, is the one written apart (notices.ts's review).
import type { Booking } from "../booking/types.ts";
import { estimateReminderWords, missedWords, readyWords, reminderWords, type Words } from "../booking/words/journey.ts";
import type { TextKind } from "../booking/words/texts.ts";
import type { WebhookPayload } from "../outbox/payloads.ts";
import type { JourneyTopic } from "./states.ts";
import { estimateReminderTime, nextMorning, reminderTimes } from "./timing.ts";

/** What a notice's due times are computed from. */
export interface DueContext {
  zone: string;
  booking: Booking;
  /** When the notice is written (the change's time). */
  now: number;
  /** The reminders' leads (booking.ts's). */
  leads: readonly number[];
}

export interface NoticeKind {
  topic: JourneyTopic;
  /** At most once per booking, ever (a unique row in notices_sent). */
  once?: true;
  /** Its due times: one send each (the reminders are several). */
  due(at: DueContext): number[];
  /** The visitor's email, given the private link as it shows (a marker while it waits sealed). */
  email(b: Booking, link: string | undefined, now: number): Words;
  /** The text's words: a kind of booking/words/texts.ts. */
  text: TextKind;
  /** The webhook's event; none: the webhook is not told. */
  event?: WebhookPayload["event"];
  /** It carries the visitor's private link, when the change knows it. */
  carriesLink?: true;
  /** Its text is not sent once the slot has begun (a reminder held back by quiet hours). */
  beforeSlot?: true;
}

export const NOTICE_KINDS = {
  reminder: {
    topic: "reminder",
    due: ({ zone, booking, leads, now }) => reminderTimes(zone, booking.start, leads, now),
    email: (b, link) => reminderWords(b, link),
    text: "reminder",
    event: "booking.reminder",
    carriesLink: true,
    beforeSlot: true,
  },
  ready: {
    topic: "ready",
    once: true,
    due: ({ now }) => [now],
    email: (b, _link, now) => readyWords(b, now),
    text: "ready",
    event: "booking.ready",
  },
  missed: {
    topic: "missed",
    once: true,
    due: ({ zone, now }) => [nextMorning(zone, now)],
    email: (b) => missedWords(b),
    text: "missed",
    event: "booking.missed",
  },
  estimateReminder: {
    topic: "estimate-reminder",
    due: ({ zone, now }) => [estimateReminderTime(zone, now)],
    email: (b, link) => estimateReminderWords(b, link),
    text: "estimateReminder",
    carriesLink: true,
  },
} as const satisfies Record<string, NoticeKind>;
