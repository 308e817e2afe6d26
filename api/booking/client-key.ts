// Who booked online, kept as little as the limits on online bookings need: a keyed hash (HMAC-SHA256) of
// the client's network, an IPv4 address or an IPv6 /64 (a host holds a whole /64, so counting its
// addresses one by one would count nothing), an IPv4-mapped IPv6 address as its IPv4. Never the address
// itself; the hash is a column of the booking and goes with it. The key is drawn once and kept in the
// book's settings, so every instance hashes alike and the counts hold across them.
import { createHmac, randomBytes } from "node:crypto";
import ipaddr from "ipaddr.js";
import type { BookingStore } from "./types.ts";

const KEY_SETTING = "client-key-secret";

/** "2001:db8:1:2::/64" for any address of that /64, "192.0.2.9" for it and for "::ffff:192.0.2.9". */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === "ipv4") return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}

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
