import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Store credentials at rest: envelope encryption with AES-256-GCM (node:crypto). Each token gets its own
 * random data key; the data key is wrapped by a configured key-encryption key, and both layers bind the
 * connection they belong to (additional authenticated data), so a sealed token copied onto another seller's
 * row does not open. A sealed value names the key that wrapped it, so keys rotate without a flag day:
 * the first key seals, every listed key opens, and `needsRewrap` finds what an old key still holds.
 *
 * Layout (version 1): 0x01 | idLength | keyId | wrapIv(12) | wrapTag(16) | wrappedKey(32) | iv(12) | tag(16) | ciphertext
 */
export interface TokenVault {
  /** The id of the key that seals new tokens. */
  readonly currentKeyId: string;
  seal(token: string, context: string): Buffer;
  open(sealed: Uint8Array, context: string): string;
  keyIdOf(sealed: Uint8Array): string;
  /** The same token under the current key (only its data key is re-wrapped). */
  rewrap(sealed: Uint8Array, context: string): Buffer;
}

const VERSION = 1;
const IV = 12;
const TAG = 16;
const KEY = 32;

export class TokenVaultError extends Error {}

export function parseTokenKeys(spec: string): Map<string, Buffer> {
  const keys = new Map<string, Buffer>();
  for (const entry of spec.split(",").map((s) => s.trim()).filter(Boolean)) {
    const colon = entry.indexOf(":");
    const id = colon > 0 ? entry.slice(0, colon) : "";
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(id)) throw new TokenVaultError("INTEGRATIONS_TOKEN_KEYS: each entry is id:base64key (id: letters, digits, _ or -)");
    const key = Buffer.from(entry.slice(colon + 1), "base64");
    if (key.length !== KEY) throw new TokenVaultError(`INTEGRATIONS_TOKEN_KEYS: key "${id}" must be 32 bytes (base64)`);
    if (keys.has(id)) throw new TokenVaultError(`INTEGRATIONS_TOKEN_KEYS: key "${id}" is listed twice`);
    keys.set(id, key);
  }
  if (keys.size === 0) throw new TokenVaultError("INTEGRATIONS_TOKEN_KEYS names no key");
  return keys;
}

/** The configured keys, or (standalone) one generated once into DATA_DIR, readable by this user only. */
export function loadTokenKeys(spec: string | undefined, dataDir: string): Map<string, Buffer> {
  if (spec) return parseTokenKeys(spec);
  const file = path.join(dataDir, "integrations-token-key.txt");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, `local:${randomBytes(KEY).toString("base64")}`, { flag: "wx", mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
  }
  return parseTokenKeys(fs.readFileSync(file, "utf8"));
}

function encrypt(key: Buffer, plain: Buffer, aad: Buffer) {
  const iv = randomBytes(IV);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), body };
}

function decrypt(key: Buffer, iv: Buffer, tag: Buffer, body: Buffer, aad: Buffer): Buffer {
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAAD(aad);
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    throw new TokenVaultError("a sealed token does not open: wrong key, wrong connection or altered bytes");
  }
}

export function createTokenVault(keys: Map<string, Buffer>): TokenVault {
  const first = keys.keys().next();
  if (first.done) throw new TokenVaultError("no token key");
  const currentKeyId: string = first.value;

  function parse(sealed: Uint8Array) {
    const buf = Buffer.from(sealed);
    if (buf[0] !== VERSION) throw new TokenVaultError("unknown sealed-token version");
    const idLength = buf[1]!;
    let at = 2;
    const take = (n: number) => buf.subarray(at, (at += n));
    const keyId = take(idLength).toString("utf8");
    const wrap = { iv: take(IV), tag: take(TAG), body: take(KEY) };
    const data = { iv: take(IV), tag: take(TAG), body: buf.subarray(at) };
    return { keyId, wrap, data };
  }

  function assemble(keyId: string, wrap: { iv: Buffer; tag: Buffer; body: Buffer }, data: { iv: Buffer; tag: Buffer; body: Buffer }) {
    const id = Buffer.from(keyId, "utf8");
    return Buffer.concat([Buffer.from([VERSION, id.length]), id, wrap.iv, wrap.tag, wrap.body, data.iv, data.tag, data.body]);
  }

  const aadFor = (context: string, layer: string) => Buffer.from(`shopscript-store-token:${layer}:${context}`, "utf8");

  function unwrapDataKey(sealed: Uint8Array, context: string) {
    const parts = parse(sealed);
    const kek = keys.get(parts.keyId);
    if (!kek) throw new TokenVaultError(`the key "${parts.keyId}" that sealed this token is not configured`);
    const dataKey = decrypt(kek, parts.wrap.iv, parts.wrap.tag, parts.wrap.body, aadFor(context, "key"));
    return { parts, dataKey };
  }

  function wrapDataKey(dataKey: Buffer, context: string) {
    return encrypt(keys.get(currentKeyId)!, dataKey, aadFor(context, "key"));
  }

  return {
    currentKeyId,
    seal(token, context) {
      const dataKey = randomBytes(KEY);
      const data = encrypt(dataKey, Buffer.from(token, "utf8"), aadFor(context, "data"));
      return assemble(currentKeyId, wrapDataKey(dataKey, context), data);
    },
    open(sealed, context) {
      const { parts, dataKey } = unwrapDataKey(sealed, context);
      return decrypt(dataKey, parts.data.iv, parts.data.tag, parts.data.body, aadFor(context, "data")).toString("utf8");
    },
    keyIdOf: (sealed) => parse(sealed).keyId,
    rewrap(sealed, context) {
      const { parts, dataKey } = unwrapDataKey(sealed, context);
      return assemble(currentKeyId, wrapDataKey(dataKey, context), parts.data);
    },
  };
}
