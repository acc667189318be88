import net from "node:net";

export interface Dial {
  host: string;
  port: number;
}

export interface DialGuard {
  /** Every outgoing TCP connection attempted in this process since install (Unix sockets excepted). */
  readonly dials: Dial[];
  /** Attempts to anything but 127.0.0.0/8 or ::1: each one was stopped, and each one fails the suite. */
  readonly violations: Dial[];
  restore(): void;
}

const LOOPBACK = (host: string) => /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) || host === "::1";

/**
 * The test's last line of defence (ssrf.md): forms such as `::7f00:1` route OFF this machine, so the
 * guard's refusals are tested with a patch under every TCP connect in this process (undici, http,
 * the guard proxy) that only ever lets a connection to 127.0.0.0/8 or ::1 through, by IP literal. A
 * faulty guard then fails the test instead of sending traffic out. Chromium itself is a separate
 * process, but it reaches the network only through the guard proxy, which runs here.
 */
export function installDialGuard(): DialGuard {
  const original = net.Socket.prototype.connect;
  const dials: Dial[] = [];
  const violations: Dial[] = [];
  // Socket#connect receives either normalised args ([options, cb] marked by net), an options object,
  // or (port, host, cb); read host and port from whichever it is.
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0];
    const options = (typeof first === "object" && first !== null ? first : { port: first, host: args[1] }) as {
      path?: string;
      host?: string;
      port?: number | string;
    };
    if (!options.path) {
      const dial = { host: String(options.host ?? "(default host)"), port: Number(options.port) };
      dials.push(dial);
      if (!LOOPBACK(dial.host)) {
        violations.push(dial);
        throw new Error(`dial guard: refused to connect to ${dial.host}:${dial.port} (tests may only reach loopback)`);
      }
    }
    return (original as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof net.Socket.prototype.connect;
  return {
    dials,
    violations,
    restore() {
      net.Socket.prototype.connect = original;
    },
  };
}
