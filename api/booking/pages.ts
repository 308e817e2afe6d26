// The booking's HTML pages, answered by the server so they hold the moment's facts: /book/ with the
// times free now (and, after a form post that failed, what was wrong), and the private manage page
// /book/manage/<token>/ (the confirmation, the .ics, the cancel button). Both are the site's own
// components (site/ui/book/) rendered by the build's renderer, so they carry the same layout, styles
// and scripts as the built pages. Everything a visitor typed goes through React's escaping: nothing of
// theirs is ever HTML.
import type { FastifyInstance } from "fastify";
import { createElement as h, type ReactNode } from "react";
import type { Slot } from "#shop/availability.ts";
import { isoInZone } from "#shop/clock.ts";
import { FIELD_ORDER, NO_TEXTS_FIELD, type FieldErrors } from "#shop/booking-fields.ts";
import { FIELD_MESSAGES_IN } from "#shop/booking-field-words.ts";
import { readEstimateForm } from "#shop/booking-contract.ts";
import { business, shopLanguage } from "#shop/facts.ts";
import { FORM_DAYS, type BookingFormValues } from "../../site/ui/book/BookingForm.tsx";
import { BookFormPage, ManagePage } from "../../site/ui/book/BookPage.tsx";
import { renderDocument } from "../../site/ui/document.ts";
import { createJourney } from "../journey/journey.ts";
import { trackerProps } from "../journey/tracker-view.ts";
import type { Booking } from "./types.ts";
import { NOT_CANCELLABLE_TEXT, type BookingService } from "./service.ts";
import { CANCELLED_STATES, isIn } from "#shop/repair-states.ts";
import { languageOf, type Language } from "#shop/languages.ts";
import { localePath, siteLanguages } from "../../site/ui/i18n/language.ts";
import { WORDS } from "../../site/ui/i18n/words.ts";

/** What the tracker says after an answer to the estimate (?estimate=…), in the booking's language. */
const estimateNotice = (language: Language, outcome: string | undefined): string | undefined =>
  Object.hasOwn(WORDS[language].book.manage.estimate, outcome ?? "")
    ? WORDS[language].book.manage.estimate[outcome as keyof (typeof WORDS)["en"]["book"]["manage"]["estimate"]]
    : undefined;

/** The language a form post was made in (its hidden `lang`), as the pages speak it. */
export const formLanguage = (values: Record<string, unknown>): Language => shopLanguage(languageOf(values.lang));

/**
 * A refusal as the form's page says it: each field's problem in the page's language, and the
 * sentence for a reason the page's words have (the API's English one otherwise).
 */
export function inPageLanguage(state: FormState, reason?: string): FormState {
  const language = formLanguage(state.values);
  if (language === "en") return state;
  const messages = FIELD_MESSAGES_IN[language];
  const words = WORDS[language].book.form;
  const fields =
    state.fields && Object.fromEntries(Object.keys(state.fields).map((f) => [f, messages[f as keyof typeof messages]]));
  const message =
    reason === "rejected"
      ? words.rejected
      : (words.unavailable[reason as keyof typeof words.unavailable] ?? state.message);
  return { ...state, fields, message };
}

export interface FormState {
  values: Record<string, unknown>;
  fields?: FieldErrors;
  message?: string;
  nearest?: Slot[];
}

/**
 * What was posted or asked for, as the form shows it again: each of the booking contract's fields
 * that came as text (a field added to the contract comes along), and the day, else the time's.
 */
function valuesOf(posted: Record<string, unknown>): BookingFormValues {
  const values: BookingFormValues = {};
  for (const field of [...FIELD_ORDER, "date", NO_TEXTS_FIELD] as const) {
    const value = posted[field];
    if (typeof value === "string") values[field] = value;
  }
  values.date ??= values.start?.slice(0, 10);
  return values;
}

export interface BookPagesOptions {
  /** The booking service; undefined while booking has no database (no times to offer). */
  service: () => BookingService | undefined;
  /** The render time (the footer's year, the coming special days); the real clock unless given. */
  now?: () => Date;
  /** The site's CSS as the build wrote it (api/static-host.ts builtCssOf). */
  css: () => Promise<string>;
  /** What another feature adds below the tracker (the check-in's condition, photos and terms: api/checkin/). */
  trackerExtra?: (token: string, b: Booking) => Promise<ReactNode>;
}

export function createBookPages({ service, now = () => new Date(), css, trackerExtra }: BookPagesOptions) {
  const zone = business.timeZone;

  /** /book/ with the times free now: on a visit inside <repair-booking>, after a failed post alone. */
  async function bookPage(state: FormState & { visit?: boolean }): Promise<string> {
    const bookings = service();
    const days = bookings ? (await bookings.days({ days: FORM_DAYS })).days : [];
    const form = {
      values: valuesOf(state.values),
      days,
      fields: state.fields,
      message: state.message,
      nearest: state.nearest,
    };
    const lang = formLanguage(state.values);
    return renderDocument(h(BookFormPage, { form, widget: state.visit === true, lang }), {
      now: now(),
      css: await css(),
    });
  }

  /** The tracker: the booking's state, timeline, estimate and the actions allowed now. */
  async function managePage(
    token: string,
    b: Booking,
    flags: {
      booked?: boolean;
      cancelled?: boolean;
      moved?: boolean;
      canCancel: boolean;
      canChange?: boolean;
      refusal?: string;
      /** The estimate's outcome (?estimate=…), said in the booking's language. */
      notice?: string;
    },
  ) {
    const bookings = service();
    const answer = await createJourney(bookings!).tracker(b);
    const lang = shopLanguage(b.lang);
    const page = h(ManagePage, {
      ...trackerProps(token, b, answer, now(), lang),
      lang,
      canCancel: flags.canCancel,
      booked: flags.booked,
      justCancelled: flags.cancelled,
      changeHref: flags.canChange ? `/book/manage/${token}/change/` : undefined,
      justMoved: flags.moved,
      refusal:
        flags.refusal &&
        (flags.refusal === NOT_CANCELLABLE_TEXT ? WORDS[lang].book.manage.notCancellable : flags.refusal),
      notice: estimateNotice(lang, flags.notice),
      extra: await trackerExtra?.(token, b),
    });
    return renderDocument(page, { now: now(), css: await css() });
  }

  return { bookPage, managePage, iso: (ms: number) => isoInZone(zone, ms) };
}
export type BookPages = ReturnType<typeof createBookPages>;
/** The page routes: GET /book/, the manage page and its cancel form. Registered before the static host. */
export async function bookPageRoutes(
  app: FastifyInstance,
  opts: { pages: BookPages; service: () => BookingService | undefined; enabled: boolean },
) {
  if (!opts.enabled) return;
  const noStore = { "cache-control": "no-store", "x-robots-tag": "noindex" };

  // /book/ and its twin in each other language the shop lists (/es/book/), the form in that language.
  for (const lang of siteLanguages)
    app.get(localePath(lang, "/book/"), async (request, reply) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const html = await opts.pages.bookPage({ values: { ...query, lang }, visit: true });
      return reply.headers({ "cache-control": "no-store" }).type("text/html; charset=utf-8").send(html);
    });

  app.get<{
    Params: { token: string };
    Querystring: { booked?: string; cancelled?: string; moved?: string; estimate?: string };
  }>("/book/manage/:token/", async (request, reply) => {
    const bookings = opts.service();
    const b = bookings && (await bookings.byToken(request.params.token));
    if (!bookings || !b) return reply.callNotFound();
    const html = await opts.pages.managePage(request.params.token, b, {
      booked: request.query.booked === "1",
      cancelled: request.query.cancelled === "1",
      moved: request.query.moved === "1",
      canCancel: bookings.visitorCanCancel(b),
      canChange: bookings.canChange(b),
      notice: request.query.estimate,
    });
    return reply.headers(noStore).header("referrer-policy", "no-referrer").type("text/html; charset=utf-8").send(html);
  });

  // The estimate's Approve and Decline without JavaScript: the answer, then the tracker again saying
  // what it did (or, for an answer to a replaced version, that there is a newer one, shown there).
  app.post<{ Params: { token: string } }>("/book/manage/:token/estimate", async (request, reply) => {
    const bookings = opts.service();
    const b = bookings && (await bookings.byToken(request.params.token));
    if (!bookings || !b) return reply.callNotFound();
    const read = readEstimateForm(request.body);
    const result = read ? await createJourney(bookings).answer(b, read) : { ok: false as const, reason: "invalid" };
    const outcome = result.ok ? (read!.choice === "decline" ? "declined" : "approved") : result.reason;
    request.log.info({ reference: b.reference, outcome }, "estimate answered by visitor");
    return reply.redirect(`/book/manage/${request.params.token}/?estimate=${outcome}`, 303);
  });

  app.post<{ Params: { token: string } }>("/book/manage/:token/cancel", async (request, reply) => {
    const bookings = opts.service();
    const b = bookings && (await bookings.byToken(request.params.token));
    if (!bookings || !b) return reply.callNotFound();
    // A booking that is done, missed or past stays as it is: the page says so, rather than "cancelled".
    if (!bookings.visitorCanCancel(b) && !isIn(CANCELLED_STATES, b.state)) {
      const html = await opts.pages.managePage(request.params.token, b, {
        canCancel: false,
        refusal: NOT_CANCELLABLE_TEXT,
      });
      return reply
        .code(409)
        .headers(noStore)
        .header("referrer-policy", "no-referrer")
        .type("text/html; charset=utf-8")
        .send(html);
    }
    await bookings.cancelByToken(request.params.token);
    request.log.info({ reference: b.reference }, "booking cancelled by visitor");
    return reply.redirect(`/book/manage/${request.params.token}/?cancelled=1`, 303);
  });
}
