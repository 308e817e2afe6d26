// The Redis connection behind the shared chat limit (@fastify/rate-limit's own redis store runs its
// Lua script on it). Tuned so Redis going away never slows or breaks the chat: a command fails at
// once while disconnected (no offline queue) or after COMMAND_TIMEOUT_MS if Redis hangs, the rate
// limiter then skips the limit (skipOnError), and ioredis keeps reconnecting in the background.
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { RedisOptions } from "./config.ts";

const COMMAND_TIMEOUT_MS = 500;
const MAX_RECONNECT_DELAY_MS = 2000;

export type StoreHealth = "ok" | "down";

export interface RateLimitStore {
  client: Redis;
  /** "ok" when Redis answers a PING now, else "down". */
  health(): Promise<StoreHealth>;
  close(): void;
}

export function connectRateLimitStore(options: RedisOptions, log: FastifyBaseLogger): RateLimitStore {
  const client = new Redis(options.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });
  // One line per change of state, not one per reconnection attempt.
  let up: boolean | undefined;
  client.on("ready", () => {
    if (up !== true) log.info({ store: "redis" }, "rate-limit store connected: the chat limit is shared");
    up = true;
  });
  client.on("error", (error: Error) => {
    if (up !== false)
      log.warn(
        { store: "redis", reason: error.message },
        "rate-limit store unreachable: the chat answers without a limit until it is back",
      );
    up = false;
  });
  return {
    client,
    async health() {
      if (client.status !== "ready") return "down";
      try {
        return (await client.ping()) === "PONG" ? "ok" : "down";
      } catch {
        return "down";
      }
    },
    close() {
      client.disconnect();
    },
  };
}
