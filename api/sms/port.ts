// What the texts ask of the bookings, and nothing more: the channel knows numbers and bodies, and a
// reply's keywords that need a booking ('C' confirming, 'R' resending the link), and the desk's names
// of the bookings a text belongs to, go through this port, which booking gives the texts when it
// registers (booking/text-port.ts). No SQL under api/sms/ names the bookings' table.

import type { Language } from "#shop/languages.ts";

/** A booking as a reply from its number may be about it. */
export interface ReplyBooking {
  id: string;
  reference: string;
  name: string;
  start: number;
  state: string;
}

/** A booking as the desk names it beside a text: and whether the visitor gave an email (a failed text's went instead). */
export interface NamedBooking extends ReplyBooking {
  hasEmail: boolean;
}

export interface BookingsPort {
  /** The live bookings of a number, latest first: what a reply from it is about. */
  liveOf(phone: string, now: number): Promise<ReplyBooking[]>;
  /** 'C' (or 'YES'): confirms the soonest of these visits still to confirm; the answer's words, or undefined. */
  confirm(live: readonly ReplyBooking[], now: number): Promise<string | undefined>;
  /** 'R': the booking's private link as kept sealed with it (api/outbox/seal.ts), or undefined. */
  sealedLinkOf(bookingId: string): Promise<string | undefined>;
  /** 'R': the answer carrying the private link of this booking, or undefined when it is gone. */
  linkWords(bookingId: string, link: string): Promise<string | undefined>;
  /** The language of the number's latest booking, kept or gone by state (what HELP answers in), if it has one. */
  languageOf(phone: string): Promise<Language | undefined>;
  /** These bookings, those still kept, in no order. */
  named(ids: readonly string[]): Promise<NamedBooking[]>;
}
