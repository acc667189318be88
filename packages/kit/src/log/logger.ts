import pino, { type Logger } from "pino";
import { currentLogContext } from "./log-context";
import { redactSecretShapes } from "./secret-shapes";

export type { Logger };

/**
 * Paths that may carry secrets. Anything matching is replaced before a line is written, so a careless
 * `log.info({ body })` cannot leak a password or a token. This catches secrets by the name they are logged
 * under; `redactSecretShapes` (the stream-write hook below) catches them by their own shape anywhere else.
 */
const REDACTED_PATHS = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "secret",
  "*.password",
  "*.newPassword",
  "*.token",
  "*.secret",
  "*.apiKey",
  "apiKey",
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-api-key"]',
  'req.headers["proxy-authorization"]',
  "headers.authorization",
  "headers.cookie",
  'headers["x-api-key"]',
  'headers["proxy-authorization"]',
  "*.headers.authorization",
  "*.headers.cookie",
  '*.headers["x-api-key"]',
  '*.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
  "payload.token",
];

/** Set by tracing while it is on: the active span's ids for the log line. */
let traceFields: (() => { trace_id: string; span_id: string } | undefined) | undefined;

/** Tracing (kit/src/tracing) installs this when it starts and removes it when it stops. */
export function setLogTraceFields(provider: typeof traceFields): void {
  traceFields = provider;
}

/**
 * pino calls this only for lines it writes (after the level check), so a filtered-out debug line costs
 * nothing here. It must return a fresh object: pino merges the line's own fields into it.
 */
function logMixin(): object {
  const context = currentLogContext();
  const trace = traceFields?.();
  if (!trace) return context ? { ...context } : {};
  return context ? { ...context, ...trace } : { ...trace };
}

/** `LOG_FORMAT=pretty|json`; unset means pretty on a terminal, JSON otherwise (containers, files, pipes). */
export function logFormat(env: NodeJS.ProcessEnv = process.env, isTty = Boolean(process.stdout.isTTY)): "pretty" | "json" {
  if (env.LOG_FORMAT === "pretty" || env.LOG_FORMAT === "json") return env.LOG_FORMAT;
  return isTty ? "pretty" : "json";
}

let stdout: pino.DestinationStream | undefined;

/**
 * One stdout destination per process, shared by every service logger in it (the standalone mode runs six).
 * JSON goes through pino's asynchronous writer (SonicBoom, `sync: false`): a line is buffered and written
 * when the fd is ready, so logging never blocks the event loop; pino flushes it on exit, and
 * `flushLogs` does on shutdown. Pretty output (pino-pretty, loaded only then) is for a person at a terminal:
 * written synchronously, so it keeps its order with what the process prints itself (npm start's banner).
 */
function stdoutDestination(): pino.DestinationStream {
  stdout ??= openStdout();
  return stdout;
}

function openStdout(): pino.DestinationStream {
  if (logFormat() === "pretty") {
    const pretty = require("pino-pretty") as typeof import("pino-pretty");
    return pretty({
      colorize: Boolean(process.stdout.isTTY),
      translateTime: "SYS:HH:MM:ss.l",
      ignore: "pid,hostname,service",
      messageFormat: "{if service}[{service}] {end}{msg}",
      sync: true,
    });
  }
  return pino.destination({ dest: 1, sync: false, minLength: 0 });
}

/** Writes out what the shared stdout destination still holds; called on shutdown. Never throws. */
export function flushLogs(): void {
  const destination = stdout as { flushSync?: () => void } | undefined;
  try {
    destination?.flushSync?.();
  } catch {
    // not yet open, or already closed: nothing buffered that can be written now
  }
}

/**
 * A service's logger: `service` bound to every line, secrets redacted, and the current log context (request,
 * event or job ids) and trace ids merged into each line. `destination` defaults to stdout; tests pass a stream
 * to read what would be written. A logger without `service` is for a caller that binds it per child.
 */
export function createLogger(
  service: string | undefined,
  level: string = process.env.LOG_LEVEL ?? "info",
  destination?: pino.DestinationStream,
): Logger {
  return pino(loggerOptions(service, level, true), destination ?? stdoutDestination());
}

function loggerOptions(service: string | undefined, level: string, redactShapes: boolean): pino.LoggerOptions {
  return {
    level,
    base: service ? { service } : null,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: logMixin,
    // The last step before a line is written, for every line: a secret recognised by its shape (an API key,
    // a session JWT, a link token, a Stripe key) is replaced wherever it is (a URL, an error message, a field).
    ...(redactShapes ? { hooks: { streamWrite: redactSecretShapes } } : {}),
  };
}

/**
 * The same logger (level, bindings, destination, name redaction) without the secret-shape redaction, for the
 * one line that must show a token: standalone mode's mail written to a file logs its links so a local user can
 * follow them from the console (no SMTP_URL; never in a deployment). Use nowhere else.
 */
export function loggerShowingSecrets(log: Logger): Logger {
  const stream = (log as unknown as Record<symbol, pino.DestinationStream>)[pino.symbols.streamSym];
  const bindings = log.bindings();
  const service = typeof bindings.service === "string" ? bindings.service : undefined;
  const { service: _service, ...rest } = bindings;
  return pino(loggerOptions(service, log.level, false), stream).child(rest);
}
