// The port booking gives the texts (api/sms/port.ts) when it registers: a reply's keywords that need a
// booking ('C' confirming the soonest visit, 'R' resending the private link) reach the bookings here, in
// the booking's words and language (words/texts.ts, words/es-texts.ts), and the desk's texts name their bookings through it.
import { isIn, LIVE_STATES, UNCONFIRMED_STATES } from "#shop/repair-states.ts";
import { languageOf } from "#shop/languages.ts";
import type { Db } from "../db/database.ts";
import type { BookingsPort, ReplyBooking } from "../sms/port.ts";
import type { BookingService } from "./service.ts";
import { messageLanguage } from "./describe.ts";
import { REPLY_WORDS_ES } from "./words/es-texts.ts";
import { REPLY_WORDS } from "./words/texts.ts";
import type { Booking } from "./types.ts";

/** The answers that name a booking, in its language. */
const replyWords = (b: Pick<Booking, "lang">) => (messageLanguage(b) === "es" ? REPLY_WORDS_ES : REPLY_WORDS);

/** How far back a booking still counts as the one a reply is about (a repair under way, a visit just made). */
const REPLY_LOOKBACK_MS = 7 * 86_400_000;

/** A bookings row as a reply may be about it. */
const replyBooking = (r: { id: string; reference: string; name: string; startAt: number | string; state: string }) => ({
  id: r.id,
  reference: r.reference,
  name: r.name,
  start: Number(r.startAt),
  state: r.state,
});

export function createTextPort(service: BookingService, db: Db): BookingsPort {
  return {
    async liveOf(phone, now) {
      const rows = await db.query
        .selectFrom("bookings")
        .select(["id", "reference", "name", "startAt", "state"])
        .where("phone", "=", phone)
        .where("state", "in", LIVE_STATES)
        .where("startAt", ">=", now - REPLY_LOOKBACK_MS)
        .orderBy("startAt", "desc")
        .execute();
      return rows.map(replyBooking);
    },

    async confirm(live: readonly ReplyBooking[], now) {
      const coming = live.filter((b) => b.start >= now).sort((a, b) => a.start - b.start);
      const target = coming.find((b) => isIn(UNCONFIRMED_STATES, b.state)) ?? coming[0];
      if (!target) return undefined;
      const booking = isIn(UNCONFIRMED_STATES, target.state)
        ? await service.setState(target.id, "confirmed", "visitor")
        : await service.store.byId(target.id);
      return booking && replyWords(booking).confirmed(booking);
    },

    async named(ids) {
      if (ids.length === 0) return [];
      const rows = await db.query
        .selectFrom("bookings")
        .select(["id", "reference", "name", "startAt", "state", "email"])
        .where("id", "in", [...new Set(ids)])
        .execute();
      return rows.map((r) => ({ ...replyBooking(r), hasEmail: r.email !== null }));
    },

    async languageOf(phone) {
      const latest = await db.query
        .selectFrom("bookings")
        .select("lang")
        .where("phone", "=", phone)
        .orderBy("createdAt", "desc")
        .limit(1)
        .executeTakeFirst();
      return latest && messageLanguage({ lang: languageOf(latest.lang) });
    },

    async sealedLinkOf(bookingId) {
      return (await service.store.byId(bookingId))?.sealedLink ?? undefined;
    },

    async linkWords(bookingId, link) {
      const booking = await service.store.byId(bookingId);
      return booking && replyWords(booking).link(booking, link);
    },
  };
}
