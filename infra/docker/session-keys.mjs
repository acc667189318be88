// docker-compose.yml's `session-keys` one-shot: makes the ES256 session key pair once and hands it out as
// the kit's loadSessionKeys reads it (DATA_DIR/session-keys.json): the full pair in one volume, for auth
// (the only service that signs), and the public key alone in another, for every service that verifies.
// Runs as root to own the fresh volumes, then gives the files to the services' user (uid 1000).
// Usage: node session-keys.mjs <private-dir> <public-dir> [<integrations-dir>]
import { generateKeyPairSync, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const [privateDir, publicDir, integrationsDir] = process.argv.slice(2);
if (!privateDir || !publicDir) {
  console.error("usage: node session-keys.mjs <private-dir> <public-dir>");
  process.exit(2);
}
const owner = Number(process.env.KEYS_OWNER_UID ?? 1000);
const privateFile = path.join(privateDir, "session-keys.json");
const publicFile = path.join(publicDir, "session-keys.json");

if (!fs.existsSync(privateFile)) {
  const pair = generateKeyPairSync("ec", {
    namedCurve: "P-256",
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  fs.writeFileSync(privateFile, JSON.stringify(pair), { mode: 0o600 });
  console.log("session-keys: generated a new key pair");
} else {
  console.log("session-keys: keeping the existing key pair");
}
const { publicKey } = JSON.parse(fs.readFileSync(privateFile, "utf8"));
fs.writeFileSync(publicFile, JSON.stringify({ publicKey }), { mode: 0o644 });
fs.chownSync(privateFile, owner, owner);
fs.chownSync(publicFile, owner, owner);

// The integrations service's DATA_DIR: the public key too, and the key that seals store tokens at rest
// (INTEGRATIONS_TOKEN_KEYS overrides it), made once, readable by the service's user only.
if (integrationsDir) {
  const sessionFile = path.join(integrationsDir, "session-keys.json");
  fs.writeFileSync(sessionFile, JSON.stringify({ publicKey }), { mode: 0o644 });
  fs.chownSync(sessionFile, owner, owner);
  const tokenKeyFile = path.join(integrationsDir, "integrations-token-key.txt");
  if (!fs.existsSync(tokenKeyFile)) {
    fs.writeFileSync(tokenKeyFile, `local:${randomBytes(32).toString("base64")}`, { mode: 0o600 });
    console.log("session-keys: generated the key that seals store tokens");
  }
  fs.chownSync(tokenKeyFile, owner, owner);
}
