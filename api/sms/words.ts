// What the shop's texts say, one template per notice: `textFor(notice)` is the one place a notice
// names its words for the text channel (the email's are in booking/words/). Every template names the
// shop, fits in two parts (segments.ts; a test fills each with the longest names and dates) and says
// nothing promotional: an offer in a reminder would make it marketing, which needs another consent.
// Only plain GSM-7 characters, so a part holds 153 of them rather than 67.
import { absoluteUrl, business } from "#shop/facts.ts";
import { repairPhrase, shopTime } from "../booking/describe.ts";
import type { Booking } from "../booking/types.ts";

export type TextWords = (booking: Booking, link: string | undefined) => string;

/** The notices that go by text, by kind. A new notice (a reminder, 'ready') adds its template here. */
export const TEXT_WORDS = {
  confirmation: (b, link) =>
    `${business.name}: your ${repairPhrase(b)} is booked for ${shopTime(b.start)}. Ref ${b.reference}.` +
    (link ? ` See or cancel: ${link}` : "") +
    ` Reply STOP to opt out.`,
  cancellation: (b) =>
    `${business.name}: booking ${b.reference} for ${shopTime(b.start)} is cancelled. ` +
    `Book again at ${absoluteUrl("/book/")} or call ${business.phone.display}.`,
} satisfies Record<string, TextWords>;
export type TextKind = keyof typeof TEXT_WORDS;

export interface TextNotice {
  kind: TextKind;
  booking: Booking;
  /** The private link as the text will carry it (a marker while it waits sealed). */
  link?: string;
}

export const textFor = (notice: TextNotice): string => TEXT_WORDS[notice.kind](notice.booking, notice.link);

/** The answers to a visitor's keywords (inbound.ts), and the owner's answer's frame. */
export const REPLY_WORDS = {
  help: () =>
    `${business.name}: texts about your repair only. Call ${business.phone.display}. Reply STOP to opt out, START to opt back in.`,
  confirmed: (b: Booking) => `${business.name}: thank you, your visit on ${shopTime(b.start)} is confirmed.`,
  link: (b: Booking, link: string) => `${business.name}: your booking ${b.reference}: ${link}`,
  noLink: () => `${business.name}: the link is in your booking confirmation. Or call us at ${business.phone.display}.`,
  noBooking: () => `${business.name}: we found no booking for this number. Call us at ${business.phone.display}.`,
  /** The owner's words from the desk, signed with the shop's name so the visitor knows who writes. */
  answer: (words: string) => `${business.name}: ${words}`,
} as const;
