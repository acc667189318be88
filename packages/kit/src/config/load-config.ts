import { z } from "zod";

/** Thrown when the environment does not satisfy a service's config schema; lists every problem at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * Parses `env` with a zod object schema whose keys are environment variable names.
 * Empty strings count as unset, so `FOO=` in a shell or compose file falls back to the default.
 */
export function loadConfig<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const cleaned: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) if (value !== undefined && value !== "") cleaned[key] = value;
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const name = issue.path.join(".") || "(environment)";
      return `${name}: ${issue.message}`;
    }),
  );
}

/** Reusable field schemas for environment variables. */
export const envFields = {
  port: (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback),
  url: () => z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }),
  postgresUrl: () =>
    z.string().regex(/^postgres(ql)?:\/\//, { error: "must be a postgres:// or postgresql:// URL" }),
  amqpUrl: () => z.string().regex(/^amqps?:\/\//, { error: "must be an amqp:// or amqps:// URL" }),
  redisUrl: () => z.string().regex(/^rediss?:\/\//, { error: "must be a redis:// or rediss:// URL" }),
  logLevel: () => z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  boolean: (fallback: boolean) =>
    z
      .preprocess(
        (v) => (typeof v === "string" ? v.toLowerCase() : v),
        z.enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" }),
      )
      .default(fallback ? "true" : "false")
      .transform((v) => v === "true" || v === "1" || v === "yes"),
};

/** The gateway's port when nothing says otherwise (standalone and distributed alike). */
export const DEFAULT_GATEWAY_PORT = 3000;

/**
 * The address sellers use when PUBLIC_URL is not set: this machine on the gateway's port, so the links in
 * mail and the allowed Origin follow `PORT` instead of pointing at a port nothing listens on.
 */
export function defaultPublicUrl(gatewayPort: string | number | undefined): string {
  const port = Number(gatewayPort);
  return `http://localhost:${Number.isInteger(port) && port > 0 ? port : DEFAULT_GATEWAY_PORT}`;
}
