// zod compiles fast object parsers with `new Function` unless told not to, and probes for it once when the
// first object schema is built. The gateway's CSP (script-src 'self', no 'unsafe-eval') refuses that, and
// Chromium reports every such probe as a Content-Security-Policy issue (it was the one on /generator). The
// browser does not need the speed. zod keeps its configuration on globalThis (shared by every copy of zod;
// zod's own `config({ jitless: true })` writes the same object), so setting it here, first thing in
// main.tsx, keeps zod itself out of the entry chunk. The e2e test "no CSP issue" guards it.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
