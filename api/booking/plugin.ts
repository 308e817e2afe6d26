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
import type { BookingRules } from "#shop/content-schemas.ts";
import type { CorsOrigins } from "../config.ts";
import type { Db } from "../db/database.ts";
import { DAY_MS } from "#shop/clock.ts";
import { sweepEvery } from "../sweep.ts";
import { createJourneyNotices } from "../journey/notices.ts";
import { createNotifier } from "./notifier.ts";
import { changeTimeRoutes } from "../journey/change-pages.ts";
import { bookPageRoutes, createBookPages } from "./pages.ts";
import { createReviewAsks, reviewRoutes } from "../journey/review-ask.ts";
import { BOOKING_BODY_LIMIT, bookingRoutes } from "./routes.ts";
import { createBookingService, type BookingService } from "./service.ts";
import { createBookingStore } from "./store.ts";
import { noticeText } from "./text-notices.ts";
import { createTextPort } from "./text-port.ts";
import type { SmsProviderConfig } from "../sms/provider.ts";
import { countBooking } from "../numbers/server-counts.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The booking service; undefined when booking is off or has no database. */
    booking: BookingService | undefined;
  }
}

export interface BookingOptions {
  /** The embedded database's folder (DATA_DIR); ignored when databaseUrl is set. */
  dataDir?: string;
  /** postgres://… (DATABASE_URL): several instances share one book. */
  databaseUrl?: string;
  /** An open database (tests that share one between apps); the app leaves it open. */
  database?: Db;
  /** smtp://… (SMTP_URL): without it no email is sent. */
  smtpUrl?: string;
  /** Who is told of new and cancelled bookings (NOTIFY_EMAIL); default the shop's email. */
  notifyEmail?: string;
  /** BOOKING_WEBHOOK_URL and BOOKING_WEBHOOK_SECRET. */
  webhook?: { url: string; secret: string };
  /** The SMS_* variables: without them no text is sent (said once at start). */
  sms?: SmsProviderConfig;
  /** LINK_KEY's bytes, and SESSION_KEY: the private links' seal's key comes from these (api/outbox/seal.ts). */
  linkKey?: Buffer;
  sessionKey?: string;
  /** POST /api/bookings per client address per minute (BOOKING_RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute?: number;
  /** The limits on online bookings, over site/_data/booking.ts's (tests, and BOOKING_ONLINE_LIMIT_PER_CLIENT). */
  onlineLimits?: Partial<BookingRules["onlineLimits"]>;
  /** The outbox's clock for what is due (tests that let days pass); default the real one. */
  outboxClock?: () => number;
  /** How often the outbox looks for notices due again (tests shorten it). */
  outboxPollMs?: number;
  /** The outbox's backoff after a failed try (tests shorten it); default 30 s doubling to 1 h. */
  outboxBackoff?: { firstMs: number; maxMs: number };
  /** Retention sweep interval; default hourly. */
  purgeEveryMs?: number;
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
      text: texts ? (notice: Parameters<typeof noticeText>[0]) => noticeText(notice, outbox.seal) : undefined,
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
  opts: { booking?: BookingOptions; corsOrigins: CorsOrigins; now: () => Date },
) {
  const service = app.booking;
  const pages = createBookPages({ service: () => service, now: opts.now });
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
    await app.register(changeTimeRoutes, { service: () => service, now: opts.now });
    if (service.reviews) await app.register(reviewRoutes, { reviews: service.reviews, now: opts.now });
  }
}
