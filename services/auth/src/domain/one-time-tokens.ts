import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: what goes in the emailed link. */
export const newToken = () => randomBytes(32).toString("base64url");

/** Only this is stored, so a database leak does not leak live links. */
export const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");
