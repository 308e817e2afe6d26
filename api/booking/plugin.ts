// Booking, wired into the app: the store (opened here, closed with the app), the outbox that sends
// the notices, the booking service, the API under /api and the pages under /book/. Without a store
// (no DATA_DIR or DATABASE_URL given: the unit tests' apps) the API answers 503 and /book/ stays the
// built page; with booking switched off in site/_data/booking.ts, the API answers 404.
import formbody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";
import { availability, booking, business } from "#shop/facts.ts";
import type { CorsOrigins } from "../config.ts";
import { createNotifier } from "./notices.ts";
import { startOutbox } from "./outbox.ts";
import { bookPageRoutes, createBookPages } from "./pages.ts";
import { bookingRoutes } from "./routes.ts";
import { createBookingService, type BookingService } from "./service.ts";
import { openStore } from "./store.ts";
import type { BookingStore } from "./types.ts";

export interface BookingOptions {
  /** The embedded database's folder (DATA_DIR); ignored when databaseUrl is set. */
  dataDir?: string;
  /** postgres://… (DATABASE_URL): several instances share one book. */
  databaseUrl?: string;
  /** An open store (tests that share one between apps). */
  store?: BookingStore;
  /** smtp://… (SMTP_URL): without it no email is sent. */
  smtpUrl?: string;
  /** Who is told of new and cancelled bookings (NOTIFY_EMAIL); default the shop's email. */
  notifyEmail?: string;
  /** BOOKING_WEBHOOK_URL and BOOKING_WEBHOOK_SECRET. */
  webhook?: { url: string; secret: string };
  /** POST /api/bookings per client address per minute (BOOKING_RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute?: number;
  /** How often the outbox looks for notices due again (tests shorten it). */
  outboxPollMs?: number;
  /** Retention sweep interval; default hourly. */
  purgeEveryMs?: number;
}

export interface BookingPluginOptions {
  root: string;
  booking?: BookingOptions;
  corsOrigins: CorsOrigins;
  now: () => Date;
}

const DAY = 86_400_000;

/** Opens what booking needs and registers its routes; returns the service (the assistant and the owner's desk use it). */
export async function registerBooking(
  app: FastifyInstance,
  opts: BookingPluginOptions,
): Promise<BookingService | undefined> {
  const o = opts.booking;
  let service: BookingService | undefined;
  if (booking.enabled && o && (o.store || o.dataDir || o.databaseUrl)) {
    const store = o.store ?? (await openStore({ dataDir: o.dataDir, databaseUrl: o.databaseUrl, log: app.log }));
    if (!o.store) app.addHook("onClose", async () => store.close());
    const outbox = startOutbox({
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
      kick: outbox.kick,
    });
    service = createBookingService({ store, availability, rules: booking, now: opts.now, notifier });

    // Retention: a booking's personal data goes retentionDays after its slot; so do old unanswered questions.
    const purge = async () => {
      const at = opts.now().getTime();
      const removed = await store
        .purge(at - booking.retentionDays * DAY, at - booking.retentionDays * DAY)
        .catch((error: unknown) => {
          app.log.warn({ err: String(error) }, "retention sweep failed; trying again later");
          return 0;
        });
      if (removed > 0) app.log.info({ removed }, "retention: old bookings deleted");
    };
    await purge();
    const timer = setInterval(() => void purge(), o.purgeEveryMs ?? DAY / 24);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  }

  const pages = createBookPages({ service: () => service, now: opts.now });
  await app.register(async (scope) => {
    // The no-JavaScript forms post urlencoded fields: parsed here only, never for the chat.
    await scope.register(formbody, { bodyLimit: 8 * 1024 });
    await scope.register(bookingRoutes, {
      prefix: "/api",
      service,
      enabled: booking.enabled,
      pages,
      rateLimitPerMinute: o?.rateLimitPerMinute ?? 10,
      corsOrigins: opts.corsOrigins,
    });
    await scope.register(bookPageRoutes, {
      pages,
      service: () => service,
      enabled: booking.enabled && service !== undefined,
    });
  });
  return service;
}
