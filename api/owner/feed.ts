// The private calendar feed's address: /owner/calendar/<token>.ics. The settings keep a random nonce
// (128 bits, api/db/settings.ts); the token is HMAC-SHA256 of it under SESSION_KEY (256 bits, base64url).
// So the desk can show the address at any time, while the database alone (a backup, a dump) holds
// nothing that opens the feed. Regenerate draws a new nonce: the old address is 404 at once.
// Changing SESSION_KEY also changes the address (and signs the owner out).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Settings } from "../db/settings.ts";

export const FEED_SETTING = "owner.calendarFeedNonce";
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const derive = (key: Buffer, nonce: string) =>
  createHmac("sha256", key).update(`calendar-feed:${nonce}`).digest("base64url");

export function createFeedTokens(settings: Settings, key: Buffer) {
  return {
    /** The current token, or undefined when none was made yet. */
    async current(): Promise<string | undefined> {
      const nonce = await settings.get(FEED_SETTING);
      return nonce ? derive(key, nonce) : undefined;
    },
    /** A new token; the old one stops working. */
    async regenerate(): Promise<string> {
      const nonce = randomBytes(16).toString("base64url");
      await settings.set(FEED_SETTING, nonce);
      return derive(key, nonce);
    },
    /** True when `token` is the current one (compared in constant time). */
    async matches(token: string): Promise<boolean> {
      if (!TOKEN_SHAPE.test(token)) return false;
      const expected = await this.current();
      return expected !== undefined && timingSafeEqual(Buffer.from(expected), Buffer.from(token));
    },
  };
}
