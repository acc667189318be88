import { isPublicAddress, type AddressPolicy } from "../../../src/page-reader/address-policy";
import type { Lookup, ResolvedAddress } from "../../../src/page-reader/resolve-allowed-address";

/** The allowed test host: all of 127/8 is loopback on Linux, and canaries live on 127.0.0.1 and ::1. */
export const TEST_HOST = "127.0.0.2";

/**
 * The production policy plus exactly one exception: the test page server's address AND port. Anything
 * else is judged as in production, so the payloads test the real policy. (Public answers would be
 * allowed here, but the dial guard stops any connection that is not loopback.)
 */
export function testPolicy(pagePort: number): AddressPolicy {
  return (address, port) => (address === TEST_HOST && port === pagePort) || isPublicAddress(address);
}

const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
const v6 = (address: string): ResolvedAddress => ({ address, family: 6 });

/** What a resolver would answer, with no query ever leaving the machine. */
export const TEST_NAMES: Record<string, ResolvedAddress[]> = {
  "shop.test": [v4(TEST_HOST)],
  "evil.test": [v4("127.0.0.1")],
  "evil6.test": [v6("::1")],
  "a.localhost": [v4("127.0.0.1"), v6("::1")],
  localhost: [v4("127.0.0.1"), v6("::1")],
  // The allowed test address and a canary: ANY refused answer must refuse the whole name.
  "mixed.test": [v4(TEST_HOST), v4("127.0.0.1")],
  // A public and a private answer (production shape): refused before any connection.
  "public-and-private.test": [v4("93.184.215.14"), v4("10.0.0.1")],
  "metadata.google.internal": [v4("169.254.169.254")],
  "mapped.test": [v6("::ffff:127.0.0.1")],
  "compat.test": [v6("::7f00:1")],
  "127.0.0.1.nip.io": [v4("127.0.0.1")],
};

export function createTestLookup(calls: string[] = []): Lookup {
  return async (hostname) => {
    calls.push(hostname);
    const answers = TEST_NAMES[hostname.toLowerCase().replace(/\.$/, "")];
    if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return answers;
  };
}
