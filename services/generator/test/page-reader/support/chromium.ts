import { existsSync } from "node:fs";

/** Where CI installs Chromium (`apt-get install -y chromium`); CHROMIUM_PATH overrides. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * Chromium tests must fail, loudly, when the browser is missing: skipping would let the JavaScript
 * reader and its SSRF guarantees go untested without anyone noticing.
 */
export function requireChromium(): string {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is required for the page-reader browser tests but was not found at ${CHROMIUM_PATH}. ` +
        "Install it (apt-get install -y chromium) or set CHROMIUM_PATH.",
    );
  }
  return CHROMIUM_PATH;
}
