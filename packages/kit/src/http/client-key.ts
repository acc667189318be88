import ipaddr from "ipaddr.js";

/**
 * The key a per-client limit counts under. An IPv4 client is its address; an IPv6 client is its /64,
 * because one subscriber is usually given a whole /64 and could otherwise take a fresh address (and a
 * fresh budget) for every request. IPv4-mapped IPv6 (`::ffff:1.2.3.4`, how a dual-stack socket reports
 * IPv4) counts as the IPv4 address it carries.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return ip || "unknown";
  const parsed = ipaddr.parse(ip);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${v6.parts.slice(0, 4).map((part) => part.toString(16)).join(":")}::/64`;
}
