/** Runs one SQL statement with `$1`-style parameters (Prisma's $executeRawUnsafe, or a pg client). */
export type ExecuteSql = (sql: string, ...params: unknown[]) => Promise<unknown>;

const WORDS = ["merino", "oak", "brass", "linen", "ceramic", "walnut", "copper", "bamboo", "leather", "cotton", "steel", "glass"];
const THINGS = ["lamp", "mug", "board", "sweater", "bottle", "wallet", "planter", "candle", "scarf", "knife", "tray", "bowl"];

/**
 * Saved descriptions for one seller, written straight into catalog's table in one statement (saving
 * thousands through the API would measure the seeding, not the reads): varied names and texts for
 * searches to find (about 950 characters each with the default 12 filler sentences), four platforms, one
 * a second apart, then VACUUM ANALYZE: what autovacuum does after a bulk insert (statistics for the
 * planner, and the visibility map that lets a count read the index alone).
 */
export async function seedDescriptions(execute: ExecuteSql, userId: string, count: number, fillerSentences = 12): Promise<void> {
  const words = `ARRAY[${WORDS.map((w) => `'${w}'`).join(",")}]`;
  const things = `ARRAY[${THINGS.map((w) => `'${w}'`).join(",")}]`;
  await execute(
    `INSERT INTO "catalog"."Description" (id, "userId", "productName", keywords, platform, tone, description, "createdAt")
     SELECT gen_random_uuid(), $1::uuid,
            initcap((${words})[1 + n % 12]) || ' ' || initcap((${things})[1 + (n / 12) % 12]) || ' No. ' || n,
            'handmade, gift', (ARRAY['amazon','etsy','shopify','ebay'])[1 + n % 4], 'professional',
            'A ' || (${words})[1 + (n * 7) % 12] || ' ' || (${things})[1 + (n * 5) % 12] || ' made in small batches. ' ||
            repeat('Careful craft and honest materials, described plainly for the listing. ', ${Math.floor(fillerSentences)}) || 'Ref ' || md5(n::text),
            now() - (n || ' seconds')::interval
     FROM generate_series(1, ${Math.floor(count)}) AS n`,
    userId,
  );
  await execute(`VACUUM ANALYZE "catalog"."Description"`);
}
