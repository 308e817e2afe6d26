// Who is one visitor, without a cookie or anything stored in the browser: a hash of the day's salt,
// the site, the address and the browser's user agent. The salt is random, kept in memory and in the
// database (so every instance hashes alike), and replaced at the shop's midnight with the old one
// deleted: yesterday's visitors cannot be linked to today's, and the address itself is never stored.
import { createHash } from "node:crypto";
import type { NumbersStore } from "./store.ts";

export interface Visitors {
  /** The visitor's key on `day` (the shop's date). */
  keyOf(day: string, who: { site: string; address: string; userAgent: string }): Promise<string>;
  /** Makes the salt of `day` the only one (the old one deleted); called at the shop's midnight. */
  rotate(day: string): Promise<void>;
}

export function createVisitors(store: NumbersStore): Visitors {
  let current: Promise<{ day: string; salt: string }> | undefined;

  const saltOf = (day: string) => {
    const held = current;
    const next = (held ?? Promise.resolve(undefined)).then(
      async (known) => (known?.day === day ? known : { day, salt: await store.saltFor(day) }),
      async () => ({ day, salt: await store.saltFor(day) }),
    );
    current = next;
    return next;
  };

  return {
    async keyOf(day, who) {
      const { salt } = await saltOf(day);
      return createHash("sha256")
        .update(`${salt}\n${who.site}\n${who.address}\n${who.userAgent}`)
        .digest("base64url")
        .slice(0, 22);
    },
    async rotate(day) {
      await saltOf(day);
    },
  };
}
