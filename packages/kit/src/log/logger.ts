import pino, { type Logger } from "pino";

export type { Logger };

/**
 * Paths that may carry secrets. Anything matching is replaced before a line is written, so a careless
 * `log.info({ body })` cannot leak a password or a token.
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
  "req.headers.authorization",
  "req.headers.cookie",
  "headers.authorization",
  "headers.cookie",
  "*.headers.authorization",
  "*.headers.cookie",
  'res.headers["set-cookie"]',
  "payload.token",
];

/** `destination` defaults to stdout; tests pass a stream to read what would be written. */
export function createLogger(
  service: string,
  level: string = process.env.LOG_LEVEL ?? "info",
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service },
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}
