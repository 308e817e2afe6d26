// Who booked online, kept as little as the limits on online bookings need: a keyed hash (api/db/keyed-hash.ts)
// of the client's network (api/client-network.ts: an IPv4 address or an IPv6 /64). Never the address
// itself; the hash is a column of the booking and goes with it.
import { clientNetwork } from "../client-network.ts";
import { createKeyedHash } from "../db/keyed-hash.ts";
import type { Settings } from "../db/settings.ts";

const KEY_SETTING = "client-key-secret";

/** The hasher of client addresses, its key read from (or first written to) the settings. */
export function createClientKeys(settings: Settings) {
  const hash = createKeyedHash(settings, KEY_SETTING);
  return (ip: string) => hash(clientNetwork(ip));
}
