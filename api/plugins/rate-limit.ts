// @fastify/rate-limit, for the routes that set a limit of their own (the chat, bookings, the owner's
// sign-in). Its counters live in this process, or in Redis shared by every instance (REDIS_URL). While
// Redis is unreachable the limit is skipped (skipOnError) so the chat keeps answering, and
// app.rateLimitHealth() says so for /healthz.
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { RedisOptions } from "../config.ts";
import { connectRateLimitStore, type StoreHealth } from "../rate-limit-store.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** "none" (each instance limits alone), or whether the shared Redis answers now. */
    rateLimitHealth(): Promise<StoreHealth | "none">;
  }
}

export const rateLimits = fp(
  async (app: FastifyInstance, opts: { redis?: RedisOptions }) => {
    const store = opts.redis ? connectRateLimitStore(opts.redis, app.log) : undefined;
    if (store) app.addHook("onClose", async () => store.close());
    await app.register(rateLimit, {
      global: false,
      ...(store ? { redis: store.client, nameSpace: `${opts.redis!.prefix}chat-limit:`, skipOnError: true } : {}),
    });
    app.decorate("rateLimitHealth", async () => (store ? store.health() : "none"));
  },
  { name: "rate-limit" },
);
