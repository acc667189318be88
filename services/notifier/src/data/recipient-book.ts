import type { Database } from "@shopscript/kit";
import type { RecipientBook } from "../domain/ports";
import type { PrismaClient } from "../generated/prisma/client";

/** What the sent-message log keeps instead of a deleted user's address. */
const ERASED = "(deleted user)";

export function createRecipientBook(db: Database<PrismaClient>): RecipientBook {
  return {
    async remember(userId, email) {
      await db.client.recipient.upsert({ where: { userId }, create: { userId, email }, update: { email } });
    },
    async lookup(userId) {
      return (await db.client.recipient.findUnique({ where: { userId } }))?.email;
    },
    async forget(userId, email) {
      // The sent-message rows stay (they still stop a late redelivery from mailing), without the address.
      await db.client.$transaction([
        db.client.recipient.deleteMany({ where: { userId } }),
        db.client.sentMessage.updateMany({ where: { recipient: email }, data: { recipient: ERASED } }),
      ]);
    },
  };
}
