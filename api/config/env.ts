// The environment's schema: every variable the server reads, its form and its default, checked in
// one go so each bad variable is named with the form it expects (loadConfig in ../config.ts).
import { z } from "zod";
import { business } from "#shop/facts.ts";
import { parseLinkKey } from "../outbox/seal.ts";
import { OwnerEnvShape, ownerEnvIssues } from "../owner/env.ts";
import { parseCorsOrigins } from "./cors.ts";
import { parseTrustProxy } from "./proxy.ts";

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** Turns a thrown message into a zod issue, so every bad variable is reported in one go. */
const parsedWith = <T>(parse: (value: string) => T) =>
  z.string().transform((value, ctx) => {
    try {
      return parse(value.trim());
    } catch (error) {
      ctx.addIssue({ code: "custom", message: error instanceof Error ? error.message : String(error) });
      return z.NEVER;
    }
  });

const intFrom = (min: number, max: number, example: string) =>
  parsedWith((value) => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < min || n > max)
      throw new Error(
        `"${value}" is not a whole number from ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")} (for example ${example})`,
      );
    return n;
  });

function parseRedisUrl(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // reported below
  }
  if (!url || !/^rediss?:$/.test(url.protocol) || !url.hostname)
    throw new Error(
      `"${value}" is not a Redis URL; expected redis://host:6379 (or rediss:// for TLS, with user:password@ and /db if needed)`,
    );
  return value;
}

/** The key space of this site in a shared Redis: REDIS_PREFIX, else the public host (SITE_URL). */
export const defaultRedisPrefix = () => `${new URL(business.siteUrl).host}:`;

export const EnvSchema = z
  .object({
    PORT: intFrom(0, 65535, "8080").default(8080),
    HOST: z
      .string()
      .trim()
      .min(1, "must be an address to listen on, such as localhost or 0.0.0.0")
      .default("localhost"),
    DIST_DIR: z.string().trim().min(1, "must be the path of the built site, such as dist").optional(),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
        error: "must be one of fatal, error, warn, info, debug, trace, silent",
      })
      .default("info"),
    CHAT_RATE_LIMIT_PER_MINUTE: intFrom(1, 10_000_000, "20").default(20),
    CORS_ORIGINS: parsedWith(parseCorsOrigins).default("*"),
    TRUST_PROXY: parsedWith(parseTrustProxy).default(false),
    REDIS_URL: parsedWith(parseRedisUrl).optional(),
    REDIS_PREFIX: z
      .string()
      .trim()
      .regex(/^[\w.:-]{1,100}$/, "must be 1 to 100 letters, digits or . : _ -, such as repair-macon:")
      .optional(),
    REQUEST_TIMEOUT_MS: intFrom(1000, 600_000, "30000").default(DEFAULT_REQUEST_TIMEOUT_MS),
    SHUTDOWN_TIMEOUT_MS: intFrom(0, 600_000, "10000").default(10_000),
    LLM_BASE_URL: z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://api.openai.com/v1" })
      .optional(),
    LLM_API_KEY: z.string().trim().min(1, "must not be empty (leave it unset for a provider without a key)").optional(),
    LLM_MODEL: z.string().trim().min(1, "must be a model name such as gpt-4o-mini").default("gpt-4o-mini"),
    LLM_TIMEOUT_MS: intFrom(100, 60_000, "8000").default(8000),
    DATA_DIR: z.string().trim().min(1, "must be a folder for the embedded database, such as data").default("data"),
    DATABASE_URL: z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\/\S+$/, "must be a PostgreSQL URL such as postgres://user:password@host:5432/repair")
      .optional(),
    SMTP_URL: z
      .url({
        protocol: /^smtps?$/,
        error: "must be an SMTP URL such as smtp://user:password@smtp.example.com:587 (or smtps:// for TLS)",
      })
      .optional(),
    NOTIFY_EMAIL: z.email("must be an email address such as owner@example.com").optional(),
    BOOKING_WEBHOOK_URL: z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL that receives the booking notices" })
      .optional(),
    BOOKING_WEBHOOK_SECRET: z
      .string()
      .min(16, "must be at least 16 characters (the key of the HMAC-SHA256 signature)")
      .optional(),
    BOOKING_RATE_LIMIT_PER_MINUTE: intFrom(1, 10_000_000, "10").default(10),
    // Texts (api/sms/): any provider that speaks Twilio's Messages API; without them no text is sent.
    SMS_API_URL: z
      .url({ protocol: /^https?$/, error: "must be the provider's API address, such as https://api.twilio.com" })
      .default("https://api.twilio.com"),
    SMS_ACCOUNT_SID: z
      .string()
      .trim()
      .regex(/^[\w-]{8,64}$/, "must be the provider's account id, such as AC followed by 32 letters and digits")
      .optional(),
    SMS_AUTH_TOKEN: z
      .string()
      .trim()
      .min(16, "must be the provider's auth token (at least 16 characters): it signs and checks every request")
      .optional(),
    SMS_FROM: z
      .string()
      .trim()
      .regex(/^\+[1-9]\d{7,14}$/, "must be the shop's texting number in E.164, such as +14785550142")
      .optional(),
    // The private links' seal (api/outbox/seal.ts): without it, derived from SESSION_KEY or SMS_AUTH_TOKEN.
    LINK_KEY: parsedWith(parseLinkKey).optional(),
    // Over site/_data/booking.ts's onlineLimits: for the end-to-end tests and benchmarks, whose every
    // booking comes from one address.
    BOOKING_ONLINE_PER_CLIENT_PER_DAY: intFrom(1, 10_000_000, "4").optional(),
    BOOKING_ONLINE_PER_DAY: intFrom(1, 10_000_000, "60").optional(),
    ...OwnerEnvShape,
  })
  .superRefine((env, ctx) => {
    for (const issue of ownerEnvIssues(env))
      ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
    const sms = [env.SMS_ACCOUNT_SID, env.SMS_AUTH_TOKEN, env.SMS_FROM];
    if (sms.some(Boolean) && !sms.every(Boolean))
      for (const [name, value] of Object.entries({
        SMS_ACCOUNT_SID: env.SMS_ACCOUNT_SID,
        SMS_AUTH_TOKEN: env.SMS_AUTH_TOKEN,
        SMS_FROM: env.SMS_FROM,
      }))
        if (!value)
          ctx.addIssue({
            code: "custom",
            path: [name],
            message:
              "must be set with the other SMS_ variables (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM), or none of them",
          });
    if (env.BOOKING_WEBHOOK_URL && !env.BOOKING_WEBHOOK_SECRET)
      ctx.addIssue({
        code: "custom",
        path: ["BOOKING_WEBHOOK_SECRET"],
        message: "must be set with BOOKING_WEBHOOK_URL: the receiver checks the signature with it",
      });
  });
