import { randomBytes, randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { createLogger, loggerShowingSecrets } from "../src/log/logger";
import { redactHeaders } from "../src/log/redact-headers";
import { redactUrl } from "../src/log/redact-url";
import { redactSecretShapes } from "../src/log/secret-shapes";

// Secrets of every shape the system issues or holds, made the way their issuers make them.
const token = () => randomBytes(32).toString("base64url");
const SECRETS = {
  apiKey: `ss_live_${token()}`,
  linkToken: token(),
  jwt: `eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.${Buffer.from(JSON.stringify({ sub: randomUUID(), sid: randomUUID() })).toString("base64url")}.${randomBytes(64).toString("base64url")}`,
  stripeKey: `sk_live_${randomBytes(24).toString("hex")}Ab`,
  webhookSecret: `whsec_${randomBytes(24).toString("base64")}`,
};

function captured() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, callback) {
      lines.push(chunk.toString("utf8"));
      callback();
    },
  });
  return { log: createLogger("test", "info", stream), lines };
}

describe("secret redaction by shape", () => {
  it.each(Object.entries(SECRETS))("finds a %s anywhere in a text", (_name, secret) => {
    for (const text of [secret, `before ${secret} after`, `x=${secret}&y=1`, `"${secret}"`, `/path/${secret}/more`])
      expect(redactSecretShapes(text)).not.toContain(secret);
  });

  it("keeps what log lines need: UUIDs, hex trace ids, words, paths, numbers", () => {
    const keep = [randomUUID(), randomBytes(16).toString("hex"), "/api/batches/rows?limit=200&cursor=400", "stainless-steel-water-bottle-with-a-bamboo-lid", "1234567890123456789012345678901234567890"];
    for (const text of keep) expect(redactSecretShapes(text)).toBe(text);
  });

  it.each([
    ["a key in the path", `/api/v1/${SECRETS.apiKey}/descriptions`, SECRETS.apiKey],
    ["an encoded key in the path", `/api/${encodeURIComponent(SECRETS.apiKey).replace(/_/g, "%5F")}`, SECRETS.apiKey.slice(8)],
    ["a JWT in the path", `/api/auth/${SECRETS.jwt}`, SECRETS.jwt],
    ...["apiKey", "apikey", "APIKEY", "x-api-key", "X-Api-Key", "access-token", "access_token", "ACCESS_TOKEN", "token", "session", "jwt", "password"].map(
      (name) => [`a value named ${name}`, `/api/v1/descriptions?${name}=plain-words-secret&limit=5`, "plain-words-secret"] as [string, string, string],
    ),
    ["a key under an innocent name (q)", `/api/descriptions?q=${SECRETS.apiKey}`, SECRETS.apiKey],
    ["a link token under an innocent name", `/verify-email?t=${SECRETS.linkToken}`, SECRETS.linkToken],
    ["a query of a name alone", `/x?${SECRETS.apiKey}`, SECRETS.apiKey],
  ])("redactUrl: %s", (_what, url, secret) => {
    const safe = redactUrl(url);
    expect(safe).not.toContain(secret);
    expect(safe).toContain("[redacted]");
  });

  it("redactUrl keeps ordinary parameters and ids", () => {
    const id = randomUUID();
    expect(redactUrl(`/api/batches/${id}/rows?limit=200&status=done&q=steel%20bottle`)).toBe(`/api/batches/${id}/rows?limit=200&status=done&q=steel%20bottle`);
  });

  it("redactHeaders: secret-named headers go, secret-shaped values go, the rest stays", () => {
    const safe = redactHeaders({
      authorization: `Bearer ${SECRETS.apiKey}`,
      "x-api-key": "short",
      cookie: `shopscript_session=${SECRETS.jwt}`,
      referer: `https://shop.test/verify-email?token=${SECRETS.linkToken}`,
      "user-agent": "curl/8.5.0",
      "content-length": "12",
    });
    expect(JSON.stringify(safe)).not.toMatch(new RegExp(`${SECRETS.apiKey}|short|${SECRETS.linkToken}|eyJ`));
    expect(safe).toMatchObject({ "user-agent": "curl/8.5.0", "content-length": "12" });
  });

  it("every line the kit logger writes has secrets redacted, wherever they are: message, fields, errors, headers", () => {
    const { log, lines } = captured();
    const all = Object.values(SECRETS);
    log.info(`key ${SECRETS.apiKey} in a message`);
    log.info({ url: `/api?apiKey=${SECRETS.apiKey}`, nested: { deep: [SECRETS.jwt] } }, "fields");
    log.error({ err: new Error(`auth refused ${SECRETS.stripeKey} and ${SECRETS.webhookSecret}`) }, "an error");
    log.warn({ req: { headers: { "x-api-key": "short-secret", authorization: "Basic dXNlcjpwYXNz" } } }, "headers");
    log.info({ headers: { "proxy-authorization": "Basic abc" }, link: `https://shop.test/reset-password?token=${SECRETS.linkToken}` }, "a link");
    const text = lines.join("");
    expect(lines).toHaveLength(5);
    for (const secret of [...all, "short-secret", "dXNlcjpwYXNz", "Basic abc"]) expect(text).not.toContain(secret);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });

  it("loggerShowingSecrets (standalone mail's links) keeps the token and the logger's bindings", () => {
    const { log, lines } = captured();
    loggerShowingSecrets(log.child({ eventId: "e1" })).info({ links: [`http://localhost/verify-email?token=${SECRETS.linkToken}`] }, "mail written");
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({ service: "test", eventId: "e1", msg: "mail written" });
    expect(line.links[0]).toContain(SECRETS.linkToken);
  });
});
