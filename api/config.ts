// Everything the server reads from the environment, parsed and checked in one place, so a typo in
// an env var stops the start-up with a message naming the variable and the form it expects, instead
// of surfacing as odd behaviour later. The pieces live in config/: the schema (env.ts), CORS_ORIGINS
// (cors.ts), TRUST_PROXY (proxy.ts) and the options' types (options.ts); the API takes them from here.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ownerOptionsFromEnv } from "./owner/env.ts";
import { defaultRedisPrefix, EnvSchema } from "./config/env.ts";
import type { ServerConfig } from "./config/options.ts";

export type {
  AppOptions,
  BookingOptions,
  CorsOrigins,
  LlmOptions,
  RedisOptions,
  ServerConfig,
  TrustProxy,
} from "./config/options.ts";
export { parseCorsOrigins } from "./config/cors.ts";
export { checkTrustProxyList, WIDEST_PUBLIC_PROXY_RANGE } from "./config/proxy.ts";
export { DEFAULT_REQUEST_TIMEOUT_MS, defaultRedisPrefix } from "./config/env.ts";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_DIST = path.join(REPO_ROOT, "dist");

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty variable (REDIS_URL= in a compose file) means unset.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""));
  const parsed = EnvSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    app: {
      root: e.DIST_DIR ? path.resolve(e.DIST_DIR) : DEFAULT_DIST,
      rateLimitPerMinute: e.CHAT_RATE_LIMIT_PER_MINUTE,
      corsOrigins: e.CORS_ORIGINS,
      trustProxy: e.TRUST_PROXY,
      redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX ?? defaultRedisPrefix() } : undefined,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      logger: { level: e.LOG_LEVEL },
      owner: ownerOptionsFromEnv(e),
      booking: {
        dataDir: path.resolve(e.DATA_DIR),
        databaseUrl: e.DATABASE_URL,
        smtpUrl: e.SMTP_URL,
        notifyEmail: e.NOTIFY_EMAIL,
        webhook: e.BOOKING_WEBHOOK_URL ? { url: e.BOOKING_WEBHOOK_URL, secret: e.BOOKING_WEBHOOK_SECRET! } : undefined,
        rateLimitPerMinute: e.BOOKING_RATE_LIMIT_PER_MINUTE,
        sms:
          e.SMS_ACCOUNT_SID && e.SMS_AUTH_TOKEN && e.SMS_FROM
            ? { apiUrl: e.SMS_API_URL, accountSid: e.SMS_ACCOUNT_SID, authToken: e.SMS_AUTH_TOKEN, from: e.SMS_FROM }
            : undefined,
        linkKey: e.LINK_KEY,
        sessionKey: e.SESSION_KEY,
        onlineLimits: {
          ...(e.BOOKING_ONLINE_PER_CLIENT_PER_DAY ? { perClientPerDay: e.BOOKING_ONLINE_PER_CLIENT_PER_DAY } : {}),
          ...(e.BOOKING_ONLINE_PER_DAY ? { perDay: e.BOOKING_ONLINE_PER_DAY } : {}),
        },
      },
      llm: e.LLM_BASE_URL
        ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS }
        : undefined,
    },
  };
}
