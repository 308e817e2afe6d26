// The booking API (the contract in docs/booking.md):
//   GET    /api/availability?from=YYYY-MM-DD&days=N   free and full slots, in the shop's zone
//   POST   /api/bookings                              JSON from <repair-booking>, or the /book/ form's fields
//   GET    /api/bookings/<token>.ics                  the booking as a calendar file
//   DELETE /api/bookings/<token>                      cancel (the manage page's form posts instead)
// A form post is answered in HTML (the confirmation by a 303, or the form again with what was wrong);
// JSON is answered in JSON. The visitor's words are never logged.
import cors from "@fastify/cors";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { CorsOrigins } from "../config.ts";
import { HttpError } from "../errors.ts";
import { bookingIcs } from "./ics.ts";
import type { BookPages, FormState } from "./pages.ts";
import { icsUrlOf, InvalidBooking, manageUrlOf, parseBookingRequest, type BookingService } from "./service.ts";

export interface BookingRouteOptions {
  service: BookingService | undefined;
  enabled: boolean;
  pages: BookPages;
  rateLimitPerMinute: number;
  corsOrigins: CorsOrigins;
}

const AvailabilityQuery = z.object({
  from: z.iso.date().optional(),
  days: z.coerce.number().int().min(1).max(400).optional(),
});

const isForm = (request: FastifyRequest) =>
  /^application\/x-www-form-urlencoded/i.test(request.headers["content-type"] ?? "");

/** This server's own origin as the request reached it: links in a JSON answer go back to the one who asked. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export async function bookingRoutes(app: FastifyInstance, opts: BookingRouteOptions) {
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
  const withCors = (prefix: string, routes: (scope: FastifyInstance) => void) =>
    app.register(
      async (scope) => {
        await scope.register(cors, {
          origin: opts.corsOrigins,
          methods: ["GET", "POST", "DELETE"],
          allowedHeaders: ["Content-Type"],
          credentials: false,
          maxAge: 86_400,
        });
        routes(scope);
      },
      { prefix },
    );

  await withCors("/availability", (scope) => availabilityRoute(scope, service));
  await withCors("/bookings", (scope) => bookingsRoutes(scope, opts, service));
}

function availabilityRoute(app: FastifyInstance, service: () => BookingService) {
  app.get("/", async (request, reply) => {
    const parsed = AvailabilityQuery.safeParse(request.query);
    if (!parsed.success)
      throw new HttpError(
        400,
        "invalid_query",
        "Use ?from=YYYY-MM-DD (a date such as 2026-11-25) and &days=N (a whole number from 1).",
      );
    reply.header("cache-control", "no-store");
    return service().days(parsed.data);
  });
}

function bookingsRoutes(app: FastifyInstance, opts: BookingRouteOptions, service: () => BookingService) {
  /** The /book/ form again, for a form post that could not be booked. */
  const sendForm = async (reply: FastifyReply, status: number, state: FormState) =>
    reply
      .code(status)
      .type("text/html; charset=utf-8")
      .send(await opts.pages.bookPage(state));

  app.route({
    method: "POST",
    url: "/",
    bodyLimit: 8 * 1024,
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
      const body = (request.body ?? {}) as Record<string, unknown>;
      const bookings = service();
      reply.header("cache-control", "no-store");
      let parsed;
      try {
        parsed = parseBookingRequest(body);
      } catch (error) {
        if (!(error instanceof InvalidBooking)) throw error;
        request.log.info({ fields: Object.keys(error.fields) }, "booking refused: invalid fields");
        if (form) return sendForm(reply, 400, { values: body, fields: error.fields });
        return reply.code(400).send({ error: "invalid", message: error.message, fields: error.fields });
      }
      if (parsed.website) {
        request.log.info("booking refused: honeypot filled");
        if (form) return sendForm(reply, 400, { values: body, message: "This request could not be accepted." });
        return reply.code(400).send({ error: "rejected", message: "This request could not be accepted.", fields: {} });
      }
      const result = await bookings.book(parsed);
      if (!result.ok) {
        request.log.info({ reason: result.reason }, "booking refused");
        if (form) return sendForm(reply, 409, { values: body, message: result.message, nearest: result.nearest });
        return reply
          .code(409)
          .send({ error: "unavailable", reason: result.reason, message: result.message, nearest: result.nearest });
      }
      request.log.info({ reference: result.booking.reference, service: result.booking.service }, "booking made");
      if (form) return reply.redirect(`/book/manage/${result.token}/?booked=1`, 303);
      const origin = originOf(request);
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

  app.get<{ Params: { token: string } }>("/:token", async (request, reply) => {
    const token = /^(.+)\.ics$/.exec(request.params.token)?.[1];
    const booking = token ? await service().byToken(token) : undefined;
    if (!token || !booking) throw new HttpError(404, "not_found", "There is no booking at this address.");
    return reply
      .header("cache-control", "no-store")
      .header("x-robots-tag", "noindex")
      .type("text/calendar; charset=utf-8")
      .header("content-disposition", `attachment; filename="${booking.reference}.ics"`)
      .send(bookingIcs(booking, { manageUrl: manageUrlOf(originOf(request), token) }));
  });

  app.delete<{ Params: { token: string } }>("/:token", async (request, reply) => {
    const bookings = service();
    const before = await bookings.byToken(request.params.token);
    if (!before) throw new HttpError(404, "not_found", "There is no booking at this address.");
    if (!bookings.visitorCanCancel(before))
      throw new HttpError(409, "not_cancellable", "This booking can no longer be cancelled online. Call the shop.");
    const after = await bookings.cancelByToken(request.params.token);
    request.log.info({ reference: before.reference }, "booking cancelled by visitor");
    reply.header("cache-control", "no-store");
    return { reference: after!.reference, state: after!.state };
  });
}
