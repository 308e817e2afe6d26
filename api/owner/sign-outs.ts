// When the owner last signed out. The session is a cookie the server keeps no copy of, so deleting it
// in the browser would leave a copy taken earlier good for the rest of its hours; instead signing out
// records this instant and every session opened at or before it is refused. It lives in the shop's
// database (the settings table, beside the feed's nonce), so every instance sees it and a restart
// keeps it; a server with no database (nothing to book or record) keeps it in its own memory.
import type { Db } from "../db/database.ts";
import { createSettings } from "../db/settings.ts";

const SIGNED_OUT_SETTING = "owner_signed_out_at";

export interface SignOuts {
  /** The last sign-out (epoch ms), 0 if none. */
  last(): Promise<number>;
  record(at: number): Promise<void>;
}

export function createSignOuts(db: Db | undefined): SignOuts {
  if (!db) {
    let last = 0;
    return {
      last: async () => last,
      record: async (at) => void (last = Math.max(last, at)),
    };
  }
  const settings = createSettings(db);
  return {
    last: async () => Number((await settings.get(SIGNED_OUT_SETTING)) ?? 0),
    record: (at) => settings.set(SIGNED_OUT_SETTING, String(at)),
  };
}
