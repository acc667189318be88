import dgram from "node:dgram";
import net from "node:net";

export interface CanaryHit {
  listener: string;
  from: string;
}

export interface Canaries {
  /** TCP canaries on 127.0.0.1 (random ports). */
  v4: number[];
  /** TCP canaries on ::1 (random ports). */
  v6: number[];
  /** A canary on 127.0.0.2 (the allowed test address) at a port the test policy does not allow. */
  sameHostOtherPort: number;
  /** Well-known ports that could be bound (80/443 on 127.0.0.1 and ::1), for payloads without a port. */
  wellKnown: string[];
  readonly hits: CanaryHit[];
  close(): Promise<void>;
}

function listenTcp(host: string, port: number, hits: CanaryHit[]): Promise<net.Server | undefined> {
  return new Promise((resolve) => {
    const server = net.createServer((socket) => {
      hits.push({ listener: `${host}:${port || (server.address() as net.AddressInfo).port}`, from: `${socket.remoteAddress}` });
      socket.destroy();
    });
    server.once("error", () => resolve(undefined));
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * Listeners that must never be reached: every TCP connection (and UDP datagram, for WebRTC STUN) is
 * counted. Internal targets in the SSRF payloads point at these, so a guard that lets anything past
 * shows up as a hit rather than as silence.
 */
export async function startCanaries(options: { wellKnownPorts?: boolean } = {}): Promise<Canaries> {
  const hits: CanaryHit[] = [];
  const servers: net.Server[] = [];
  const start = async (host: string, port = 0) => {
    const server = await listenTcp(host, port, hits);
    if (!server) {
      if (port === 0) throw new Error(`could not start a canary on ${host}`);
      return undefined;
    }
    servers.push(server);
    return (server.address() as net.AddressInfo).port;
  };
  const v4 = [await start("127.0.0.1"), await start("127.0.0.1"), await start("127.0.0.1")] as number[];
  const v6 = [await start("::1"), await start("::1")] as number[];
  const sameHostOtherPort = (await start("127.0.0.2"))!;
  const wellKnown: string[] = [];
  if (options.wellKnownPorts) {
    for (const [host, port] of [["127.0.0.1", 80], ["::1", 80], ["127.0.0.1", 443], ["::1", 443]] as const) {
      if (await start(host, port)) wellKnown.push(`${host}:${port}`);
    }
  }
  // UDP on the first canary's port number: STUN from WebRTC would arrive here.
  const udp = dgram.createSocket("udp4");
  udp.on("message", (_message, remote) => hits.push({ listener: `udp 127.0.0.1:${v4[0]}`, from: remote.address }));
  await new Promise<void>((resolve, reject) => {
    udp.once("error", reject);
    udp.bind(v4[0], "127.0.0.1", () => resolve());
  });
  return {
    v4,
    v6,
    sameHostOtherPort,
    wellKnown,
    hits,
    async close() {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
      await new Promise<void>((resolve) => udp.close(() => resolve()));
    },
  };
}
