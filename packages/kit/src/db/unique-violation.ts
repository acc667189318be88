/**
 * Whether a write failed on a unique constraint: Prisma's P2002, which the pg adapter raises for PostgreSQL's 23505. A
 * writer that raced another for the same row (two sign-ups for one address, two "Publish approved" for one job) reads
 * the row the other one wrote instead of failing.
 */
export function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === "P2002";
}
