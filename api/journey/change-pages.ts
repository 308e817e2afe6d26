// The change-of-time pages behind the private link, without JavaScript: GET /book/manage/<token>/change/
// lists a day's free times (?date=YYYY-MM-DD for another day), and its form posts to
// /book/manage/<token>/change, answered by a 303 to the booking (moved) or the page again with why not.
import { shopLanguage } from "#shop/facts.ts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { createElement as h } from "react";
import { renderDocument } from "../../site/ui/document.ts";
import { FORM_DAYS } from "../../site/ui/book/BookingForm.tsx";
import { ChangeTimePage } from "../../site/ui/book/ChangeTimePage.tsx";
import { type Language } from "../../site/ui/i18n/language.ts";
import { WORDS } from "../../site/ui/i18n/words.ts";
import { manageUrlOf, type BookingService } from "../booking/service.ts";
import type { Booking } from "../booking/types.ts";
import { dayAndTimeWithZone } from "../booking/describe.ts";

/** Why a change was refused, in the booking's language: the change's own reasons, then the schedule's. */
const refusalIn = (lang: Language, reason: string) =>
  WORDS[lang].book.change.refusals[reason] ??
  WORDS[lang].book.form.unavailable[reason as keyof (typeof WORDS)["en"]["book"]["form"]["unavailable"]];

const NO_STORE = { "cache-control": "no-store", "x-robots-tag": "noindex", "referrer-policy": "no-referrer" };

export async function changeTimeRoutes(
  app: FastifyInstance,
  opts: { service: () => BookingService | undefined; now?: () => Date; css: () => Promise<string> },
) {
  const now = opts.now ?? (() => new Date());

  async function page(
    reply: FastifyReply,
    bookings: BookingService,
    token: string,
    b: Booking,
    more: { date?: string; refusal?: string; reason?: string; status?: number },
  ) {
    const answer = await bookings.options(b, FORM_DAYS);
    const lang = shopLanguage(b.lang);
    const html = renderDocument(
      h(ChangeTimePage, {
        token,
        reference: b.reference,
        when: dayAndTimeWithZone(b.start, undefined, lang),
        days: answer.days,
        date: more.date,
        canChange: bookings.canChange(b),
        refusal: more.reason && (refusalIn(lang, more.reason) ?? more.refusal),
        lang,
      }),
      { now: now(), css: await opts.css() },
    );
    return reply
      .code(more.status ?? 200)
      .headers(NO_STORE)
      .type("text/html; charset=utf-8")
      .send(html);
  }

  app.get<{ Params: { token: string }; Querystring: { date?: string } }>(
    "/book/manage/:token/change/",
    async (request, reply) => {
      const bookings = opts.service();
      const b = bookings && (await bookings.byToken(request.params.token));
      if (!bookings || !b) return reply.callNotFound();
      const date = typeof request.query.date === "string" ? request.query.date : undefined;
      return page(reply, bookings, request.params.token, b, { date });
    },
  );

  app.post<{ Params: { token: string }; Body: { start?: unknown } }>(
    "/book/manage/:token/change",
    async (request, reply) => {
      const bookings = opts.service();
      const { token } = request.params;
      const b = bookings && (await bookings.byToken(token));
      if (!bookings || !b) return reply.callNotFound();
      const start = typeof request.body?.start === "string" ? request.body.start : "";
      const moved = await bookings.reschedule(b, start, manageUrlOf(bookings.siteUrl, token));
      if (!moved.ok) {
        request.log.info({ reason: moved.reason }, "change of time refused");
        return page(reply, bookings, token, b, {
          date: start.slice(0, 10) || undefined,
          refusal: moved.message,
          reason: moved.reason,
          status: moved.reason === "invalid" ? 400 : 409,
        });
      }
      request.log.info({ reference: b.reference }, "booking moved by visitor");
      return reply.redirect(`/book/manage/${token}/?moved=1`, 303);
    },
  );
}
