import { REDACTED } from "@shopscript/contracts";
import { isSecretName, redactSecretShapes } from "./secret-shapes";

/**
 * Request or response headers fit for a log line: a header whose name says it carries a secret
 * (`authorization`, `cookie`, `set-cookie`, `x-api-key`, `x-auth-token`…) is replaced by `[redacted]`, and any
 * other value has its secret-shaped parts replaced (a key pasted into `referer` or `x-forwarded-uri`).
 */
export function redactHeaders(headers: Record<string, string | string[] | number | undefined>): Record<string, string | string[] | number | undefined> {
  const safe: Record<string, string | string[] | number | undefined> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (isSecretName(name)) safe[name] = REDACTED;
    else if (Array.isArray(value)) safe[name] = value.map(redactSecretShapes);
    else safe[name] = typeof value === "string" ? redactSecretShapes(value) : value;
  }
  return safe;
}
