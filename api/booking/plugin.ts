// Booking, in the app's two layers. bookingService decorates app.booking: the booking book over
// app.db, the outbox that sends the notices, the service the API, the assistant and the owner's desk
// use, and the retention sweep. bookingRoutesAndPages then serves the API under /api and the pages under
// /book/ over it. Without a database (no DATA_DIR or DATABASE_URL given: the unit tests' apps) app.booking
// is undefined, the API answers 503 and /book/ stays the built page; with booking switched off in
// site/_data/booking.ts, the API answers 404.
import formbody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { availability, booking, business } from "#shop/facts.ts";
import type { BookingRules } from "#shop/content-schemas.ts";
import type { CorsOrigins } from "../config.ts";
import type { Db } from "../database.ts";
import { DAY_MS } from "#shop/clock.ts";
import { sweepEvery } from "../sweep.ts";
import { createNotifier } from "./notices.ts";
import { startOutbox } from "./outbox.ts";
import { bookPageRoutes, createBookPages } from "./pages.ts";
import { createLinkSeal } from "./sealed-link.ts";
import { BOOKING_BODY_LIMIT, bookingRoutes } from "./routes.ts";
import { createBookingService, type BookingService } from "./service.ts";
import { createBookingStore } from "./store.ts";
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
  /** POST /api/bookings per client address per minute (BOOKING_RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute?: number;
  /** The limits on online bookings, over site/_data/booking.ts's (tests, and BOOKING_ONLINE_LIMIT_PER_CLIENT). */
  onlineLimits?: Partial<BookingRules["onlineLimits"]>;
  /** How often the outbox looks for notices due again (tests shorten it). */
  outboxPollMs?: number;
  /** Retention sweep interval; default hourly. */
  purgeEveryMs?: number;
}

export const bookingService = fp(
  async (app: FastifyInstance, opts: { booking?: BookingOptions; now: () => Date }) => {
    const o = opts.booking ?? {};
    if (!booking.enabled || !app.db) {
      app.decorate("booking", undefined);
      return;
    }
    const store = createBookingStore(app.db);
    const link = createLinkSeal();
    const outbox = startOutbox({
      openLink: link.open,
      store,
      smtpUrl: o.smtpUrl,
      notifyEmail: o.notifyEmail ?? business.email,
      webhook: o.webhook,
      log: app.log,
      pollMs: o.outboxPollMs,
    });
    app.addHook("preClose", async () => outbox.stop());
    const notifier = createNotifier({
      email: o.smtpUrl ? { notifyEmail: o.notifyEmail ?? business.email } : undefined,
      webhook: o.webhook !== undefined,
      seal: link.seal,
      kick: outbox.kick,
    });
    const rules = { ...booking, onlineLimits: { ...booking.onlineLimits, ...o.onlineLimits } };
    const service = createBookingService({
      store,
      availability,
      rules,
      now: opts.now,
      notifier,
      onBooked: countBooking(app),
    });
    app.decorate("booking", service);

    // Retention: a booking's personal data goes retentionDays after its slot.
    await sweepEvery(
      app,
      "old bookings",
      () => store.purge(opts.now().getTime() - booking.retentionDays * DAY_MS),
      o.purgeEveryMs,
    );
  },
  { name: "booking", dependencies: ["database"] },
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
}
