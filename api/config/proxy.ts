// TRUST_PROXY: how the client's address is read behind proxies, and the checks that keep a client
// from choosing the address the rate limits count.
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import type { TrustProxy } from "./options.ts";

const TRUST_PROXY_FORM =
  'the number of proxies in front of the server ("1" behind one reverse proxy such as nginx) or their addresses and CIDR ranges such as "127.0.0.1,10.0.0.0/8"';
const PROXY_ADDR_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An address range: its address and prefix length, an IPv4-mapped IPv6 range read as the IPv4 one. */
interface IpRange {
  address: ipaddr.IPv4 | ipaddr.IPv6;
  bits: number;
}
const familyOf = (range: IpRange) => (range.address.kind() === "ipv4" ? 4 : 6);
const widthOf = (range: IpRange) => (familyOf(range) === 4 ? 32 : 128);

/** Ranges no client on the internet comes from: private, loopback, link-local, carrier-grade NAT. */
const NON_PUBLIC = [
  "10.0.0.0/8",
  "172.16.0.0/12",
  "192.168.0.0/16",
  "127.0.0.0/8",
  "169.254.0.0/16",
  "100.64.0.0/10",
  "::1/128",
  "fc00::/7",
  "fe80::/10",
].map((cidr) => ipaddr.parseCIDR(cidr));
/** Public unless the whole range lies inside one of NON_PUBLIC. */
const isPublic = ({ address, bits }: IpRange) =>
  !NON_PUBLIC.some(
    ([block, blockBits]) => block.kind() === address.kind() && bits >= blockBits && address.match(block, blockBits),
  );

/**
 * The widest public range a proxy network needs: CDNs publish theirs no wider than this (Cloudflare's
 * widest is an IPv4 /13 and an IPv6 /29, CloudFront's an IPv6 /28). Together, at most 16 of them.
 */
export const WIDEST_PUBLIC_PROXY_RANGE = { 4: 12, 6: 28 } as const;
const MAX_PUBLIC_ADDRESSES = {
  4: 16n << BigInt(32 - WIDEST_PUBLIC_PROXY_RANGE[4]),
  6: 16n << BigInt(128 - WIDEST_PUBLIC_PROXY_RANGE[6]),
};

/** An address, a CIDR range or an IPv4 netmask range, as a range; undefined when malformed. */
function parseRange(entry: string): IpRange | undefined {
  const [address = "", bits, ...rest] = entry.split("/");
  // node:net's isIP takes only the dotted-quad and standard IPv6 forms (ipaddr.js would also read
  // "1.2.3" or hex octets), and a zone (fe80::1%eth0) names an interface, not a range.
  const family = isIP(address);
  if (family === 0 || rest.length > 0 || address.includes("%")) return undefined;
  let prefix: number | null;
  if (bits === undefined) prefix = family === 4 ? 32 : 128;
  else if (/^\d{1,3}$/.test(bits)) prefix = Number(bits);
  // A netmask (10.0.0.0/255.0.0.0) must be contiguous ones, then zeros.
  else if (family === 4 && isIP(bits) === 4) prefix = ipaddr.IPv4.parse(bits).prefixLengthFromSubnetMask();
  else return undefined;
  if (prefix === null || prefix > (family === 4 ? 32 : 128)) return undefined;
  const parsed = ipaddr.parse(address);
  // An IPv4-mapped IPv6 range (::ffff:10.0.0.0/104) trusts those IPv4 clients: judge it as IPv4.
  if (parsed instanceof ipaddr.IPv6 && prefix >= 96 && parsed.isIPv4MappedAddress())
    return { address: parsed.toIPv4Address(), bits: prefix - 96 };
  return { address: parsed, bits: prefix };
}

/**
 * Checks a TRUST_PROXY address list, throwing one line that names what is wrong: a malformed entry,
 * a range that holds every address (any client could then write the X-Forwarded-For entry the rate
 * limit counts), a public range wider than any proxy network, or public ranges that add up to more.
 */
export function checkTrustProxyList(entries: readonly string[]): string[] {
  const publicTotal = { 4: 0n, 6: 0n };
  for (const entry of entries) {
    if (PROXY_ADDR_NAMES.has(entry)) continue;
    const range = parseRange(entry);
    if (!range) throw new Error(`"${entry}" is not an IP address or CIDR range; expected ${TRUST_PROXY_FORM}`);
    const family = familyOf(range);
    if (range.bits === 0)
      throw new Error(
        `"${entry}" trusts every IPv${family} address, so any client could choose the address the rate limit counts; expected ${TRUST_PROXY_FORM}`,
      );
    if (!isPublic(range)) continue;
    const widest = WIDEST_PUBLIC_PROXY_RANGE[family];
    if (range.bits < widest)
      throw new Error(
        `"${entry}" trusts public addresses far beyond a proxy network (wider than /${widest}), so a client in it could choose the address the rate limit counts; expected ${TRUST_PROXY_FORM}`,
      );
    publicTotal[family] += 1n << BigInt(widthOf(range) - range.bits);
    if (publicTotal[family] > MAX_PUBLIC_ADDRESSES[family])
      throw new Error(
        `together these ranges trust more public IPv${family} addresses than sixteen /${widest} proxy networks, so a client in them could choose the address the rate limit counts; expected ${TRUST_PROXY_FORM}`,
      );
  }
  return [...entries];
}

/** Parses TRUST_PROXY: off, a hop count, or an address list. `true` is refused (see the message). */
export function parseTrustProxy(value: string): TrustProxy {
  if (/^(false|no|0|)$/i.test(value)) return false;
  if (/^(true|yes)$/i.test(value))
    throw new Error(
      `"${value}" is refused: it trusts every X-Forwarded-For entry, and the left-most one is written by the client, ` +
        `so anyone could choose the address the rate limit counts. Give ${TRUST_PROXY_FORM}.`,
    );
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10)
      throw new Error(
        `${hops} proxies in front of the server is more than any real set-up; expected ${TRUST_PROXY_FORM}`,
      );
    return hops;
  }
  return checkTrustProxyList(
    value
      .split(",")
      .map((e) => e.trim())
      .filter(Boolean),
  );
}
