/**
 * Turns a page's bytes into text the way browsers mostly do: a byte-order mark wins, then the
 * Content-Type charset, then a `<meta charset>` in the first 1024 bytes, else UTF-8 (the web's
 * overwhelming default today). Unknown labels fall back to UTF-8 rather than failing the read.
 */
export function decodeHtml(bytes: Uint8Array, contentType: string | null): string {
  const label = bomCharset(bytes) ?? headerCharset(contentType) ?? metaCharset(bytes) ?? "utf-8";
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

function bomCharset(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  return undefined;
}

function headerCharset(contentType: string | null): string | undefined {
  const match = /;\s*charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType ?? "");
  return match?.[1];
}

function metaCharset(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  const match = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  const label = match?.[1]?.toLowerCase();
  // The HTML standard ignores a meta claim of UTF-16: an ASCII-readable meta tag cannot be UTF-16.
  if (!label || label.startsWith("utf-16")) return undefined;
  return label;
}

/** The media type without parameters, lower-cased: `text/html; charset=utf-8` → `text/html`. */
export function mediaType(contentType: string | null): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);

export function isHtmlMediaType(type: string): boolean {
  return HTML_TYPES.has(type);
}

/** For a response without a Content-Type: does the body start like an HTML document? */
export function looksLikeHtml(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 512)).toString("latin1").replace(/^\uFEFF|^\xEF\xBB\xBF/, "").trimStart().toLowerCase();
  return head.startsWith("<!doctype html") || head.startsWith("<html") || head.startsWith("<head") || head.startsWith("<!--");
}
