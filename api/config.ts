// Everything the server reads from the environment, parsed and checked in one place, so a typo in
// an env var stops the start-up with a message naming the variable and the form it expects, instead
// of surfacing as odd behaviour later.
import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ipaddr from "ipaddr.js";
import { parse as parseHost } from "tldts";
import { z } from "zod";
import { business } from "#shop/facts.ts";
import { escapeRegExp } from "#shop/plain-text.ts";
import type { BookingOptions } from "./booking/plugin.ts";
import { parseLinkKey } from "./outbox/seal.ts";
import { OwnerEnvShape, ownerEnvIssues, ownerOptionsFromEnv } from "./owner/env.ts";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_DIST = path.join(REPO_ROOT, "dist");

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

const ORIGIN_FORM =
  '"*" or a comma-separated list of origins such as https://partner.example or https://*.example.com (scheme and host, no path)';

/**
 * Parses CORS_ORIGINS: "*" (any origin) or a comma-separated list of origins such as
 * https://partner.example, where `https://*.example.com` stands for any subdomain of example.com at
 * any depth (not example.com itself): a Google Sites embed runs on a *.googleusercontent.com host.
 * A wildcard must sit under a registrable domain by the Public Suffix List (tldts, with its private
 * section): `https://*.co.uk` or `https://*.github.io` would let every stranger's site call the API.
 */
export function parseCorsOrigins(value: string): CorsOrigins {
  if (value === "" || value === "*") return "*";
  return value
    .split(",")
    .map((o) => o.trim().replace(/\/+$/, ""))
    .filter(Boolean)
    .map((o): string | RegExp => {
      if (o === "*") throw new Error(`"*" must stand alone; expected ${ORIGIN_FORM}`);
      if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(o))
        throw new Error(`"${o}" has no scheme: write it as https://${o.replace(/^\/+/, "")} (expected ${ORIGIN_FORM})`);
      const wildcard = /^(https?):\/\/\*\.(.+)$/i.exec(o);
      const exact = wildcard ? `${wildcard[1]!.toLowerCase()}://${wildcard[2]}` : o;
      let url: URL | undefined;
      try {
        url = new URL(exact);
      } catch {
        // reported below
      }
      if (!url || url.origin !== exact.toLowerCase() || exact.includes("*"))
        throw new Error(
          o.includes("*") && !wildcard
            ? `"${o}": a wildcard may only stand for the first labels of the host, as in https://*.example.com`
            : `"${o}" is not an origin; expected ${ORIGIN_FORM}`,
        );
      if (!wildcard) return url.origin;
      const host = parseHost(url.hostname, { allowPrivateDomains: true });
      if (host.isIp)
        throw new Error(`"${o}": a wildcard needs a domain name, not an IP address; expected ${ORIGIN_FORM}`);
      if (!host.domain)
        throw new Error(
          `"${o}" would allow every site under .${url.hostname}, a public suffix (Public Suffix List) under which sites of different owners live; name a domain of your own, as in https://*.example.com`,
        );
      const port = url.port ? `:${url.port}` : "";
      return new RegExp(
        `^${escapeRegExp(url.protocol)}//(?:[a-z0-9-]+\\.)+${escapeRegExp(url.hostname)}${escapeRegExp(port)}$`,
      );
    });
}

const TRUST_PROXY_FORM =
  'the number of proxies in front of the server ("1" behind one reverse proxy such as nginx) or their addresses and CIDR ranges such as "127.0.0.1,10.0.0.0/8"';
const PROXY_ADDR_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An address range: its address and prefix length, an IPv4-mapped IPv6 range read as the IPv4 one. */
interface IpRange {
  address: ipaddr.IPv4 | ipaddr.IPv6;
  bits: number;
}
const familyOf = (range: IpRange) => (range.address.kind() === "ipv4" ? 4 : 6);
const widthOf = (range: IpRange) => (familyOf(range) === 4 ? 32 : 128);

/** Ranges no client on the internet comes from: private, loopback, link-local, carrier-grade NAT. */
const NON_PUBLIC = [
  "10.0.0.0/8",
  "172.16.0.0/12",
  "192.168.0.0/16",
  "127.0.0.0/8",
  "169.254.0.0/16",
  "100.64.0.0/10",
  "::1/128",
  "fc00::/7",
  "fe80::/10",
].map((cidr) => ipaddr.parseCIDR(cidr));
/** Public unless the whole range lies inside one of NON_PUBLIC. */
const isPublic = ({ address, bits }: IpRange) =>
  !NON_PUBLIC.some(
    ([block, blockBits]) => block.kind() === address.kind() && bits >= blockBits && address.match(block, blockBits),
  );

/**
 * The widest public range a proxy network needs: CDNs publish theirs no wider than this (Cloudflare's
 * widest is an IPv4 /13 and an IPv6 /29, CloudFront's an IPv6 /28). Together, at most 16 of them.
 */
export const WIDEST_PUBLIC_PROXY_RANGE = { 4: 12, 6: 28 } as const;
const MAX_PUBLIC_ADDRESSES = {
  4: 16n << BigInt(32 - WIDEST_PUBLIC_PROXY_RANGE[4]),
  6: 16n << BigInt(128 - WIDEST_PUBLIC_PROXY_RANGE[6]),
};

/** An address, a CIDR range or an IPv4 netmask range, as a range; undefined when malformed. */
function parseRange(entry: string): IpRange | undefined {
  const [address = "", bits, ...rest] = entry.split("/");
  // node:net's isIP takes only the dotted-quad and standard IPv6 forms (ipaddr.js would also read
  // "1.2.3" or hex octets), and a zone (fe80::1%eth0) names an interface, not a range.
  const family = isIP(address);
  if (family === 0 || rest.length > 0 || address.includes("%")) return undefined;
  let prefix: number | null;
  if (bits === undefined) prefix = family === 4 ? 32 : 128;
  else if (/^\d{1,3}$/.test(bits)) prefix = Number(bits);
  // A netmask (10.0.0.0/255.0.0.0) must be contiguous ones, then zeros.
  else if (family === 4 && isIP(bits) === 4) prefix = ipaddr.IPv4.parse(bits).prefixLengthFromSubnetMask();
  else return undefined;
  if (prefix === null || prefix > (family === 4 ? 32 : 128)) return undefined;
  const parsed = ipaddr.parse(address);
  // An IPv4-mapped IPv6 range (::ffff:10.0.0.0/104) trusts those IPv4 clients: judge it as IPv4.
  if (parsed instanceof ipaddr.IPv6 && prefix >= 96 && parsed.isIPv4MappedAddress())
    return { address: parsed.toIPv4Address(), bits: prefix - 96 };
  return { address: parsed, bits: prefix };
}

/**
 * Checks a TRUST_PROXY address list, throwing one line that names what is wrong: a malformed entry,
 * a range that holds every address (any client could then write the X-Forwarded-For entry the rate
 * limit counts), a public range wider than any proxy network, or public ranges that add up to more.
 */
export function checkTrustProxyList(entries: readonly string[]): string[] {
  const publicTotal = { 4: 0n, 6: 0n };
  for (const entry of entries) {
    if (PROXY_ADDR_NAMES.has(entry)) continue;
    const range = parseRange(entry);
    if (!range) throw new Error(`"${entry}" is not an IP address or CIDR range; expected ${TRUST_PROXY_FORM}`);
    const family = familyOf(range);
    if (range.bits === 0)
      throw new Error(
        `"${entry}" trusts every IPv${family} address, so any client could choose the address the rate limit counts; expected ${TRUST_PROXY_FORM}`,
      );
    if (!isPublic(range)) continue;
    const widest = WIDEST_PUBLIC_PROXY_RANGE[family];
    if (range.bits < widest)
      throw new Error(
        `"${entry}" trusts public addresses far beyond a proxy network (wider than /${widest}), so a client in it could choose the address the rate limit counts; expected ${TRUST_PROXY_FORM}`,
      );
    publicTotal[family] += 1n << BigInt(widthOf(range) - range.bits);
    if (publicTotal[family] > MAX_PUBLIC_ADDRESSES[family])
      throw new Error(
        `together these ranges trust more public IPv${family} addresses than sixteen /${widest} proxy networks, so a client in them could choose the address the rate limit counts; expected ${TRUST_PROXY_FORM}`,
      );
  }
  return [...entries];
}

/** Parses TRUST_PROXY: off, a hop count, or an address list. `true` is refused (see the message). */
export function parseTrustProxy(value: string): TrustProxy {
  if (/^(false|no|0|)$/i.test(value)) return false;
  if (/^(true|yes)$/i.test(value))
    throw new Error(
      `"${value}" is refused: it trusts every X-Forwarded-For entry, and the left-most one is written by the client, ` +
        `so anyone could choose the address the rate limit counts. Give ${TRUST_PROXY_FORM}.`,
    );
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10)
      throw new Error(
        `${hops} proxies in front of the server is more than any real set-up; expected ${TRUST_PROXY_FORM}`,
      );
    return hops;
  }
  return checkTrustProxyList(
    value
      .split(",")
      .map((e) => e.trim())
      .filter(Boolean),
  );
}

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

const EnvSchema = z
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
    // The private links' seal (outbox/seal.ts): without it, derived from SESSION_KEY or SMS_AUTH_TOKEN.
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
