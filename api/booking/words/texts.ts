// What the shop's texts say, one template per notice: TEXT_WORDS holds each notice's words for the
// text channel (the emails' are beside it in words/). Every template names the
// shop, fits in two parts (segments.ts; a test fills each with the longest names and dates) and says
// nothing promotional: an offer in a reminder would make it marketing, which needs another consent.
// Only plain GSM-7 characters, so a part holds 153 of them rather than 67.
import { absoluteUrl, business, fullAddress } from "#shop/facts.ts";
import { repairPhrase, dayAndTime } from "../describe.ts";
import type { Booking } from "../types.ts";
import { bookAgainUrl } from "./journey.ts";

export type TextWords = (booking: Booking, link: string | undefined) => string;

/** The review ask's counting link (api/journey/notices.ts); its stop link is the same address's /stop (api/journey/review-ask.ts). */
const reviewLinks = (link: string | undefined) => {
  const review = link ?? business.siteUrl;
  // The link and "/stop" as written: the sealed link's marker (a URL ending in "/") stands in for both.
  return { review, stop: `${review}/stop` };
};

/**
 * The notices that go by text, each named by its row of api/journey/notice-kinds.ts: the link is the
 * visitor's private link where the notice has one (the review ask's: its counting link). A new notice
 * adds its template here and names it in its row.
 */
export const TEXT_WORDS = {
  confirmation: (b, link) =>
    `${business.name}: your ${repairPhrase(b)} is booked for ${dayAndTime(b.start)}. Ref ${b.reference}.` +
    (link ? ` See or cancel: ${link}` : "") +
    ` Reply STOP to opt out.`,
  cancellation: (b) =>
    `${business.name}: booking ${b.reference} for ${dayAndTime(b.start)} is cancelled. ` +
    `Book again at ${absoluteUrl("/book/")} or call ${business.phone.display}.`,
  reminder: (b, link) =>
    `${business.name}: a reminder of your ${repairPhrase(b)} on ${dayAndTime(b.start)}. Ref ${b.reference}.` +
    (link ? ` See, move or cancel: ${link}` : ` To move it, call ${business.phone.display}.`) +
    ` Reply C to confirm.`,
  moved: (b, link) =>
    `${business.name}: your ${repairPhrase(b)} is moved to ${dayAndTime(b.start)}. Ref ${b.reference}.` +
    (link ? ` See, move or cancel: ${link}` : ""),
  ready: (b, link) =>
    `${business.name}: your ${repairPhrase(b)} is done and your iPhone is ready for pickup at ${fullAddress}. ` +
    `Ref ${b.reference}.` +
    (link ? ` Your booking: ${link}` : ` Questions? Call ${business.phone.display}.`),
  missed: (b, link) =>
    `${business.name}: we missed you for your ${repairPhrase(b)} on ${dayAndTime(b.start)}. ` +
    // With the private link, the booking form's plain address: the repair's own and the link do not fit in two parts.
    (link
      ? `Your booking: ${link} Book another time: ${absoluteUrl("/book/")}`
      : `Book another time: ${bookAgainUrl(b)} or call ${business.phone.display}.`),
  estimate: (b, link) =>
    `${business.name}: the estimate for your ${repairPhrase(b)} (ref ${b.reference}) is ready. ` +
    (link ? `Approve or decline: ${link}` : `Approve or decline with your private link (reply R for it)`) +
    ` or call ${business.phone.display}.`,
  estimateReminder: (b, link) =>
    `${business.name}: the estimate for your repair ${b.reference} is still waiting for your OK. ` +
    (link ? `See it: ${link}` : `Reply R for your private link`) +
    ` or call ${business.phone.display}.`,
  // A copy of what was signed (the terms, or the pickup): the words themselves are on the booking's page.
  signed: (b, link) =>
    `${business.name}: you signed for repair ${b.reference}. ` +
    (link ? `A copy of what you signed: ${link}` : `Ask us for a copy at ${business.phone.display}.`),
  // The same words for everyone: nobody is asked whether they were happy first.
  review: (_b, link) =>
    `${business.name}: thank you for your repair. Would you review it? It takes a minute: ${reviewLinks(link).review} ` +
    `No more review requests: ${reviewLinks(link).stop}`,
  reviewReminder: (_b, link) =>
    `${business.name}: a reminder, if you have a minute to review your repair: ${reviewLinks(link).review} ` +
    `No more review requests: ${reviewLinks(link).stop}`,
} satisfies Record<string, TextWords>;
/** The answers to a visitor's keywords that name a booking (the channel's own: api/sms/replies.ts). */
export const REPLY_WORDS = {
  confirmed: (b: Booking) => `${business.name}: thank you, your visit on ${dayAndTime(b.start)} is confirmed.`,
  link: (b: Booking, link: string) => `${business.name}: your booking ${b.reference}: ${link}`,
} as const;
