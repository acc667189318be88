import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes <file>.br (brotli, highest quality) and <file>.gz (gzip -9) beside every text file under `dir`,
 * once at build time, so the gateway never compresses a static file per request. Skips a variant that
 * would not be smaller. Returns how many files got compressed copies.
 */
export function compressDir(dir) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const raw = fs.readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
    count++;
  }
  return count;
}
