import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export interface SessionKeys {
  /** PEM; only the auth service signs, so only it needs this. */
  privateKey?: string;
  /** PEM; the gateway and services verify with it. */
  publicKey: string;
}

const pem = (value: string) => value.replace(/\\n/g, "\n").trim() + "\n";

/**
 * Session tokens are ES256: a service that can verify a session cannot mint one. Keys come from
 * SESSION_PRIVATE_KEY / SESSION_PUBLIC_KEY (PEM; `\n` escapes allowed). Without them (standalone, a
 * developer machine) a key pair is generated once into DATA_DIR, so sessions survive restarts and every
 * process sharing that directory agrees on it.
 */
export function loadSessionKeys(env: NodeJS.ProcessEnv, dataDir: string): SessionKeys {
  if (env.SESSION_PUBLIC_KEY) {
    return { publicKey: pem(env.SESSION_PUBLIC_KEY), privateKey: env.SESSION_PRIVATE_KEY ? pem(env.SESSION_PRIVATE_KEY) : undefined };
  }
  if (env.SESSION_PRIVATE_KEY) throw new Error("SESSION_PRIVATE_KEY is set without SESSION_PUBLIC_KEY");
  const file = path.join(dataDir, "session-keys.json");
  if (!fs.existsSync(file)) {
    const { privateKey, publicKey } = generateKeyPairSync("ec", {
      namedCurve: "P-256",
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
      publicKeyEncoding: { type: "spki", format: "pem" },
    });
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      // "wx": if another process won the race, keep its keys.
      fs.writeFileSync(file, JSON.stringify({ privateKey, publicKey }), { flag: "wx", mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
  }
  return JSON.parse(fs.readFileSync(file, "utf8")) as SessionKeys;
}
