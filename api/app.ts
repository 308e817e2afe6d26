// The Fastify app, built by a factory so tests can use inject() and a real listening server alike.
// One process serves the built site (dist/) and the chat API.
import path from "node:path";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from "fastify";
import { createAssistant } from "./bot/assistant.ts";
import { chatRoutes } from "./chat-route.ts";
import { DEFAULT_DIST, type AppOptions } from "./config.ts";
import { errorHandler } from "./errors.ts";
import { registerStaticHost } from "./static-host.ts";

export type { AppOptions } from "./config.ts";

/** Above this many distinct inline styles, hashes would bloat every header: fall back to 'unsafe-inline'. */
const MAX_STYLE_HASHES = 40;

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

  // The Content-Security-Policy (sent by helmet, registered before any route so it covers every
  // response). style-src lists the sha256 of each inline <style> (and style attribute) of the built
  // pages, read from dist/ at start-up, so no 'unsafe-inline' is needed. JSON-LD blocks are data, not
  // scripts, and need nothing.
  let host: Awaited<ReturnType<typeof registerStaticHost>> | undefined;
  const styleSrc = () => {
    const { elements, attributes } = host?.styleSources() ?? { elements: [], attributes: [] };
    if (elements.length + attributes.length > MAX_STYLE_HASHES) return "'unsafe-inline'";
    const sources = [...elements];
    if (attributes.length > 0) sources.push("'unsafe-hashes'", ...attributes);
    return sources.join(" ");
  };
  const directives: Record<string, (string | (() => string))[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", () => styleSrc()],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    // Only the click-to-load Google map; nothing is framed until the visitor asks for the map.
    "frame-src": ["https://www.google.com"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  };
  /** The same policy as a header value, for the one response path that runs before any hook. */
  const cspHeader = () =>
    Object.entries(directives)
      .map(([name, values]) => `${name} ${values.map((v) => (typeof v === "function" ? v() : v)).join(" ")}`.trim())
      .join(";");

  const app = Fastify({
    logger:
      options.logger === undefined || options.logger === false
        ? false
        : options.logger === true
          ? { level: "info" }
          : { level: options.logger.level },
    // No per-request access lines: the chat route logs what matters (intent, model, latency), and the
    // static files would drown it.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 16 * 1024,
    requestTimeout: 30_000,
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

  const assistant = createAssistant({ llm: options.llm, now: options.now, log: app.log });

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });

  await app.register(rateLimit, { global: false });

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
        .send({ error: "not_found", message: "There is no API endpoint at this address. The chat is POST /api/troubleshooting-bot." });
    }
    return reply
      .code(404)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(await notFoundPage());
  });

  app.get("/healthz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok", uptimeSeconds: Math.round(process.uptime()) };
  });

  await app.register(chatRoutes, {
    prefix: "/api",
    assistant,
    rateLimitPerMinute: options.rateLimitPerMinute ?? 20,
    corsOrigins: options.corsOrigins ?? "*",
  });

  if (extend) await app.register(extend);

  host = await registerStaticHost(app, root);
  notFoundPage = host.notFoundPage;

  await app.ready();
  return app;
}
