import { quoteIdentifier, type Database } from "@shopscript/kit";
import type { RecipientBook } from "../domain/ports";
import type { PrismaClient } from "../generated/prisma/client";

/** What the sent-message log keeps instead of a deleted user's address. */
const ERASED = "(deleted user)";

export function createRecipientBook(db: Database<PrismaClient>): RecipientBook {
  return {
    async remember(userId, email) {
      // One statement, so it cannot interleave with forget: a user.registered redelivered after user.deleted
      // leaves the tombstone as it is rather than storing the address again.
      const stored = await db.client.$executeRawUnsafe(
        `INSERT INTO ${quoteIdentifier(db.schema)}."Recipient" AS r ("userId", "email") VALUES ($1::uuid, $2)
         ON CONFLICT ("userId") DO UPDATE SET "email" = EXCLUDED."email" WHERE r."email" <> $3`,
        userId,
        email,
        ERASED,
      );
      return stored > 0;
    },
    async lookup(userId) {
      const email = (await db.client.recipient.findUnique({ where: { userId } }))?.email;
      return email === ERASED ? "deleted" : email;
    },
    async forget(userId, email) {
      // The sent-message rows stay (they still stop a late redelivery from mailing), without the address;
      // the recipient row stays as a tombstone, so a late billing event is skipped rather than retried.
      await db.client.$transaction([
        db.client.recipient.upsert({ where: { userId }, create: { userId, email: ERASED }, update: { email: ERASED } }),
        db.client.sentMessage.updateMany({ where: { recipient: email }, data: { recipient: ERASED } }),
      ]);
    },
  };
}
