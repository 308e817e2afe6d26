// The sign-in limits: wrong passwords only, counted in fixed windows.
// - Per client (an IPv4 address or an IPv6 /64, client-key.ts), one minute: five are answered
//   normally; from the sixth, every attempt from that client is 429 until the minute is over, without
//   the password being checked (else a 429 for a wrong one and a 303 for the right one would let a
//   guesser carry on).
// - Over all clients, one hour: a guesser holding many addresses is stopped by no per-client limit.
//   Once WRONG_PASSWORDS_PER_HOUR wrong passwords came in this hour, the sign-in slows: one password
//   is checked every SLOW_SECONDS, whoever sends it, and the rest are 429 with Retry-After. The owner
//   still signs in, a few seconds later; the guesser gets some hundreds of tries an hour, not millions.
//   The wrong password that reaches the ceiling is reported (once per hour) so the owner is told.
// With REDIS_URL the counts and the slow turn are shared by every instance (the same Redis as the
// chat's limit); while Redis is unreachable each instance counts alone, so no limit ever lapses.
import type { FastifyBaseLogger } from "fastify";
import type { RedisOptions } from "../config.ts";
import { connectRateLimitStore, type RateLimitStore } from "../rate-limit-store.ts";

export const WRONG_PASSWORDS_PER_MINUTE = 5;
export const WRONG_PASSWORDS_PER_HOUR = 30;
export const SLOW_SECONDS = 10;
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
/** The key of the count over all clients (a client key never looks like this). */
const ALL = "all";

export interface LoginLimit {
  /** True when this client has used up its wrong passwords for the current minute. */
  blocked(client: string): Promise<boolean>;
  /**
   * Whether a password may be checked now: always, until the hour's ceiling is reached; after it,
   * once every SLOW_SECONDS over all clients (this call takes that turn).
   */
  turn(): Promise<boolean>;
  /** Counts one wrong password from this client; true when it is the one that reached the hour's ceiling. */
  failed(client: string): Promise<boolean>;
  close(): void;
}

/** Counts in this process: a window per key, forgotten once over. */
function memoryCounter(now: () => number, windowMs: number) {
  const windows = new Map<string, { count: number; until: number }>();
  const current = (key: string) => {
    const w = windows.get(key);
    if (w && w.until > now()) return w;
    windows.delete(key);
    return undefined;
  };
  return {
    count: (key: string) => current(key)?.count ?? 0,
    add(key: string): number {
      const w = current(key) ?? { count: 0, until: now() + windowMs };
      w.count++;
      windows.set(key, w);
      // Old windows go as new ones come, so the map stays as small as the last window's clients.
      if (windows.size > 10_000) for (const [k, v] of windows) if (v.until <= now()) windows.delete(k);
      return w.count;
    },
  };
}

/** INCR, and the window's expiry set by the first wrong password of the window. */
const INCR_IN_WINDOW = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n`;

export function createLoginLimit(opts: {
  redis?: RedisOptions;
  log: FastifyBaseLogger;
  now?: () => number;
}): LoginLimit {
  const now = opts.now ?? Date.now;
  const perMinute = memoryCounter(now, MINUTE_MS);
  const perHour = memoryCounter(now, HOUR_MS);
  let lastTurn = -Infinity;
  const redis: RateLimitStore | undefined = opts.redis ? connectRateLimitStore(opts.redis, opts.log) : undefined;
  const key = (name: string) => `${opts.redis!.prefix}owner-login:${name}`;

  /** The shared count of a key, or 0 when there is no Redis or it does not answer (the local count still holds). */
  const shared = async (name: string) => {
    if (!redis) return 0;
    try {
      return Number((await redis.client.get(key(name))) ?? 0);
    } catch {
      return 0;
    }
  };
  /** Adds one to the shared count; undefined when there is no Redis or it does not answer. */
  const addShared = async (name: string, windowMs: number) => {
    if (!redis) return undefined;
    try {
      return Number(await redis.client.eval(INCR_IN_WINDOW, 1, key(name), String(windowMs)));
    } catch {
      return undefined;
    }
  };

  return {
    async blocked(client) {
      return Math.max(perMinute.count(client), await shared(client)) >= WRONG_PASSWORDS_PER_MINUTE;
    },
    async turn() {
      if (Math.max(perHour.count(ALL), await shared(ALL)) < WRONG_PASSWORDS_PER_HOUR) return true;
      if (now() - lastTurn < SLOW_SECONDS * 1000) return false;
      lastTurn = now();
      if (!redis) return true;
      try {
        // One turn for every instance: whoever sets the key first.
        return (await redis.client.set(key("turn"), "1", "PX", SLOW_SECONDS * 1000, "NX")) === "OK";
      } catch {
        return true; // this instance's own turn above still holds
      }
    },
    async failed(client) {
      perMinute.add(client);
      const local = perHour.add(ALL);
      await addShared(client, MINUTE_MS);
      const all = await addShared(ALL, HOUR_MS);
      return (all ?? local) === WRONG_PASSWORDS_PER_HOUR;
    },
    close: () => redis?.close(),
  };
}
