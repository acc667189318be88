// The worker entry when the generator runs from its TypeScript sources (tests, `npm run dev`): tsx compiles
// them in the worker thread as it does in the main one. The server bundle has its own compiled worker
// (scripts/build-server.mjs builds listing-worker.cjs beside it).
require("tsx/cjs");
module.exports = require("./listing-worker.ts");
