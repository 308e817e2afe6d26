// The Fastify options about connections rather than routes: whom to believe about the client's
// address (TRUST_PROXY), the timeouts that hold against slow clients, and our JSON for HTTP too
// malformed to reach a route.
import type { FastifyServerOptions } from "fastify";
import { checkTrustProxyList, DEFAULT_REQUEST_TIMEOUT_MS, type AppOptions, type TrustProxy } from "./config.ts";
import { clientErrorHandler } from "./errors.ts";

/** Idle keep-alive connections outlive a load balancer's own idle timeout (60 s on most), so it closes first. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
const HEADERS_TIMEOUT_MS = 10_000;
/** How late a timed-out request may be noticed (Node's default, 30 s, let a trickling body run past 70 s). */
export const TIMEOUT_CHECK_INTERVAL_MS = 1000;

/**
 * Fastify's own number form trusts no hop at all (it cannot check the peer), so a hop count is a
 * function: the socket's peer and the next hops-1 addresses are proxies; the client is the entry
 * `hops` places from the right of X-Forwarded-For, which only our proxies wrote.
 */
function trustProxyOption(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (Array.isArray(trust)) {
    // The same check as the environment's (a list given in code is no safer), so a list Fastify's
    // proxy-addr would throw a raw TypeError on, or one that trusts everyone, stops here in one line.
    try {
      return checkTrustProxyList(trust);
    } catch (error) {
      throw new Error(`TRUST_PROXY: ${(error as Error).message}`);
    }
  }
  if (typeof trust !== "number") return trust;
  if (trust === 0) return false;
  return (_address, hop) => hop < trust;
}

export function connectionOptions(options: AppOptions) {
  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  return {
    trustProxy: trustProxyOption(options.trustProxy ?? false),
    // Node measures the request timeout from the request's first byte to its last (headers and body,
    // not the answer) and the headers timeout over the headers alone.
    requestTimeout,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      requestTimeout,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    clientErrorHandler,
  } satisfies Partial<FastifyServerOptions> & { http: object };
}
