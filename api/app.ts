// The Fastify app, built by a factory so tests can use inject() and a real listening server alike.
// One process serves the built site (dist/) and the chat API.
import path from "node:path";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from "fastify";
import { createAssistant } from "./bot/assistant.ts";
import { connectionOptions } from "./connection-options.ts";
import { connectRateLimitStore } from "./rate-limit-store.ts";
import { registerBooking } from "./booking/plugin.ts";
import type { BookingService } from "./booking/service.ts";
import { ownerUnansweredRecorder, registerOwnerDesk } from "./owner/index.ts";
import { chatRoutes } from "./chat-route.ts";
import { BODY_LIMIT_BYTES, CHAT_ENDPOINT } from "#shop/chat-contract.ts";
import { DEFAULT_DIST, type AppOptions } from "./config.ts";
import { errorHandler } from "./errors.ts";
import { cspHeaderValue, helmetOptions } from "./site-headers.ts";
import { builtCspOf, registerStaticHost } from "./static-host.ts";

export type { AppOptions } from "./config.ts";

/**
 * `extend` registers extra routes before the static host's catch-all and before the app is ready
 * (Fastify takes no routes after that): `npm run dev` adds its live-reload channel this way.
 */
export async function buildApp(
  options: AppOptions = {},
  extend?: (app: FastifyInstance) => Promise<void>,
): Promise<FastifyInstance> {
  const root = path.resolve(options.root ?? DEFAULT_DIST);
  let notFoundPage: () => Promise<string> = async () => "";

  // The security headers (api/site-headers.ts): a Content-Security-Policy whose style-src lists the
  // sha256 of each inline style of the built pages and whose connect-src lists the chat API's origin
  // when the pages call one elsewhere (CHAT_API_URL), both found at build (dist/.csp.json) and re-read
  // after a rebuild, so no 'unsafe-inline' is needed. This one runs before any hook.
  const cspHeader = () => cspHeaderValue(builtCsp.current());

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
    // Malformed percent-encodings never reach a route: they are unknown pages.
    frameworkErrors: (_error, request, rawReply) => {
      const reply = (rawReply as unknown as FastifyReply)
        .header("content-security-policy", cspHeader())
        .header("x-content-type-options", "nosniff")
        .header("x-frame-options", "SAMEORIGIN");
      if ((request.raw.url ?? "").startsWith("/api/")) {
        void reply.code(404).send({ error: "not_found", message: "There is no API endpoint at this address." });
        return;
      }
      void notFoundPage().then((html) =>
        reply.code(404).header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html),
      );
    },
  });

  const builtCsp = builtCspOf(root, app.log);
  await builtCsp.refresh();
  // The assistant offers free slots once booking is up (registered below, after the chat).
  let booking: BookingService | undefined;
  let recordUnanswered: ((message: string) => void) | undefined;
  const assistant = createAssistant({
    llm: options.llm,
    now: options.now,
    log: app.log,
    booking: () => booking && { nearest: booking.nearest, services: booking.rules.services },
  });

  // Before helmet's own hook, so a rebuild's new hashes are in the very next policy.
  app.addHook("onRequest", builtCsp.refresh);
  await app.register(helmet, helmetOptions(builtCsp.current));

  // The chat limit's counters: in this process, or in Redis shared by every instance. While Redis is
  // unreachable the limit is skipped (skipOnError) so the chat keeps answering; /healthz says so.
  const store = options.redis ? connectRateLimitStore(options.redis, app.log) : undefined;
  if (store) app.addHook("onClose", async () => store.close());
  await app.register(rateLimit, {
    global: false,
    ...(store ? { redis: store.client, nameSpace: `${options.redis!.prefix}chat-limit:`, skipOnError: true } : {}),
  });

  app.setErrorHandler(errorHandler);

  // Graceful shutdown: close() lets requests in flight finish; their keep-alive connections must not
  // hold the process open afterwards, so every response sent while closing says Connection: close.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.raw.url ?? "/";
    if (url === "/api" || url.startsWith("/api/") || url.startsWith("/api?")) {
      return reply
        .code(404)
        .header("cache-control", "no-store")
        .send({
          error: "not_found",
          message: `There is no API endpoint at this address. The chat is POST ${CHAT_ENDPOINT}.`,
        });
    }
    return reply
      .code(404)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(await notFoundPage());
  });

  app.get("/healthz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    // "ok" while this instance serves; store: "none" (limit in this process), "ok" or "down" (Redis).
    return { status: "ok", store: store ? await store.health() : "none", uptimeSeconds: Math.round(process.uptime()) };
  });

  await app.register(chatRoutes, {
    prefix: "/api",
    assistant,
    rateLimitPerMinute: options.rateLimitPerMinute ?? 20,
    corsOrigins: options.corsOrigins ?? "*",
    // What the assistant could not answer, for the owner's desk (once booking's store is open).
    onUnanswered: (message) => recordUnanswered?.(message),
  });

  booking = await registerBooking(app, {
    root,
    booking: options.booking,
    corsOrigins: options.corsOrigins ?? "*",
    now: options.now ?? (() => new Date()),
  });
  recordUnanswered = ownerUnansweredRecorder(booking, { now: options.now ?? (() => new Date()), log: app.log });
  // The owner's desk, when the server was given its settings (loadConfig always gives them, unset or not).
  if (options.owner)
    await registerOwnerDesk(app, {
      ...options.owner,
      service: booking,
      redis: options.redis,
      now: options.now ?? (() => new Date()),
    });

  if (extend) await app.register(extend);

  notFoundPage = (await registerStaticHost(app, root)).notFoundPage;

  await app.ready();
  return app;
}
