// Everything the server reads from the environment, parsed and checked in one place, so a typo in
// an env var stops the start-up with a clear message instead of surfacing as odd behaviour later.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

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

export interface AppOptions {
  /** The built site to serve. Default: dist/ at the repository root. */
  root?: string;
  /** Chat messages allowed per client per minute. */
  rateLimitPerMinute?: number;
  /** Origins allowed to call the API from a browser; `"*"` (the default) is any origin, without credentials. */
  corsOrigins?: "*" | string[];
  /** Trust X-Forwarded-For (set when the server runs behind a proxy that sets it). */
  trustProxy?: boolean | string;
  /** Fastify's pino logger options, or false for none (tests). */
  logger?: boolean | { level: string };
  /** Optional LLM provider; the local engine answers when it is absent or fails. */
  llm?: LlmOptions;
  /** The clock the assistant uses for "are you open now" (tests pin it). */
  now?: () => Date;
}

export interface ServerConfig {
  port: number;
  host: string;
  shutdownTimeoutMs: number;
  app: AppOptions;
}

const intFrom = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`));

const EnvSchema = z.object({
  PORT: intFrom("PORT", 0, 65535).default(8080),
  HOST: z.string().trim().min(1).default("localhost"),
  DIST_DIR: z.string().trim().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  CHAT_RATE_LIMIT_PER_MINUTE: intFrom("CHAT_RATE_LIMIT_PER_MINUTE", 1, 10_000_000).default(20),
  CORS_ORIGINS: z.string().trim().default("*"),
  TRUST_PROXY: z.string().trim().default("false"),
  SHUTDOWN_TIMEOUT_MS: intFrom("SHUTDOWN_TIMEOUT_MS", 0, 600_000).default(10_000),
  LLM_BASE_URL: z.url({ protocol: /^https?$/, error: "LLM_BASE_URL must be an http(s) URL" }).optional(),
  LLM_API_KEY: z.string().trim().min(1).optional(),
  LLM_MODEL: z.string().trim().min(1).default("gpt-4o-mini"),
  LLM_TIMEOUT_MS: intFrom("LLM_TIMEOUT_MS", 100, 60_000).default(8000),
});

/** Parses CORS_ORIGINS: "*" (any origin) or a comma-separated list of origins such as https://partner.example. */
export function parseCorsOrigins(value: string): "*" | string[] {
  if (value === "" || value === "*") return "*";
  return value
    .split(",")
    .map((o) => o.trim().replace(/\/+$/, ""))
    .filter(Boolean)
    .map((o) => {
      const url = new URL(o);
      if (url.origin !== o) throw new Error(`CORS_ORIGINS: "${o}" is not an origin such as https://partner.example`);
      return o;
    });
}

function parseTrustProxy(value: string): boolean | string {
  if (/^(false|0|no|)$/i.test(value)) return false;
  if (/^(true|1|yes)$/i.test(value)) return true;
  return value; // an address list, e.g. "127.0.0.1,10.0.0.0/8"
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = EnvSchema.safeParse(env);
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
      corsOrigins: parseCorsOrigins(e.CORS_ORIGINS),
      trustProxy: parseTrustProxy(e.TRUST_PROXY),
      logger: { level: e.LOG_LEVEL },
      llm: e.LLM_BASE_URL
        ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS }
        : undefined,
    },
  };
}
