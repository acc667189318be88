// The upload thread's entry when the catalog runs from its TypeScript sources (tests, `npm run dev`): tsx
// compiles them in the thread as it does in the main one. The server bundles have their own compiled worker
// (scripts/build-server.mjs builds upload-worker.cjs beside them).
require("tsx/cjs");
module.exports = require("./upload-worker.ts");
