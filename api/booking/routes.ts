// The booking API (the contract in docs/booking.md):
//   GET    /api/availability?from=YYYY-MM-DD&days=N   free and full slots, in the shop's zone
//   POST   /api/bookings                              JSON from <repair-booking>, or the /book/ form's fields
//   GET    /api/bookings/<token>.ics                  the booking as a calendar file
//   GET    /api/bookings/<token>                      the tracker as JSON (no name, phone or email)
//   POST   /api/bookings/<token>/estimate             the visitor's answer to an estimate
//   DELETE /api/bookings/<token>                      cancel (the manage page's form posts instead)
//   POST   /api/bookings/<token>/reschedule           change the time: { start } (the change page's form posts instead)
// A form post is answered in HTML (the confirmation by a 303, or the form again with what was wrong);
// JSON is answered in JSON. The visitor's words are never logged.
// Requests are validated and answers serialized by the contract's schemas (shop/booking-contract.ts)
// through fastify-type-provider-zod, set up in this scope only. A request the schema refuses still reaches
// the handler (attachValidation), which answers it as it always has: the fields named, or the form again.
import cors from "@fastify/cors";
import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import {
  ApiErrorSchema,
  AvailabilityQuerySchema,
  AvailabilitySchema,
  BOOKING_ANSWERS,
  CancelledSchema,
  EstimateAnswerSchema,
  fieldErrorsOf,
  invalidMessage,
  TrackerSchema,
} from "#shop/booking-contract.ts";
import { shopBookingRequest } from "#shop/booking-request.ts";
import { ChangeRefusedSchema, RescheduledSchema, RescheduleRequestSchema } from "#shop/reschedule-contract.ts";
import type { CorsOrigins } from "../config.ts";
import { errorHandler, HttpError, toApiError } from "../errors.ts";
import { bookingIcs } from "./ics.ts";
import { createJourney } from "../journey/journey.ts";
import { inPageLanguage, type BookPages, type FormState } from "./pages.ts";
import { icsUrlOf, manageUrlOf, NOT_CANCELLABLE_TEXT, type BookingService } from "./service.ts";

export interface BookingRouteOptions {
  service: BookingService | undefined;
  enabled: boolean;
  pages: BookPages;
  rateLimitPerMinute: number;
  corsOrigins: CorsOrigins;
}

type ZodScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Any other 4xx or 5xx: the API's error shape. */
const ERRORS = { "4xx": ApiErrorSchema, "5xx": ApiErrorSchema } as const;
const TokenParams = z.object({ token: z.string() });

/** The most a booking's body may hold: the longest note and name with room to spare. */
export const BOOKING_BODY_LIMIT = 8 * 1024;
const BODY_TOO_LARGE = `The booking is too large (at most ${BOOKING_BODY_LIMIT / 1024} KB). Shorten the note, or call the shop.`;

const isForm = (request: FastifyRequest) =>
  /^application\/x-www-form-urlencoded/i.test(request.headers["content-type"] ?? "");

export async function bookingRoutes(app: FastifyInstance, opts: BookingRouteOptions) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  /** The service, or the reason there is none: switched off in booking.ts (404), or no database (503). */
  const service = (): BookingService => {
    if (!opts.enabled)
      throw new HttpError(404, "booking_disabled", "Online booking is switched off. Call the shop to book a repair.");
    if (!opts.service)
      throw new HttpError(
        503,
        "booking_unavailable",
        "Booking is not set up on this server. Call the shop to book a repair.",
      );
    return opts.service;
  };

  // CORS for partners' pages: @fastify/cors adds an OPTIONS route for everything under its prefix, and
  // the chat's scope already holds /api*; so each resource gets a scope (and a preflight route) of its own.
  const withCors = (prefix: string, routes: (scope: ZodScope) => void) =>
    app.register(
      async (scope) => {
        await scope.register(cors, {
          origin: opts.corsOrigins,
          methods: ["GET", "POST", "DELETE"],
          allowedHeaders: ["Content-Type"],
          credentials: false,
          maxAge: 86_400,
        });
        routes(scope.withTypeProvider<ZodTypeProvider>());
      },
      { prefix },
    );

  await withCors("/availability", (scope) => availabilityRoute(scope, service));
  await withCors("/bookings", (scope) => bookingsRoutes(scope, opts, service));
}

/**
 * The zod serializer, once per answer object: the service hands the same answer to every request
 * until a write or its cache's lapse, and checking and writing 20 KB of slots for each was most of
 * the route's time. An answer is never changed once made, so its text is too.
 */
const serializedOnce: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const texts = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== "object" || data === null) return serialize(data);
    let text = texts.get(data);
    if (text === undefined) texts.set(data, (text = serialize(data)));
    return text;
  };
};

function availabilityRoute(app: ZodScope, service: () => BookingService) {
  // This scope holds this route alone (withCors).
  app.setSerializerCompiler(serializedOnce);
  app.get(
    "/",
    {
      schema: { querystring: AvailabilityQuerySchema, response: { 200: AvailabilitySchema, ...ERRORS } },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError)
        throw new HttpError(
          400,
          "invalid_query",
          "Use ?from=YYYY-MM-DD (a date such as 2026-11-25) and &days=N (a whole number from 1).",
        );
      reply.header("cache-control", "no-store");
      return service().days(request.query);
    },
  );
}

/** The fields a refused body names, from the validation's paths ("/phone"). */
const refusedFields = (error: FastifyRequest["validationError"]) =>
  fieldErrorsOf((error?.validation ?? []).map((v: { instancePath: string }) => v.instancePath.split("/").slice(1)));

function bookingsRoutes(app: ZodScope, opts: BookingRouteOptions, service: () => BookingService) {
  /** Each request's body before the schema read it (validation replaces it with what was read). */
  const posted = new WeakMap<FastifyRequest, unknown>();
  /** The /book/ form again, for a form post that could not be booked. */
  const sendForm = async (reply: FastifyReply, status: number, state: FormState, reason?: string) =>
    reply
      .code(status)
      .type("text/html; charset=utf-8")
      .send(await opts.pages.bookPage(inPageLanguage(state, reason)));

  // What refuses a request before the handler (the rate limit, a body over the limit) or fails in it: a form
  // post gets the form again with the sentence and the same status, since a visitor without JavaScript
  // would see raw JSON; JSON clients keep JSON. The 413 states this route's limit, not the app's.
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const answer = toApiError(error);
    const message = answer.status === 413 ? BODY_TOO_LARGE : answer.body.message;
    if (isForm(request) && !reply.sent && answer.status < 500) {
      request.log.info({ code: answer.body.error, status: answer.status }, "booking form refused");
      const values = (posted.get(request) ?? {}) as Record<string, unknown>;
      return sendForm(reply.header("cache-control", "no-store"), answer.status, {
        values: { lang: values.lang },
        message,
      });
    }
    const refusal = answer.status === 413 ? new HttpError(413, answer.body.error, message) : error;
    return errorHandler(refusal as FastifyError, request, reply);
  });

  app.route({
    method: "POST",
    url: "/",
    bodyLimit: BOOKING_BODY_LIMIT,
    schema: { body: shopBookingRequest, response: BOOKING_ANSWERS },
    attachValidation: true,
    preValidation: async (request) => void posted.set(request, request.body),
    config: {
      rateLimit: {
        max: opts.rateLimitPerMinute,
        timeWindow: 60_000,
        errorResponseBuilder: () =>
          new HttpError(
            429,
            "rate_limited",
            "Too many booking attempts from here. Please wait a minute, or call the shop.",
          ),
      },
    },
    handler: async (request, reply) => {
      const form = isForm(request);
      const bookings = service();
      reply.header("cache-control", "no-store");
      // What was posted, as typed: a form answered again shows it (as text, never as HTML).
      const values = (posted.get(request) ?? {}) as Record<string, unknown>;
      if (request.validationError) {
        const fields = refusedFields(request.validationError);
        request.log.info({ fields: Object.keys(fields) }, "booking refused: invalid fields");
        if (form) return sendForm(reply, 400, { values, fields });
        return reply.code(400).send({ error: "invalid", message: invalidMessage(fields), fields });
      }
      const parsed = request.body;
      if (parsed.website) {
        request.log.info("booking refused: honeypot filled");
        if (form) return sendForm(reply, 400, { values, message: "This request could not be accepted." }, "rejected");
        return reply.code(400).send({ error: "rejected", message: "This request could not be accepted.", fields: {} });
      }
      const result = await bookings.book(parsed, request.ip);
      if (!result.ok) {
        request.log.info({ reason: result.reason }, "booking refused");
        if (form)
          return sendForm(reply, 409, { values, message: result.message, nearest: result.nearest }, result.reason);
        return reply
          .code(409)
          .send({ error: "unavailable", reason: result.reason, message: result.message, nearest: result.nearest });
      }
      request.log.info({ reference: result.booking.reference, service: result.booking.service }, "booking made");
      if (form) return reply.redirect(`/book/manage/${result.token}/?booked=1`, 303);
      // The private links are the site's (SITE_URL), never the Host a request named: a forged Host
      // would otherwise put someone else's address in front of the visitor's token.
      const origin = bookings.siteUrl;
      return reply.code(201).send({
        reference: result.booking.reference,
        start: opts.pages.iso(result.booking.start),
        end: opts.pages.iso(result.booking.end),
        service: result.booking.service,
        model: result.booking.model,
        manageUrl: manageUrlOf(origin, result.token),
        icsUrl: icsUrlOf(origin, result.token),
      });
    },
  });

  // The booking as a calendar file (<token>.ics), or the tracker as JSON (<token>): no name, phone or email.
  app.get(
    "/:token",
    { schema: { params: TokenParams, response: { 200: z.union([TrackerSchema, z.string()]), ...ERRORS } } },
    async (request, reply) => {
      const ics = /^(.+)\.ics$/.exec(request.params.token)?.[1];
      const token = ics ?? request.params.token;
      const bookings = service();
      const booking = await bookings.byToken(token);
      if (!booking) throw new HttpError(404, "not_found", "There is no booking at this address.");
      reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
      if (ics === undefined) return createJourney(bookings).tracker(booking);
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${booking.reference}.ics"`)
        .send(bookingIcs(booking, { manageUrl: manageUrlOf(bookings.siteUrl, token) }));
    },
  );

  // The visitor's answer to an estimate: 200 with the tracker, 409 for a replaced or answered version.
  app.post(
    "/:token/estimate",
    {
      schema: { params: TokenParams, body: EstimateAnswerSchema, response: { 200: TrackerSchema, ...ERRORS } },
      attachValidation: true,
    },
    async (request, reply) => {
      const bookings = service();
      const booking = await bookings.byToken(request.params.token);
      if (!booking) throw new HttpError(404, "not_found", "There is no booking at this address.");
      if (request.validationError)
        throw new HttpError(
          400,
          "invalid",
          'Send { "version": the estimate\'s version, "choice": 0, 1 or "decline" }.',
        );
      const journey = createJourney(bookings);
      const result = await journey.answer(booking, request.body);
      reply.header("cache-control", "no-store");
      if (!result.ok) {
        if (result.reason === "no_estimate") throw new HttpError(404, "no_estimate", "There is no estimate to answer.");
        if (result.reason === "invalid") throw new HttpError(400, "invalid", "There is no such option.");
        throw new HttpError(
          409,
          result.reason,
          result.reason === "stale"
            ? "The shop has sent a newer estimate: answer that one."
            : "This estimate was already answered.",
        );
      }
      request.log.info({ reference: booking.reference, version: request.body.version }, "estimate answered by visitor");
      return journey.tracker(result.booking);
    },
  );

  app.delete(
    "/:token",
    { schema: { params: TokenParams, response: { 200: CancelledSchema, ...ERRORS } } },
    async (request, reply) => {
      const bookings = service();
      const before = await bookings.byToken(request.params.token);
      if (!before) throw new HttpError(404, "not_found", "There is no booking at this address.");
      if (!bookings.visitorCanCancel(before)) throw new HttpError(409, "not_cancellable", NOT_CANCELLABLE_TEXT);
      const after = await bookings.cancelByToken(request.params.token);
      request.log.info({ reference: before.reference }, "booking cancelled by visitor");
      reply.header("cache-control", "no-store");
      return { reference: after!.reference, state: after!.state };
    },
  );

  app.post(
    "/:token/reschedule",
    {
      bodyLimit: BOOKING_BODY_LIMIT,
      schema: {
        params: TokenParams,
        body: RescheduleRequestSchema,
        // A 400 is a refused time or a body that is not JSON (the error handler's answer).
        response: {
          200: RescheduledSchema,
          400: z.union([ChangeRefusedSchema, ApiErrorSchema]),
          409: ChangeRefusedSchema,
          ...ERRORS,
        },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const bookings = service();
      reply.header("cache-control", "no-store");
      const booking = await bookings.byToken(request.params.token);
      if (!booking) throw new HttpError(404, "not_found", "There is no booking at this address.");
      const start = request.validationError ? "" : request.body.start;
      const moved = await bookings.reschedule(booking, start, manageUrlOf(bookings.siteUrl, request.params.token));
      if (!moved.ok) {
        request.log.info({ reason: moved.reason }, "change of time refused");
        return reply
          .code(moved.reason === "invalid" ? 400 : 409)
          .send({ error: "not_changed", reason: moved.reason, message: moved.message });
      }
      request.log.info({ reference: moved.booking.reference }, "booking moved by visitor");
      const b = moved.booking;
      return {
        reference: b.reference,
        start: opts.pages.iso(b.start),
        end: opts.pages.iso(b.end),
        service: b.service,
        model: b.model,
        state: b.state,
      };
    },
  );
}
