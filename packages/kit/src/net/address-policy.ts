import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Decides whether a guarded client (the page reader, a WooCommerce store) may open a connection to `address` (an IP literal, never a name)
 * on `port`. Production uses {@link isPublicAddress} and ignores the port; tests inject a policy that
 * allows exactly one loopback address/port pair (the test page server), because their pages are
 * served on loopback, which the production policy must refuse.
 */
export type AddressPolicy = (address: string, port: number) => boolean;

type Cidr = [ipaddr.IPv4 | ipaddr.IPv6, number];
const cidrs = (list: string[]): Cidr[] => list.map((cidr) => ipaddr.parseCIDR(cidr));

/**
 * IPv4 ranges that are never a seller's public shop: this host, private networks, shared address
 * space, loopback, link-local (169.254.169.254 is the cloud metadata service), IETF protocol
 * assignments, documentation, the deprecated 6to4 relay anycast, benchmarking, multicast,
 * reserved and broadcast. Listed explicitly (not via ipaddr.js `range()`) so the list is reviewable.
 */
const BLOCKED_V4 = cidrs([
  "0.0.0.0/8",
  "10.0.0.0/8",
  "100.64.0.0/10",
  "127.0.0.0/8",
  "169.254.0.0/16",
  "172.16.0.0/12",
  "192.0.0.0/24",
  "192.0.2.0/24",
  "192.88.99.0/24",
  "192.168.0.0/16",
  "198.18.0.0/15",
  "198.51.100.0/24",
  "203.0.113.0/24",
  "224.0.0.0/4",
  "240.0.0.0/4", // also covers 255.255.255.255
]);

/** Global unicast: the only IPv6 space a public web server lives in (ssrf.md: allow-list, not deny-list). */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

/** Parts of 2000::/3 that are not ordinary hosts: IETF protocol space (Teredo, ORCHID, benchmarking) and documentation. */
const BLOCKED_V6_INSIDE_GLOBAL = cidrs(["2001::/23", "2001:db8::/32", "3fff::/20"]);

/** 6to4 (2002::/16) carries an IPv4 address in bits 16–47; a relay would forward to it. */
const SIX_TO_FOUR = ipaddr.parseCIDR("2002::/16");

/**
 * NAT64 well-known prefix: an IPv6-only host behind DNS64 sees public IPv4 sites as 64:ff9b::a.b.c.d,
 * so these are allowed when the embedded IPv4 address is itself public (and refused otherwise).
 */
const NAT64 = ipaddr.parseCIDR("64:ff9b::/96");

function isPublicV4(address: ipaddr.IPv4): boolean {
  return !BLOCKED_V4.some((range) => address.match(range));
}

function v4FromParts(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

function isPublicV6(address: ipaddr.IPv6): boolean {
  // ::ffff:a.b.c.d is IPv4 on the wire; judge the IPv4 address.
  if (address.isIPv4MappedAddress()) return isPublicV4(address.toIPv4Address());
  const parts = address.parts;
  if (address.match(NAT64)) return isPublicV4(v4FromParts(parts[6]!, parts[7]!));
  // Everything else outside 2000::/3 is refused: ::, ::1, IPv4-compatible ::a.b.c.d (e.g. ::7f00:1, which
  // ipaddr.js calls "unicast"), fc00::/7, fe80::/10, ff00::/8, 64:ff9b:1::/48 and the rest.
  if (!address.match(GLOBAL_UNICAST_V6)) return false;
  if (BLOCKED_V6_INSIDE_GLOBAL.some((range) => address.match(range))) return false;
  if (address.match(SIX_TO_FOUR)) return isPublicV4(v4FromParts(parts[1]!, parts[2]!));
  return true;
}

/**
 * The production policy: true only for a public unicast address. Anything that is not a plain IP
 * literal (a name, an odd IPv4 spelling such as `0x7f.1`, an empty string) is refused, because the
 * guard must only ever judge the exact address it is about to dial.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return isPublicV4(ipaddr.IPv4.parse(address));
  if (family !== 6) return false;
  // A zone id (fe80::1%eth0) only exists for scoped, never public, addresses.
  if (address.includes("%")) return false;
  const canonical = canonicalIPv6(address);
  return canonical !== undefined && isPublicV6(ipaddr.IPv6.parse(canonical));
}

/**
 * The WHATWG serialisation (all hex, no dotted tail). ipaddr.js reads a dotted tail without ffff as if
 * it were IPv4-mapped: it parses `::8.8.8.8` (IPv4-compatible, really ::808:808) as ::ffff:8.8.8.8 and
 * would call it public. Parsing only the hex form keeps the address the kernel would dial.
 */
function canonicalIPv6(address: string): string | undefined {
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
}

/** The default {@link AddressPolicy}: public addresses on any port. */
export const publicAddressPolicy: AddressPolicy = (address) => isPublicAddress(address);
