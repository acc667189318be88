import { PageReadError } from "./page-read-error";

/**
 * Parses a seller's URL (or a redirect's Location against the page it came from) the WHATWG way, the
 * same way Chromium does, so odd spellings such as `0x7f.1` or `127。0。0。1` become the IP literal the
 * guard then checks. Refuses every scheme but http/https (file:, data:, javascript:, ftp:, ws: ...) and
 * any user name or password: `shop.test@127.0.0.1` is a classic way to make a URL look like another host.
 */
export function parsePageUrl(input: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(input.trim(), base);
  } catch {
    throw PageReadError.invalidUrl();
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw PageReadError.unsupportedScheme();
  if (url.username !== "" || url.password !== "") throw PageReadError.credentialsInUrl();
  if (url.hostname === "") throw PageReadError.invalidUrl();
  // The fragment never reaches the server; dropping it keeps logs and sourceUrl tidy.
  url.hash = "";
  return url;
}
