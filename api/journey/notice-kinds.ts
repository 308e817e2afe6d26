// Every notice a visitor gets about a booking, each kind declared once: its topic in the outbox (how a
// later change withdraws it while unsent; none: it goes at once and stays), whether it goes at most once
// ever, when it is due, the visitor's email words and the text's words in each language (English in
// booking/words/, Spanish in booking/words/es-*.ts), whether
// it carries the private link or the calendar file, and the webhook's event. Its key names it everywhere
// (a text's kind, the tests). booking/notices.ts writes any row of this table the same way, so a new
// notice is its words, its row here, and the change that sends it (bookingNotices, noticesForMove).
import type { Booking, Estimate } from "../booking/types.ts";
import { estimateWaitingWords } from "../booking/words/estimate.ts";
import {
  estimateReminderWords,
  missedWords,
  movedWords,
  readyWords,
  reminderWords,
  reviewWords,
  type Words,
} from "../booking/words/journey.ts";
import { TEXT_WORDS, type TextWords } from "../booking/words/texts.ts";
import {
  cancellationEs,
  confirmationEs,
  estimateEs,
  estimateReminderEs,
  missedEs,
  movedEs,
  readyEs,
  reminderEs,
  reviewEs,
  signedEs,
} from "../booking/words/es-emails.ts";
import { TEXT_WORDS_ES } from "../booking/words/es-texts.ts";
import type { Language } from "#shop/languages.ts";
import { signedWords, type SignedCopy } from "../booking/words/signed.ts";
import { cancellationWords, confirmationWords } from "../booking/words/visitor.ts";
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

/** What a notice's words are given besides the booking. */
export interface WordsContext {
  /** The link as the words show it: the private link (a marker while it waits sealed), or the review ask's. */
  link: string | undefined;
  /** When the notice is written. */
  now: number;
  /** The estimate it tells of (the estimate's notice). */
  estimate?: Estimate;
  /** What was signed (the 'signed' notice). */
  signature?: SignedCopy;
}

/** Any change that is no visitor notice of its own (an owner's move, a visitor's answer) tells the webhook this. */
export const CHANGED_EVENT = "booking.updated";

export interface NoticeKind {
  /** How it waits in the outbox: a later change withdraws it while unsent. None: it goes at once. */
  topic?: JourneyTopic;
  /** Another kind's reminder: it shares that kind's topic, so taking back the one takes back both. */
  reminderOf?: string;
  /** At most once per booking, ever (a unique row in notices_sent). */
  once?: true;
  /** Its due times: one send each (the reminders are several). None: at once. */
  due?(at: DueContext): number[];
  /** The visitor's email, in each language (the booking's: booking/describe.ts's messageLanguage). */
  email: Record<Language, (b: Booking, at: WordsContext) => Words>;
  /** The text's words in each language (booking/words/texts.ts, booking/words/es-texts.ts). */
  text: Record<Language, TextWords>;
  /** The webhook's event; none: the webhook is not told. */
  event?: `booking.${string}`;
  /** It carries the visitor's private link: the change's, else the one kept sealed with the booking. */
  carriesLink?: true;
  /** Its email carries the booking's calendar file (.ics). */
  calendar?: true;
  /** Its text is not sent once the slot has begun (a reminder held back by quiet hours). */
  beforeSlot?: true;
}

/**
 * The review ask's two links: the counting one and its /stop (api/journey/review-ask.ts). The stop is
 * the link and "/stop" as written, so the sealed link's marker stands in for both.
 */
const reviewLinks = (link: string | undefined) => ({ review: link ?? "", stop: `${link ?? ""}/stop` });

export const NOTICE_KINDS = {
  confirmation: {
    email: {
      en: (b, { link }) => confirmationWords(b, link),
      es: (b, { link }) => confirmationEs(b, link),
    },
    text: { en: TEXT_WORDS.confirmation, es: TEXT_WORDS_ES.confirmation },
    event: "booking.created",
    carriesLink: true,
    calendar: true,
  },
  cancellation: {
    email: { en: (b) => cancellationWords(b), es: (b) => cancellationEs(b) },
    text: { en: TEXT_WORDS.cancellation, es: TEXT_WORDS_ES.cancellation },
    event: "booking.cancelled",
  },
  moved: {
    email: { en: (b, { link }) => movedWords(b, link), es: (b, { link }) => movedEs(b, link) },
    text: { en: TEXT_WORDS.moved, es: TEXT_WORDS_ES.moved },
    event: CHANGED_EVENT,
    carriesLink: true,
    calendar: true,
  },
  reminder: {
    topic: "reminder",
    due: ({ zone, booking, leads, now }) => reminderTimes(zone, booking.start, leads, now),
    email: { en: (b, { link }) => reminderWords(b, link), es: (b, { link }) => reminderEs(b, link) },
    text: { en: TEXT_WORDS.reminder, es: TEXT_WORDS_ES.reminder },
    event: "booking.reminder",
    carriesLink: true,
    beforeSlot: true,
  },
  // A copy of what the visitor signed at check-in or pickup (api/checkin/), as they signed it.
  signed: {
    email: {
      en: (b, { signature, link }) => signedWords(b, signature!, link),
      es: (b, { signature, link }) => signedEs(b, signature!, link),
    },
    text: { en: TEXT_WORDS.signed, es: TEXT_WORDS_ES.signed },
    carriesLink: true,
  },
  estimate: {
    email: {
      en: (b, { estimate, link }) => estimateWaitingWords(b, estimate!, link),
      es: (b, { estimate, link }) => estimateEs(b, estimate!, link),
    },
    text: { en: TEXT_WORDS.estimate, es: TEXT_WORDS_ES.estimate },
    event: "booking.estimate",
    carriesLink: true,
  },
  estimateReminder: {
    topic: "estimate-reminder",
    due: ({ zone, now }) => [estimateReminderTime(zone, now)],
    email: {
      en: (b, { link }) => estimateReminderWords(b, link),
      es: (b, { link }) => estimateReminderEs(b, link),
    },
    text: { en: TEXT_WORDS.estimateReminder, es: TEXT_WORDS_ES.estimateReminder },
    carriesLink: true,
  },
  ready: {
    topic: "ready",
    once: true,
    due: ({ now }) => [now],
    email: { en: (b, { now, link }) => readyWords(b, now, link), es: (b, { now, link }) => readyEs(b, now, link) },
    text: { en: TEXT_WORDS.ready, es: TEXT_WORDS_ES.ready },
    event: "booking.ready",
    carriesLink: true,
  },
  missed: {
    topic: "missed",
    once: true,
    due: ({ zone, now }) => [nextMorning(zone, now)],
    email: { en: (b, { link }) => missedWords(b, link), es: (b, { link }) => missedEs(b, link) },
    text: { en: TEXT_WORDS.missed, es: TEXT_WORDS_ES.missed },
    event: "booking.missed",
    carriesLink: true,
  },
  // Its due times and its token are the review ask's own (api/journey/notices.ts's review).
  review: {
    topic: "review",
    once: true,
    email: {
      en: (_b, { link }) => reviewWords(reviewLinks(link), false),
      es: (_b, { link }) => reviewEs(reviewLinks(link), false),
    },
    text: { en: TEXT_WORDS.review, es: TEXT_WORDS_ES.review },
  },
  reviewReminder: {
    topic: "review",
    reminderOf: "review",
    email: {
      en: (_b, { link }) => reviewWords(reviewLinks(link), true),
      es: (_b, { link }) => reviewEs(reviewLinks(link), true),
    },
    text: { en: TEXT_WORDS.reviewReminder, es: TEXT_WORDS_ES.reviewReminder },
  },
} as const satisfies Record<string, NoticeKind>;

export type NoticeKindName = keyof typeof NOTICE_KINDS;

/** The webhook's events, as the table names them (the body's schema: api/outbox/payloads.ts). */
export type WebhookEvent = NonNullable<
  { [K in NoticeKindName]: (typeof NOTICE_KINDS)[K] extends { event: infer E } ? E : never }[NoticeKindName]
>;
export const WEBHOOK_EVENTS: readonly WebhookEvent[] = [
  ...new Set(Object.values(NOTICE_KINDS).flatMap((k: NoticeKind) => (k.event ? [k.event as WebhookEvent] : []))),
];
