import { quoteIdentifier } from "@shopscript/kit";
import type { Prisma, PrismaClient } from "../generated/prisma/client";

/** Either the client or a transaction: repository functions work inside or outside one. */
export type Db = PrismaClient | Prisma.TransactionClient;

export interface AccountRecord {
  userId: string;
  email: string | null;
  trialStartDate: Date;
  plan: string | null;
  status: string;
  provider: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  syncedAt: Date | null;
  openCheckoutId: string | null;
  openCheckoutUrl: string | null;
  openCheckoutPlan: string | null;
  openCheckoutExpiresAt: Date | null;
  openCheckoutFirstChargeAt: Date | null;
}

export const findAccount = (db: Db, userId: string): Promise<AccountRecord | null> =>
  db.billingAccount.findUnique({ where: { userId } });

const accountTable = (schema: string) => `${quoteIdentifier(schema)}."BillingAccount"`;

/**
 * user.registered: the event is the source of truth for the trial window, so it overwrites a row opened
 * from the session. One atomic statement: the seller may be checking out at this very moment.
 */
export async function upsertRegisteredAccount(
  db: Db,
  schema: string,
  input: { userId: string; email: string; trialStartDate: Date },
) {
  await db.$executeRawUnsafe(
    `INSERT INTO ${accountTable(schema)} ("userId", "email", "trialStartDate", "updatedAt") VALUES ($1::uuid, $2, $3::timestamptz, now())
     ON CONFLICT ("userId") DO UPDATE SET "email" = EXCLUDED."email", "trialStartDate" = EXCLUDED."trialStartDate", "updatedAt" = now()`,
    input.userId,
    input.email,
    input.trialStartDate.toISOString(),
  );
}

/**
 * The account of a signed-in user, opened from the session when user.registered has not arrived yet (the
 * session carries the same trialStartDate the event will). Atomic, like the above: both may run at once.
 */
export async function ensureAccount(
  db: Db,
  schema: string,
  input: { userId: string; email: string; trialStartDate: Date },
): Promise<AccountRecord> {
  await db.$executeRawUnsafe(
    `INSERT INTO ${accountTable(schema)} ("userId", "email", "trialStartDate", "updatedAt") VALUES ($1::uuid, $2, $3::timestamptz, now())
     ON CONFLICT ("userId") DO NOTHING`,
    input.userId,
    input.email,
    input.trialStartDate.toISOString(),
  );
  return db.billingAccount.findUniqueOrThrow({ where: { userId: input.userId } });
}

/**
 * Stores the provider's customer id unless a concurrent request stored one first; returns the one that
 * is stored, so both requests go on with the same customer.
 */
export async function claimCustomer(
  db: Db,
  userId: string,
  provider: string,
  customerId: string,
): Promise<string> {
  await db.billingAccount.updateMany({
    where: { userId, OR: [{ customerId: null }, { provider: { not: provider } }, { provider: null }] },
    data: { customerId, provider },
  });
  const account = await db.billingAccount.findUniqueOrThrow({ where: { userId } });
  return account.customerId ?? customerId;
}

/**
 * Finds the account a subscription belongs to and locks its row for the rest of the transaction, so two
 * events about the same account decide their transitions one after the other. By subscription id first,
 * then by customer id, then by the user id in the subscription's metadata.
 */
export async function lockAccountForSubscription(
  tx: Prisma.TransactionClient,
  schema: string,
  keys: { subscriptionId: string; customerId: string | null; userId: string | null },
): Promise<AccountRecord | null> {
  const table = accountTable(schema);
  const attempts: Array<[string, string | null]> = [
    [`"subscriptionId" = $1`, keys.subscriptionId],
    [`"customerId" = $1`, keys.customerId],
    [`"userId" = $1::uuid`, keys.userId && /^[0-9a-f-]{36}$/i.test(keys.userId) ? keys.userId : null],
  ];
  for (const [condition, value] of attempts) {
    if (!value) continue;
    const rows = await tx.$queryRawUnsafe<{ userId: string }[]>(
      `SELECT "userId" FROM ${table} WHERE ${condition} FOR UPDATE`,
      value,
    );
    if (rows[0]) return tx.billingAccount.findUnique({ where: { userId: rows[0].userId } });
  }
  return null;
}

export async function saveSubscriptionState(
  tx: Prisma.TransactionClient,
  userId: string,
  state: Pick<
    AccountRecord,
    | "plan"
    | "status"
    | "provider"
    | "customerId"
    | "subscriptionId"
    | "currentPeriodEnd"
    | "cancelAtPeriodEnd"
    | "syncedAt"
  >,
) {
  await tx.billingAccount.update({ where: { userId }, data: state });
}

/**
 * Records `checkout` as the user's one open checkout, but only if the one stored is still `replacing`
 * (null for none): of two requests racing, exactly one stores its checkout; false for the other.
 */
export async function claimOpenCheckout(
  db: Db,
  userId: string,
  replacing: string | null,
  checkout: { id: string; url: string; plan: string; expiresAt: Date; firstChargeAt: Date | null },
): Promise<boolean> {
  const { count } = await db.billingAccount.updateMany({
    where: { userId, openCheckoutId: replacing },
    data: {
      openCheckoutId: checkout.id,
      openCheckoutUrl: checkout.url,
      openCheckoutPlan: checkout.plan,
      openCheckoutExpiresAt: checkout.expiresAt,
      openCheckoutFirstChargeAt: checkout.firstChargeAt,
    },
  });
  return count === 1;
}

/** The checkout is over (paid): nothing to hand out again. */
export async function clearOpenCheckout(tx: Prisma.TransactionClient, userId: string) {
  await tx.billingAccount.update({
    where: { userId },
    data: {
      openCheckoutId: null,
      openCheckoutUrl: null,
      openCheckoutPlan: null,
      openCheckoutExpiresAt: null,
      openCheckoutFirstChargeAt: null,
    },
  });
}

/** Database time, one clock for every replica: orders reads of the provider's state. */
export async function databaseNow(db: Db): Promise<Date> {
  const rows = await db.$queryRawUnsafe<{ now: Date }[]>(`SELECT clock_timestamp() AS now`);
  return new Date(rows[0]!.now);
}

export async function isWebhookEventProcessed(db: Db, eventId: string): Promise<boolean> {
  return (await db.processedWebhookEvent.findUnique({ where: { eventId } })) !== null;
}

/**
 * Records the event as processed; false when it already was. A concurrent duplicate waits on the
 * primary key until the first transaction ends, then finds the row (ON CONFLICT DO NOTHING).
 */
export async function markWebhookEventProcessed(
  tx: Prisma.TransactionClient,
  eventId: string,
  type: string,
): Promise<boolean> {
  const { count } = await tx.processedWebhookEvent.createMany({
    data: [{ eventId, type }],
    skipDuplicates: true,
  });
  return count === 1;
}

export async function deleteAccount(tx: Prisma.TransactionClient, userId: string) {
  await tx.billingAccount.deleteMany({ where: { userId } });
  await tx.sandboxCheckout.deleteMany({ where: { userId } });
  await tx.sandboxSubscription.deleteMany({ where: { userId } });
}
