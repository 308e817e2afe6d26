// Who booked online, kept as little as the limits on online bookings need: a keyed hash (HMAC-SHA256) of
// the client's network (api/client-network.ts: an IPv4 address or an IPv6 /64). Never the address
// itself; the hash is a column of the booking and goes with it. The key is drawn once and kept in the
// book's settings, so every instance hashes alike and the counts hold across them.
import { createHmac, randomBytes } from "node:crypto";
import { clientNetwork } from "../client-network.ts";
import type { BookingStore } from "./types.ts";

const KEY_SETTING = "client-key-secret";

/** A keyed hash (HMAC-SHA256), its key drawn once and kept in the book's settings under `setting`. */
export function createKeyedHash(store: Pick<BookingStore, "getSetting" | "setSetting">, setting: string) {
  async function secret(): Promise<string> {
    const kept = await store.getSetting(setting);
    if (kept) return kept;
    await store.setSetting(setting, randomBytes(32).toString("base64url"));
    // Read back: of two instances drawing at once, both use the one that was written last.
    return (await store.getSetting(setting))!;
  }
  return async (value: string) =>
    createHmac("sha256", await secret())
      .update(value)
      .digest("base64url");
}

/** The hasher of client addresses, its key read from (or first written to) the book's settings. */
export function createClientKeys(store: Pick<BookingStore, "getSetting" | "setSetting">) {
  const hash = createKeyedHash(store, KEY_SETTING);
  return (ip: string) => hash(clientNetwork(ip));
}
