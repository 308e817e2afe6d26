// The options the app is made with (createApp) and the server's own, as loadConfig (../config.ts)
// builds them from the environment, or a test writes them. Types only, so every feature can take its
// part of them without importing another feature: booking's options live here, not in its plugin.
import type { BookingRules } from "#shop/content-schemas.ts";
import type { Db } from "../db/database.ts";
import type { SmsProviderConfig } from "../sms/provider.ts";

export interface LlmOptions {
  /** Base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1 (the path /chat/completions is appended). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Abort the provider call after this many milliseconds and answer with the local engine. */
  timeoutMs: number;
}

/** Who may call the API from a browser: any origin, or exact origins and wildcard-subdomain patterns. */
export type CorsOrigins = "*" | (string | RegExp)[];

/**
 * How X-Forwarded-For is read: not at all (false), the number of proxies in front of the server
 * (the client is that many entries from the right), or the proxies' addresses / CIDR ranges.
 */
export type TrustProxy = false | number | string[];

export interface RedisOptions {
  /** redis:// or rediss:// URL of the store every instance shares. */
  url: string;
  /** Prefix of every key this site writes, so several sites can share one Redis. */
  prefix: string;
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

export interface AppOptions {
  /** The built site to serve. Default: dist/ at the repository root. */
  root?: string;
  /** Chat messages allowed per client per minute. */
  rateLimitPerMinute?: number;
  /** Origins allowed to call the API from a browser; `"*"` (the default) is any origin, without credentials. */
  corsOrigins?: CorsOrigins;
  /** How to read the client's address behind proxies. Default: not at all (the socket's address). */
  trustProxy?: TrustProxy;
  /** Share the chat rate limit through Redis; without it each instance limits alone. */
  redis?: RedisOptions;
  /** A request whose headers and body have not all arrived after this many ms is cut with 408. */
  requestTimeoutMs?: number;
  /** Fastify's pino logger options, or false for none (tests); `stream` receives the JSON lines (tests read them). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Optional LLM provider; the local engine answers when it is absent or fails. */
  llm?: LlmOptions;
  /** The clock the assistant and booking use for "now" (tests pin it). */
  now?: () => Date;
  /** Online booking's database, notices and limit; without a store the booking API answers 503. */
  booking?: BookingOptions;
  /** The owner's desk: OWNER_PASSWORD_HASH and SESSION_KEY; without them /owner/ opens nothing. */
  owner?: { passwordHash?: string; sessionKey?: string };
}

export interface ServerConfig {
  port: number;
  host: string;
  shutdownTimeoutMs: number;
  app: AppOptions;
}
