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
import type { BookingOptions, CorsOrigins } from "../config.ts";
import { DAY_MS } from "#shop/clock.ts";
import { sweepEvery } from "../sweep.ts";
import { createJourneyNotices } from "./journey-notices.ts";
import { createNotifier } from "./notices.ts";
import { startOutbox } from "./outbox.ts";
import { changeTimeRoutes } from "./change-pages.ts";
import { bookPageRoutes, createBookPages } from "./pages.ts";
import { createReviewAsks, reviewRoutes } from "./review-ask.ts";
import { createLinkSeal, linkKeyOf } from "./sealed-link.ts";
import { BOOKING_BODY_LIMIT, bookingRoutes } from "./routes.ts";
import { createBookingService, type BookingService } from "./service.ts";
import { createBookingStore } from "./store.ts";
import { createTexts, type Texts } from "../sms/texts.ts";
import { countBooking } from "../numbers/server-counts.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The booking service; undefined when booking is off or has no database. */
    booking: BookingService | undefined;
    /** Texts to visitors and their replies; undefined without the SMS_* variables (or without booking). */
    texts: Texts | undefined;
  }
}

export const bookingService = fp(
  async (app: FastifyInstance, opts: { booking?: BookingOptions; now: () => Date }) => {
    const o = opts.booking ?? {};
    if (!booking.enabled || !app.db) {
      app.decorate("booking", undefined);
      app.decorate("texts", undefined);
      return;
    }
    const store = createBookingStore(app.db);
    const linkKey = linkKeyOf({ linkKey: o.linkKey, sessionKey: o.sessionKey, smsAuthToken: o.sms?.authToken });
    if (linkKey.source === "memory")
      app.log.info(
        { outbox: "links" },
        "LINK_KEY, SESSION_KEY and SMS_AUTH_TOKEN are not set: a notice written before a restart goes without its private link",
      );
    const link = createLinkSeal(linkKey.key);
    // The outbox's kick, once it runs: texts write into the outbox too (a fallback email, an answer).
    let kick = () => {};
    const texts = o.sms
      ? createTexts({
          db: app.db,
          books: store,
          provider: o.sms,
          seal: link,
          kick: () => kick(),
          now: () => opts.now().getTime(),
        })
      : undefined;
    if (!texts)
      app.log.info({ outbox: "sms" }, "SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM are not set: no texts are sent");
    const outbox = startOutbox({
      sendSms: texts?.send,
      openLink: link.open,
      store,
      smtpUrl: o.smtpUrl,
      notifyEmail: o.notifyEmail ?? business.email,
      webhook: o.webhook,
      log: app.log,
      pollMs: o.outboxPollMs,
      backoff: o.outboxBackoff,
      now: o.outboxClock,
    });
    kick = outbox.kick;
    app.addHook("preClose", async () => outbox.stop());
    const channels = {
      email: o.smtpUrl ? { notifyEmail: o.notifyEmail ?? business.email } : undefined,
      webhook: o.webhook !== undefined,
      seal: link.seal,
      text: texts?.notice,
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
    app.decorate("texts", texts);

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
  if (booking.enabled && service !== undefined) {
    await app.register(changeTimeRoutes, { service: () => service, now: opts.now });
    if (service.reviews) await app.register(reviewRoutes, { reviews: service.reviews, now: opts.now });
  }
}
