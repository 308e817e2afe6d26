// What the text channel answers by itself, whatever the booking (a 'C' or 'R' answer names one: the
// booking's words, booking/words/texts.ts), and the owner's answer's frame. Plain GSM-7 characters.
import { business } from "#shop/facts.ts";

export const CHANNEL_WORDS = {
  help: () =>
    `${business.name}: texts about your repair only. Call ${business.phone.display}. Reply STOP to opt out, START to opt back in.`,
  noLink: () => `${business.name}: the link is in your booking confirmation. Or call us at ${business.phone.display}.`,
  noBooking: () => `${business.name}: we found no booking for this number. Call us at ${business.phone.display}.`,
  /** The owner's words from the desk, signed with the shop's name so the visitor knows who writes. */
  answer: (words: string) => `${business.name}: ${words}`,
} as const;
