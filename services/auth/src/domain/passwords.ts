import argon2 from "argon2";

/**
 * argon2id with OWASP's baseline (19 MiB, 2 passes, 1 lane). Raising these slows every sign-in and sign-up;
 * `npm run bench` reports the login cost.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * A real hash of a random password, verified against when the email is unknown, so "no such account"
 * costs the same time as "wrong password" and timing does not reveal which accounts exist.
 */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  await verifyPassword(await dummyHash, password);
}
