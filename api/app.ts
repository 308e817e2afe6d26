// The Fastify app, built by a factory so tests can use inject() and a real listening server alike.
// One process serves the built site (dist/), the chat API, bookings and the owner's desk, in layers:
//   1. the instance: connection limits, one error handler, one not-found answer;
//   2. plugins around every route (plugins/): security headers, rate limits, graceful close;
//   3. the services, each a decorator the next ones and the routes read: app.db (plugins/database.ts),
//      app.outbox (outbox/plugin.ts), app.texts (sms/plugin.ts), app.numbers (numbers/plugin.ts),
//      app.booking (booking/plugin.ts), app.assistant and app.unanswered (chat/plugin.ts);
//   4. the routes: /healthz, the chat, the numbers' hits, booking, the owner's desk, then the static site.
import path from "node:path";
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from "fastify";
import { chat, numbers } from "#shop/owner-data.ts";
import { booking as bookingRules, business } from "#shop/facts.ts";
import { BODY_LIMIT_BYTES, CHAT_ENDPOINT } from "#shop/chat-contract.ts";
import { bookingRoutesAndPages, bookingService } from "./booking/plugin.ts";
import { chatServices } from "./chat/plugin.ts";
import { checkinService } from "./checkin/plugin.ts";
import { checkinVisitorRoutes } from "./checkin/routes.ts";
import { trackerPart } from "./checkin/TrackerSection.tsx";
import { chatRoutes } from "./chat/route.ts";
import { DEFAULT_DIST, type AppOptions } from "./config.ts";
import { connectionOptions } from "./connection-options.ts";
import { errorHandler } from "./errors.ts";
import { numbersService } from "./numbers/plugin.ts";
import { outboxService } from "./outbox/plugin.ts";
import { hitRoute } from "./numbers/route.ts";
import { registerOwnerDesk } from "./owner/index.ts";
import { database } from "./plugins/database.ts";
import { gracefulClose } from "./plugins/graceful-close.ts";
import { rateLimits } from "./plugins/rate-limit.ts";
import { securityHeaders } from "./plugins/security-headers.ts";
import { smsService } from "./sms/plugin.ts";
import { smsRoutes } from "./sms/routes.ts";
import { staticSite } from "./plugins/static-site.ts";
import { builtCssOf } from "./static-host.ts";

export type { AppOptions } from "./config.ts";

/** How long one plugin may take to register: a busy machine's slow start, not a hang (see buildApp). */
const PLUGIN_TIMEOUT_MS = 120_000;

const API_NOT_FOUND = {
  error: "not_found",
  message: `There is no API endpoint at this address. The chat is POST ${CHAT_ENDPOINT}.`,
};

/**
 * `extend` registers extra routes before the static host's catch-all and before the app is ready
 * (Fastify takes no routes after that): `npm run dev` adds its live-reload channel this way.
 */
export async function buildApp(
  options: AppOptions = {},
  extend?: (app: FastifyInstance) => Promise<void>,
): Promise<FastifyInstance> {
  const root = path.resolve(options.root ?? DEFAULT_DIST);
  const now = options.now ?? (() => new Date());
  const corsOrigins = options.corsOrigins ?? "*";

  const app = Fastify({
    logger:
      options.logger === undefined || options.logger === false
        ? false
        : options.logger === true
          ? { level: "info" }
          : { level: options.logger.level, ...(options.logger.stream ? { stream: options.logger.stream } : {}) },
    // No per-request access lines: the chat route logs what matters (intent, model, latency), and the
    // static files would drown it.
    logController: new LogController({ disableRequestLogging: true }),
    // The largest body any route takes: the chat's (routes with less set their own).
    bodyLimit: BODY_LIMIT_BYTES,
    // TRUST_PROXY, the timeouts that hold against slow clients, JSON for malformed HTTP.
    ...connectionOptions(options),
    return503OnClosing: true,
    // Fastify stops the start when one plugin takes longer than this (10 s by default): a guard against a
    // plugin that never resolves. Ours spend seconds of CPU as they register (the assistant learns its
    // examples, the migrations run); a busy machine stretches that past 10 s, and the guard fires once the
    // plugin then waits on the event loop (a PostgreSQL query, SQLite's grouped commit: db/sqlite-commits.ts)
    // on a start that was only slow ("Plugin did not start in time: 'chat'", exit 1). What can hang has a
    // limit of its own (PostgreSQL's connection, SQLite's busy timeout); a plugin's bug still stops the start.
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    // Malformed percent-encodings never reach a route, nor any hook: they are unknown pages, with the
    // headers the security plugin would have sent.
    frameworkErrors: (_error, request, rawReply) => {
      const reply = (rawReply as unknown as FastifyReply)
        .header("content-security-policy", app.cspHeader())
        .header("x-content-type-options", "nosniff")
        .header("x-frame-options", "SAMEORIGIN");
      if ((request.raw.url ?? "").startsWith("/api/")) {
        void reply.code(404).send({ error: "not_found", message: "There is no API endpoint at this address." });
        return;
      }
      void app
        .notFoundPage(request.raw.url)
        .then((html) =>
          reply.code(404).header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html),
        );
    },
  });

  // 1. One error handler and one not-found answer for the whole app (JSON under /api, the 404 page elsewhere).
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.raw.url ?? "/";
    if (url === "/api" || url.startsWith("/api/") || url.startsWith("/api?"))
      return reply.code(404).header("cache-control", "no-store").send(API_NOT_FOUND);
    return reply
      .code(404)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(await app.notFoundPage(url));
  });

  // 2. Around every route.
  await app.register(securityHeaders, { root });
  await app.register(rateLimits, { redis: options.redis });
  await app.register(gracefulClose);

  // 3. The services. The database opens when a store will use it: booking, or the chat's recording.
  await app.register(database, {
    dataDir: options.booking?.dataDir,
    databaseUrl: options.booking?.databaseUrl,
    database: options.booking?.database,
    needed: bookingRules.enabled || chat.recordUnanswered || numbers.enabled,
  });
  const booking = options.booking;
  await app.register(outboxService, {
    needed: bookingRules.enabled,
    smtpUrl: booking?.smtpUrl,
    notifyEmail: booking?.notifyEmail,
    webhook: booking?.webhook,
    linkKey: booking?.linkKey,
    sessionKey: booking?.sessionKey,
    smsAuthToken: booking?.sms?.authToken,
    clock: booking?.outboxClock,
    pollMs: booking?.outboxPollMs,
    backoff: booking?.outboxBackoff,
  });
  await app.register(smsService, { sms: booking?.sms, now });
  await app.register(numbersService, { now });
  await app.register(bookingService, { booking, now });
  await app.register(checkinService);
  await app.register(chatServices, { llm: options.llm, now });

  // 4. The routes.
  app.get("/healthz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    // "ok" while this instance serves; store: "none" (limit in this process), "ok" or "down" (Redis).
    return { status: "ok", store: await app.rateLimitHealth(), uptimeSeconds: Math.round(process.uptime()) };
  });
  await app.register(chatRoutes, {
    prefix: "/api",
    rateLimitPerMinute: options.rateLimitPerMinute ?? 20,
    corsOrigins,
  });
  await app.register(hitRoute, { prefix: "/api", numbers: app.numbers, rateLimitPerMinute: 120 });
  // The server's own pages inline the CSS the build wrote beside its pages: no bundler runs here.
  const css = builtCssOf(root, app.log);
  await css();
  // The tracker shows the check-in (condition, photos, terms) below the journey.
  const trackerExtra = app.checkin && trackerPart(app.checkin, bookingRules);
  await app.register(bookingRoutesAndPages, { booking: options.booking, corsOrigins, now, css, trackerExtra });
  if (app.checkin && app.booking)
    await app.register(checkinVisitorRoutes, { checkin: app.checkin, booking: app.booking, now, css });
  // The SMS provider's delivery reports and inbound texts, when texts are set up.
  if (app.texts) await app.register(smsRoutes, { texts: app.texts });
  // The owner's desk, when the server was given its settings (loadConfig always gives them, unset or not).
  if (options.owner)
    await registerOwnerDesk(app, {
      ...options.owner,
      service: app.booking,
      alertEmail: options.booking?.smtpUrl ? (options.booking.notifyEmail ?? business.email) : undefined,
      unanswered: app.unanswered,
      texts: app.texts,
      numbers: app.numbers,
      redis: options.redis,
      now,
    });
  if (extend) await app.register(extend);
  await app.register(staticSite, { root });

  await app.ready();
  return app;
}
