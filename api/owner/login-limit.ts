// The sign-in limit: wrong passwords only, counted per client address in a fixed one-minute window.
// Five are answered normally; from the sixth, every attempt from that address is 429 until the minute
// is over, without the password being checked (else a 429 for a wrong one and a 303 for the right
// one would let a guesser carry on). With REDIS_URL the count is shared by every instance (the same
// Redis as the chat's limit); while Redis is unreachable each instance counts alone, so the limit
// never lapses.
import type { FastifyBaseLogger } from "fastify";
import type { RedisOptions } from "../config.ts";
import { connectRateLimitStore, type RateLimitStore } from "../rate-limit-store.ts";

export const WRONG_PASSWORDS_PER_MINUTE = 5;
const WINDOW_MS = 60_000;

export interface LoginLimit {
  /** True when this address has used up its wrong passwords for the current minute. */
  blocked(address: string): Promise<boolean>;
  /** Counts one wrong password from this address. */
  failed(address: string): Promise<void>;
  close(): void;
}

/** Counts in this process: a window per address, forgotten once over. */
function memoryCounter(now: () => number) {
  const windows = new Map<string, { count: number; until: number }>();
  const current = (address: string) => {
    const w = windows.get(address);
    if (w && w.until > now()) return w;
    windows.delete(address);
    return undefined;
  };
  return {
    count: (address: string) => current(address)?.count ?? 0,
    add(address: string) {
      const w = current(address);
      if (w) w.count++;
      else windows.set(address, { count: 1, until: now() + WINDOW_MS });
      // Old windows go as new ones come, so the map stays as small as the last minute's addresses.
      if (windows.size > 10_000) for (const [k, v] of windows) if (v.until <= now()) windows.delete(k);
    },
  };
}

/** INCR, and the window's expiry set by the first wrong password of the minute. */
const INCR_IN_WINDOW = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n`;

export function createLoginLimit(opts: {
  redis?: RedisOptions;
  log: FastifyBaseLogger;
  now?: () => number;
}): LoginLimit {
  const local = memoryCounter(opts.now ?? Date.now);
  const redis: RateLimitStore | undefined = opts.redis ? connectRateLimitStore(opts.redis, opts.log) : undefined;
  const key = (address: string) => `${opts.redis!.prefix}owner-login:${address}`;
  return {
    async blocked(address) {
      if (local.count(address) >= WRONG_PASSWORDS_PER_MINUTE) return true;
      if (!redis) return false;
      try {
        return Number((await redis.client.get(key(address))) ?? 0) >= WRONG_PASSWORDS_PER_MINUTE;
      } catch {
        return false; // this instance's own count above still holds
      }
    },
    async failed(address) {
      local.add(address);
      if (!redis) return;
      try {
        await redis.client.eval(INCR_IN_WINDOW, 1, key(address), String(WINDOW_MS));
      } catch {
        // Redis away: counted here only.
      }
    },
    close: () => redis?.close(),
  };
}
