import type { PageReadReason } from "../../../src/page-reader/page-read-error";
import type { Canaries } from "./canaries";

/**
 * SSRF payloads as templates, filled in once the listeners have ports:
 *   {C} {C1} {C2}  canaries on 127.0.0.1      {C6} {C6b}  canaries on ::1
 *   {X}  a canary on 127.0.0.2 at a port the test policy does not allow
 *   {P}  the allowed test page server (shop.test = 127.0.0.2)
 * Forms that are not loopback to the kernel (::7f00:1, 10/8, 169.254.169.254, fe80::/10 ...) have no
 * listener: they must be refused before any connection, which the dial guard checks.
 */
export interface Payload {
  name: string;
  url: string;
  reason: PageReadReason;
  /** Redirect payloads reach the allowed test server first; every other payload dials nothing at all. */
  viaRedirect?: boolean;
}

const redirect = (status: number, to: string): string => `http://shop.test:{P}/redirect?status=${status}&to=${to}`;

export const PAYLOADS: Payload[] = [
  // IPv4 loopback spelled every way the URL parser accepts
  { name: "dotted loopback", url: "http://127.0.0.1:{C}/", reason: "BLOCKED_ADDRESS" },
  { name: "loopback, default port", url: "http://127.0.0.1/", reason: "BLOCKED_ADDRESS" },
  { name: "decimal", url: "http://2130706433:{C}/", reason: "BLOCKED_ADDRESS" },
  { name: "hex", url: "http://0x7f000001:{C}/", reason: "BLOCKED_ADDRESS" },
  { name: "octal", url: "http://0177.0.0.1:{C}/", reason: "BLOCKED_ADDRESS" },
  { name: "whole octal", url: "http://017700000001:{C1}/", reason: "BLOCKED_ADDRESS" },
  { name: "short", url: "http://127.1:{C}/", reason: "BLOCKED_ADDRESS" },
  { name: "short hex", url: "http://0x7f.1:{C}/", reason: "BLOCKED_ADDRESS" },
  { name: "dotted hex", url: "http://0x7f.0x0.0x0.0x1:{C1}/", reason: "BLOCKED_ADDRESS" },
  { name: "short octal", url: "http://0177.1:{C2}/", reason: "BLOCKED_ADDRESS" },
  { name: "zero-padded", url: "http://127.000.000.001:{C2}/", reason: "BLOCKED_ADDRESS" },
  { name: "another 127/8 address", url: "http://127.127.127.127:{C}/", reason: "BLOCKED_ADDRESS" },
  { name: "the allowed address on another port", url: "http://127.0.0.2:{X}/", reason: "BLOCKED_ADDRESS" },
  { name: "the allowed name on another port", url: "http://shop.test:{X}/", reason: "BLOCKED_ADDRESS" },
  { name: "0 (this host)", url: "http://0:{C}/", reason: "BLOCKED_ADDRESS" },
  { name: "0.0.0.0", url: "http://0.0.0.0:{C}/", reason: "BLOCKED_ADDRESS" },
  { name: "full-width dots", url: "http://127。0。0。1:{C}/", reason: "BLOCKED_ADDRESS" },
  { name: "full-width digits", url: "http://１２７.０.０.１:{C}/", reason: "BLOCKED_ADDRESS" },
  { name: "circled digits", url: "http://①②⑦.0.0.1:{C}/", reason: "BLOCKED_ADDRESS" },
  { name: "percent-encoded host", url: "http://%31%32%37.0.0.1:{C}/", reason: "BLOCKED_ADDRESS" },
  { name: "upper-case scheme", url: "HTTP://127.0.0.1:{C}/", reason: "BLOCKED_ADDRESS" },
  // IPv6 and IPv4-mapped forms
  { name: "IPv6 loopback", url: "http://[::1]:{C6}/", reason: "BLOCKED_ADDRESS" },
  { name: "IPv6 loopback, long form", url: "http://[0:0:0:0:0:0:0:1]:{C6b}/", reason: "BLOCKED_ADDRESS" },
  { name: "IPv6 unspecified", url: "http://[::]:{C6}/", reason: "BLOCKED_ADDRESS" },
  { name: "IPv4-mapped dotted", url: "http://[::ffff:127.0.0.1]:{C}/", reason: "BLOCKED_ADDRESS" },
  { name: "IPv4-mapped hex", url: "http://[::ffff:7f00:1]:{C}/", reason: "BLOCKED_ADDRESS" },
  { name: "IPv4-mapped long form", url: "http://[0:0:0:0:0:ffff:127.0.0.1]:{C}/", reason: "BLOCKED_ADDRESS" },
  { name: "IPv4-mapped metadata", url: "http://[::ffff:169.254.169.254]/latest/meta-data", reason: "BLOCKED_ADDRESS" },
  { name: "IPv4-compatible ::7f00:1 (routes off-box: refused before connect)", url: "http://[::7f00:1]:{C}/", reason: "BLOCKED_ADDRESS" },
  { name: "IPv4-compatible dotted ::127.0.0.1", url: "http://[::127.0.0.1]:{C}/", reason: "BLOCKED_ADDRESS" },
  { name: "NAT64 embedding loopback", url: "http://[64:ff9b::7f00:1]/", reason: "BLOCKED_ADDRESS" },
  { name: "6to4 embedding 10.0.0.1", url: "http://[2002:a00:1::]/", reason: "BLOCKED_ADDRESS" },
  { name: "unique local", url: "http://[fc00::1]/", reason: "BLOCKED_ADDRESS" },
  { name: "unique local fd00::2 (this host's own address)", url: "http://[fd00::2]/", reason: "BLOCKED_ADDRESS" },
  { name: "link-local", url: "http://[fe80::1]/", reason: "BLOCKED_ADDRESS" },
  { name: "multicast", url: "http://[ff02::1]/", reason: "BLOCKED_ADDRESS" },
  { name: "documentation prefix", url: "http://[2001:db8::1]/", reason: "BLOCKED_ADDRESS" },
  // Private, shared, link-local and special IPv4 ranges (no listeners: refused before any connection)
  { name: "cloud metadata", url: "http://169.254.169.254/latest/meta-data", reason: "BLOCKED_ADDRESS" },
  { name: "10/8", url: "http://10.0.0.1/", reason: "BLOCKED_ADDRESS" },
  { name: "192.168/16", url: "http://192.168.1.1/", reason: "BLOCKED_ADDRESS" },
  { name: "172.16/12", url: "http://172.16.0.1/", reason: "BLOCKED_ADDRESS" },
  { name: "100.64/10 (carrier-grade NAT)", url: "http://100.64.0.1/", reason: "BLOCKED_ADDRESS" },
  { name: "192.0.2/24 (this host's own network)", url: "http://192.0.2.2/", reason: "BLOCKED_ADDRESS" },
  { name: "198.18/15 (benchmarking)", url: "http://198.18.0.1/", reason: "BLOCKED_ADDRESS" },
  { name: "multicast IPv4", url: "http://224.0.0.1/", reason: "BLOCKED_ADDRESS" },
  { name: "broadcast", url: "http://255.255.255.255/", reason: "BLOCKED_ADDRESS" },
  { name: "decimal metadata", url: "http://2852039166/latest/meta-data", reason: "BLOCKED_ADDRESS" },
  // Names
  { name: "localhost", url: "http://localhost:{C}/", reason: "BLOCKED_ADDRESS" },
  { name: "localhost.", url: "http://localhost.:{C}/", reason: "BLOCKED_ADDRESS" },
  { name: "LOCALHOST", url: "http://LOCALHOST:{C}/", reason: "BLOCKED_ADDRESS" },
  { name: "a.localhost", url: "http://a.localhost:{C}/", reason: "BLOCKED_ADDRESS" },
  { name: "name resolving to 127.0.0.1", url: "http://evil.test:{C}/", reason: "BLOCKED_ADDRESS" },
  { name: "name resolving to ::1", url: "http://evil6.test:{C6}/", reason: "BLOCKED_ADDRESS" },
  { name: "name resolving to the allowed AND a refused address", url: "http://mixed.test:{P}/", reason: "BLOCKED_ADDRESS" },
  { name: "name resolving to a public AND a private address", url: "http://public-and-private.test/", reason: "BLOCKED_ADDRESS" },
  { name: "metadata by name", url: "http://metadata.google.internal/computeMetadata/v1/", reason: "BLOCKED_ADDRESS" },
  { name: "name resolving to IPv4-mapped loopback", url: "http://mapped.test:{C}/", reason: "BLOCKED_ADDRESS" },
  { name: "name resolving to IPv4-compatible ::7f00:1", url: "http://compat.test:{C}/", reason: "BLOCKED_ADDRESS" },
  { name: "wildcard-DNS style name", url: "http://127.0.0.1.nip.io:{C}/", reason: "BLOCKED_ADDRESS" },
  // Userinfo and fragment tricks
  { name: "userinfo", url: "http://user@127.0.0.1:{C}/", reason: "CREDENTIALS_IN_URL" },
  { name: "allowed host as userinfo", url: "http://shop.test:{P}@127.0.0.1:{C}/", reason: "CREDENTIALS_IN_URL" },
  { name: "user and password", url: "http://shop.test:secret@shop.test:{P}/", reason: "CREDENTIALS_IN_URL" },
  { name: "allowed host after #@", url: "http://127.0.0.1:{C}#@shop.test:{P}/", reason: "BLOCKED_ADDRESS" },
  { name: "allowed host after \\@", url: "http://127.0.0.1:{C}\\@shop.test:{P}/", reason: "BLOCKED_ADDRESS" },
  // Non-http schemes
  { name: "file", url: "file:///etc/passwd", reason: "UNSUPPORTED_SCHEME" },
  { name: "ftp", url: "ftp://127.0.0.1:{C}/", reason: "UNSUPPORTED_SCHEME" },
  { name: "gopher", url: "gopher://127.0.0.1:{C}/_GET%20/", reason: "UNSUPPORTED_SCHEME" },
  { name: "data", url: "data:text/html,<h1>x</h1>", reason: "UNSUPPORTED_SCHEME" },
  { name: "javascript", url: "javascript:fetch('http://127.0.0.1:{C}/')", reason: "UNSUPPORTED_SCHEME" },
  { name: "ws", url: "ws://127.0.0.1:{C}/", reason: "UNSUPPORTED_SCHEME" },
  { name: "wss", url: "wss://127.0.0.1:{C}/", reason: "UNSUPPORTED_SCHEME" },
  { name: "https to loopback", url: "https://127.0.0.1:{C}/", reason: "BLOCKED_ADDRESS" },
  // Redirects from the allowed test host to internal targets
  { name: "301 to 127.0.0.1", url: redirect(301, "http://127.0.0.1:{C}/"), reason: "BLOCKED_ADDRESS", viaRedirect: true },
  { name: "302 to localhost", url: redirect(302, "http://localhost:{C}/"), reason: "BLOCKED_ADDRESS", viaRedirect: true },
  { name: "307 to decimal", url: redirect(307, "http://2130706433:{C}/"), reason: "BLOCKED_ADDRESS", viaRedirect: true },
  { name: "308 to [::1]", url: redirect(308, "http://[::1]:{C6}/"), reason: "BLOCKED_ADDRESS", viaRedirect: true },
  { name: "303 to a name resolving inside", url: redirect(303, "http://evil.test:{C1}/"), reason: "BLOCKED_ADDRESS", viaRedirect: true },
  { name: "302 protocol-relative", url: redirect(302, "//127.0.0.1:{C2}/"), reason: "BLOCKED_ADDRESS", viaRedirect: true },
  { name: "302 to metadata", url: redirect(302, "http://169.254.169.254/latest/meta-data"), reason: "BLOCKED_ADDRESS", viaRedirect: true },
  { name: "302 to ::7f00:1", url: redirect(302, "http://[::7f00:1]:{C}/"), reason: "BLOCKED_ADDRESS", viaRedirect: true },
  { name: "302 to the allowed host on another port", url: redirect(302, "http://shop.test:{X}/"), reason: "BLOCKED_ADDRESS", viaRedirect: true },
  { name: "302 to file:", url: redirect(302, "file:///etc/passwd"), reason: "UNSUPPORTED_SCHEME", viaRedirect: true },
  { name: "302 to userinfo", url: redirect(302, "http://shop.test@127.0.0.1:{C}/"), reason: "CREDENTIALS_IN_URL", viaRedirect: true },
  {
    name: "two allowed hops, then inside",
    url: redirect(302, "%2Fredirect%3Fstatus%3D301%26to%3Dhttp%3A%2F%2F127.0.0.1%3A{C}%2F"),
    reason: "BLOCKED_ADDRESS",
    viaRedirect: true,
  },
];

export interface PayloadPorts {
  C: number;
  C1: number;
  C2: number;
  C6: number;
  C6b: number;
  X: number;
  P: number;
}

/** The placeholders' ports: the canaries a payload must never reach, and the page server's own port. */
export function payloadPorts(canaries: Canaries, pageServerPort: number): PayloadPorts {
  return {
    C: canaries.v4[0]!,
    C1: canaries.v4[1]!,
    C2: canaries.v4[2]!,
    C6: canaries.v6[0]!,
    C6b: canaries.v6[1]!,
    X: canaries.sameHostOtherPort,
    P: pageServerPort,
  };
}

export function fillPayload(template: string, ports: PayloadPorts): string {
  return template.replace(/\{(C6b|C6|C1|C2|C|X|P)\}/g, (_, key: keyof PayloadPorts) => String(ports[key]));
}
