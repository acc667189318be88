/**
 * Query parameters whose values are secrets in a URL: the verification and reset links carry `token`,
 * OAuth-style callbacks `code`, signed URLs `signature`. Field-name redaction cannot see inside a URL
 * string, so request logs pass every URL through here.
 */
const SECRET_PARAM = /^(?:token|code|key|secret|password|signature|sig|session(?:_?id)?|access_token|refresh_token|api_key)$/i;

/** The URL (path + query, as a request line has it) with secret query values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, " "));
      } catch {
        // A malformed escape is logged as sent; it cannot be a parameter the app reads either.
      }
      return equals >= 0 && SECRET_PARAM.test(name) ? `${rawName}=[redacted]` : pair;
    })
    .join("&");
  return `${url.slice(0, queryStart)}?${query}`;
}
