// Whom the sign-in limit counts a wrong password against. One host is routinely given a whole IPv6
// /64 and can speak from any address in it, so an IPv6 client is its /64; an IPv4-mapped IPv6 address
// (::ffff:198.51.100.7, what a dual-stack socket reports) is the IPv4 client it stands for. This is
// how @fastify/rate-limit keys the chat's and booking's limits.
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

export function clientKey(address: string): string {
  if (isIP(address) !== 6) return address.toLowerCase();
  const v6 = ipaddr.IPv6.parse(address);
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${v6.toString()}/64`).toString()}/64`;
}
