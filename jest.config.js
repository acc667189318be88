// One jest run for every workspace: unit and integration tests live in each workspace's test/ folder.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/packages", "<rootDir>/services", "<rootDir>/web", "<rootDir>/infra"],
  testMatch: ["**/test/**/*.test.ts"],
  transform: {
    "^.+\\.(t|j|mj|cj)sx?$": [
      "@swc/jest",
      { jsc: { parser: { syntax: "typescript", tsx: true }, target: "es2022" }, module: { type: "commonjs" } },
    ],
  },
  // PGlite's CommonJS build uses a dynamic import() that jest only allows once it is compiled.
  transformIgnorePatterns: ["/node_modules/(?!@electric-sql/pglite)"],
  globalSetup: "<rootDir>/scripts/jest-global-setup.ts",
  globalTeardown: "<rootDir>/scripts/jest-global-teardown.ts",
  testTimeout: 30000,
  maxWorkers: 2,
};
