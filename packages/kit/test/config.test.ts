import { z } from "zod";
import { ConfigError, envFields, loadConfig } from "../src";

const schema = z.object({
  PORT: envFields.port(3000),
  PUBLIC_URL: envFields.url(),
  DATABASE_URL: envFields.postgresUrl().optional(),
  REDIS_URL: envFields.redisUrl().optional(),
  LOG_LEVEL: envFields.logLevel(),
  FEATURE_X: envFields.boolean(false),
  SECURE_COOKIES: envFields.boolean(true),
});

function configErrorOf(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error("expected a ConfigError, but nothing was thrown");
}

describe("loadConfig", () => {
  it("parses a valid environment and applies defaults", () => {
    const config = loadConfig(schema, { PUBLIC_URL: "https://shop.example", DATABASE_URL: "postgres://u:p@db/x" });
    expect(config).toEqual({
      PORT: 3000,
      PUBLIC_URL: "https://shop.example",
      DATABASE_URL: "postgres://u:p@db/x",
      LOG_LEVEL: "info",
      FEATURE_X: false,
      SECURE_COOKIES: true,
    });
  });

  it("reports every bad variable in one ConfigError", () => {
    const error = configErrorOf(() =>
      loadConfig(schema, {
        PORT: "70000",
        PUBLIC_URL: "not a url",
        DATABASE_URL: "mysql://db/x",
        REDIS_URL: "http://cache",
        LOG_LEVEL: "loud",
        FEATURE_X: "maybe",
      }),
    );
    const names = ["PORT", "PUBLIC_URL", "DATABASE_URL", "REDIS_URL", "LOG_LEVEL", "FEATURE_X"];
    expect(error.name).toBe("ConfigError");
    expect(error.problems).toHaveLength(names.length);
    for (const name of names) {
      expect(error.problems.some((p) => p.startsWith(`${name}: `))).toBe(true);
      expect(error.message).toContain(name);
    }
    expect(error.message).toContain("must be an http:// or https:// URL");
    expect(error.message).toContain("must be a postgres:// or postgresql:// URL");
    expect(error.message).toContain("must be true or false");
    // The variable that was fine is not blamed.
    expect(error.message).not.toContain("SECURE_COOKIES");
  });

  it("names a required variable that is missing", () => {
    const error = configErrorOf(() => loadConfig(schema, {}));
    expect(error.problems).toEqual([expect.stringMatching(/^PUBLIC_URL: /)]);
  });

  it("treats empty strings as unset, so defaults apply", () => {
    const config = loadConfig(schema, {
      PUBLIC_URL: "http://localhost:3000",
      PORT: "",
      LOG_LEVEL: "",
      FEATURE_X: "",
      SECURE_COOKIES: "",
      DATABASE_URL: "",
    });
    expect(config.PORT).toBe(3000);
    expect(config.LOG_LEVEL).toBe("info");
    expect(config.FEATURE_X).toBe(false);
    expect(config.SECURE_COOKIES).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("treats an empty required variable as missing", () => {
    const error = configErrorOf(() => loadConfig(schema, { PUBLIC_URL: "" }));
    expect(error.problems).toEqual([expect.stringMatching(/^PUBLIC_URL: /)]);
  });

  it("ignores variables the schema does not name", () => {
    const config = loadConfig(schema, { PUBLIC_URL: "http://x.example", PATH: "/usr/bin", HOME: "/root" });
    expect(config).not.toHaveProperty("PATH");
  });
});

describe("envFields.boolean", () => {
  const booleanSchema = z.object({ FLAG: envFields.boolean(false), ON: envFields.boolean(true) });

  it.each([
    ["true", true],
    ["1", true],
    ["yes", true],
    ["false", false],
    ["0", false],
    ["no", false],
  ])("parses %j as %s", (raw, expected) => {
    expect(loadConfig(booleanSchema, { FLAG: raw, ON: raw })).toEqual({ FLAG: expected, ON: expected });
  });

  it("falls back to its default when unset", () => {
    expect(loadConfig(booleanSchema, {})).toEqual({ FLAG: false, ON: true });
  });

  it.each(["maybe", "2", "on"])("rejects %j", (raw) => {
    const error = configErrorOf(() => loadConfig(booleanSchema, { FLAG: raw }));
    expect(error.problems).toEqual(["FLAG: must be true or false"]);
  });
});

describe("envFields.port", () => {
  const portSchema = z.object({ PORT: envFields.port(8080) });

  it.each([
    ["3000", 3000],
    ["0", 0],
    ["65535", 65535],
  ])("parses %j as %d", (raw, expected) => {
    expect(loadConfig(portSchema, { PORT: raw }).PORT).toBe(expected);
  });

  it("falls back to its default when unset", () => {
    expect(loadConfig(portSchema, {}).PORT).toBe(8080);
  });

  it.each(["65536", "-1", "80.5", "http", "3000abc"])("rejects %j", (raw) => {
    const error = configErrorOf(() => loadConfig(portSchema, { PORT: raw }));
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(/^PORT: /);
  });
});
