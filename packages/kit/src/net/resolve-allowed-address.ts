import { lookup as dnsLookup } from "node:dns/promises";
import { isIP } from "node:net";
import type { AddressPolicy } from "./address-policy";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a name resolves to. Injectable so tests can make `shop.test` mean 127.0.0.2 without DNS. */
export type Lookup = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system resolver (hosts file, then DNS), all answers in the resolver's order. */
export const systemLookup: Lookup = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => ({ address: answer.address, family: answer.family === 6 ? 6 : 4 }));
};

/** The host resolved (or was) to an address the policy refuses. Thrown before any connection is made. */
export class AddressRefusedError extends Error {
  readonly code = "ADDRESS_REFUSED";
  constructor(readonly host: string) {
    super(`Refused to connect to ${host}: not an allowed address`);
    this.name = "AddressRefusedError";
  }
}

/** The name did not resolve. */
export class HostNotFoundError extends Error {
  readonly code = "HOST_NOT_FOUND";
  constructor(readonly host: string) {
    super(`Could not resolve ${host}`);
    this.name = "HostNotFoundError";
  }
}

export interface GuardOptions {
  policy: AddressPolicy;
  lookup: Lookup;
}

function stripBrackets(host: string): string {
  return host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
}

/**
 * The SSRF guard's single decision: resolve `host` once, refuse if ANY answer is not allowed on `port`,
 * and return the address to dial. Callers must connect to exactly that address (never the name
 * again), so a second, different DNS answer (rebinding) cannot slip in between check and connect.
 */
export async function resolveAllowedAddress(host: string, port: number, { policy, lookup }: GuardOptions): Promise<ResolvedAddress> {
  const hostname = stripBrackets(host);
  const literal = isIP(hostname);
  if (literal !== 0) {
    if (!policy(hostname, port)) throw new AddressRefusedError(host);
    return { address: hostname, family: literal === 6 ? 6 : 4 };
  }
  const name = hostname.toLowerCase().replace(/\.$/, "");
  // RFC 6761: `localhost` and `*.localhost` are loopback by definition; refuse without asking a resolver.
  if (name === "" || name === "localhost" || name.endsWith(".localhost")) throw new AddressRefusedError(host);
  let answers: ResolvedAddress[];
  try {
    answers = await lookup(hostname);
  } catch {
    throw new HostNotFoundError(host);
  }
  if (answers.length === 0) throw new HostNotFoundError(host);
  if (answers.some((answer) => !policy(answer.address, port))) throw new AddressRefusedError(host);
  return answers[0]!;
}
