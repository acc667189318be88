import { REDACTED } from "@shopscript/contracts";
import { hasSecretShape, isSecretName } from "./secret-shapes";

/**
 * A URL (path + query, as a request line has it) fit for a log line: a query value is replaced by
 * `[redacted]` when its name says it is a secret (any case: `token`, `apiKey`, `x-api-key`, `access-token`…)
 * or when the value itself is shaped like one (`?q=ss_live_…`); a path segment shaped like a secret
 * (`/api/v1/ss_live_…`, a link token) is replaced too. Names and values are compared decoded, so an
 * encoded secret (`ss%5Flive%5F…`) is still found. Field-name redaction cannot see inside a URL string, so
 * request logs pass every URL through here.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const safePath = path
    .split("/")
    .map((segment) => (hasSecretShape(decoded(segment)) ? REDACTED : segment))
    .join("/");
  if (queryStart < 0) return safePath;
  const query = url
    .slice(queryStart + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      if (equals < 0) return hasSecretShape(decoded(rawName)) ? REDACTED : pair;
      const secret = isSecretName(decoded(rawName)) || hasSecretShape(decoded(pair.slice(equals + 1)));
      return secret ? `${hasSecretShape(decoded(rawName)) ? REDACTED : rawName}=${REDACTED}` : pair;
    })
    .join("&");
  return `${safePath}?${query}`;
}

/** The text a URL part stands for; a malformed escape is compared as sent (it is no name the app reads either). */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    return part;
  }
}
