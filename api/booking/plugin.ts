// Booking, in the app's two layers. bookingService decorates app.booking: the booking book over
// app.db, writing its notices through app.outbox (api/outbox/plugin.ts), the service the API, the
// assistant and the owner's desk use, the port it gives the texts (app.texts), and the retention sweep. bookingRoutesAndPages then serves the API under /api and the pages under
// /book/ over it. Without a database (no DATA_DIR or DATABASE_URL given: the unit tests' apps) app.booking
// is undefined, the API answers 503 and /book/ stays the built page; with booking switched off in
// site/_data/booking.ts, the API answers 404.
import formbody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { availability, booking, business } from "#shop/facts.ts";
import type { BookingOptions, CorsOrigins } from "../config.ts";
import { DAY_MS } from "#shop/clock.ts";
import { sweepEvery } from "../sweep.ts";
import { createJourneyNotices } from "../journey/notices.ts";
import { createNotifier } from "./notifier.ts";
import { changeTimeRoutes } from "../journey/change-pages.ts";
import { bookPageRoutes, createBookPages, type BookPagesOptions } from "./pages.ts";
import { createReviewAsks, reviewRoutes } from "../journey/review-ask.ts";
import { BOOKING_BODY_LIMIT, bookingRoutes } from "./routes.ts";
import { createBookingService, type BookingService } from "./service.ts";
import { createBookingStore } from "./store.ts";
import { noticeText } from "./text-notices.ts";
import { createTextPort } from "./text-port.ts";
import { countBooking } from "../numbers/server-counts.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The booking service; undefined when booking is off or has no database. */
    booking: BookingService | undefined;
  }
}

export const bookingService = fp(
  async (app: FastifyInstance, opts: { booking?: BookingOptions; now: () => Date }) => {
    const o = opts.booking ?? {};
    const outbox = app.outbox;
    if (!booking.enabled || !app.db || !outbox) {
      app.decorate("booking", undefined);
      return;
    }
    const store = createBookingStore(app.db);
    const texts = app.texts;
    const channels = {
      email: o.smtpUrl ? { notifyEmail: o.notifyEmail ?? business.email } : undefined,
      webhook: o.webhook !== undefined,
      seal: outbox.seal.seal,
      text: texts ? noticeText : undefined,
    };
    const notifier = createNotifier({ ...channels, journey: createJourneyNotices(channels), kick: outbox.kick });
    const rules = { ...booking, onlineLimits: { ...booking.onlineLimits, ...o.onlineLimits } };
    // No review link: nobody is asked, and the desk has no line about it.
    const reviews = business.reviewUrl ? createReviewAsks(app.db) : undefined;
    const service = createBookingService({
      store,
      availability,
      rules,
      now: opts.now,
      notifier,
      reviews,
      onBooked: countBooking(app),
    });
    app.decorate("booking", service);
    texts?.serveBookings(createTextPort(service, app.db));

    // Retention: a booking's personal data goes retentionDays after its slot.
    await sweepEvery(
      app,
      "old bookings",
      () => store.purge(opts.now().getTime() - booking.retentionDays * DAY_MS),
      o.purgeEveryMs,
    );
  },
  { name: "booking", dependencies: ["database", "outbox", "texts"] },
);

/** The booking API under /api and the /book/ pages, over app.booking. */
export async function bookingRoutesAndPages(
  app: FastifyInstance,
  opts: {
    booking?: BookingOptions;
    corsOrigins: CorsOrigins;
    now: () => Date;
    css: () => Promise<string>;
    trackerExtra?: BookPagesOptions["trackerExtra"];
  },
) {
  const service = app.booking;
  const pages = createBookPages({
    service: () => service,
    now: opts.now,
    css: opts.css,
    trackerExtra: opts.trackerExtra,
  });
  // The no-JavaScript forms post urlencoded fields: parsed here only, never for the chat.
  await app.register(formbody, { bodyLimit: BOOKING_BODY_LIMIT });
  await app.register(bookingRoutes, {
    prefix: "/api",
    service,
    enabled: booking.enabled,
    pages,
    rateLimitPerMinute: opts.booking?.rateLimitPerMinute ?? 10,
    corsOrigins: opts.corsOrigins,
  });
  await app.register(bookPageRoutes, {
    pages,
    service: () => service,
    enabled: booking.enabled && service !== undefined,
  });
  if (booking.enabled && service !== undefined) {
    await app.register(changeTimeRoutes, { service: () => service, now: opts.now, css: opts.css });
    if (service.reviews) await app.register(reviewRoutes, { reviews: service.reviews, now: opts.now, css: opts.css });
  }
}
