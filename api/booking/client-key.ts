// Who booked online, kept as little as the limits on online bookings need: a keyed hash (HMAC-SHA256) of
// the client's network (api/client-network.ts: an IPv4 address or an IPv6 /64). Never the address
// itself; the hash is a column of the booking and goes with it. The key is drawn once and kept in the
// book's settings, so every instance hashes alike and the counts hold across them.
import { createHmac, randomBytes } from "node:crypto";
import { clientNetwork } from "../client-network.ts";
import type { BookingStore } from "./types.ts";

const KEY_SETTING = "client-key-secret";

/** The hasher of client addresses, its key read from (or first written to) the book's settings. */
export function createClientKeys(store: Pick<BookingStore, "getSetting" | "setSetting">) {
  async function secret(): Promise<string> {
    const kept = await store.getSetting(KEY_SETTING);
    if (kept) return kept;
    await store.setSetting(KEY_SETTING, randomBytes(32).toString("base64url"));
    // Read back: of two instances drawing at once, both use the one that was written last.
    return (await store.getSetting(KEY_SETTING))!;
  }
  return async (ip: string) =>
    createHmac("sha256", await secret())
      .update(clientNetwork(ip))
      .digest("base64url");
}
