// The client a limit counts: an IPv4 address, or an IPv6 /64, since one host is routinely given a
// whole /64 and can speak from any address in it (counting its addresses one by one would count
// nothing); an IPv4-mapped IPv6 address (::ffff:198.51.100.7, what a dual-stack socket reports) is the
// IPv4 client it stands for. This is how @fastify/rate-limit keys the chat's and booking's limits; the
// owner's sign-in limit and the limits on online bookings count the same way.
import ipaddr from "ipaddr.js";

/** "2001:db8:1:2::/64" for any address of that /64, "192.0.2.9" for it and for "::ffff:192.0.2.9". */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === "ipv4") return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}
