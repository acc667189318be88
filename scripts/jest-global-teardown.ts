import pg from "pg";

/** Drops the databases this run created (named with its TEST_RUN_ID) and stops any test containers. */
export default async function globalTeardown() {
  const runId = process.env.TEST_RUN_ID;
  const url = process.env.DATABASE_URL;
  if (runId && url) {
    const admin = new URL(url);
    admin.pathname = "/postgres";
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`t\\_%\\_${runId}\\_%`],
      );
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }
  await (globalThis as { __testServers?: { stop?: () => Promise<void> } }).__testServers?.stop?.();
}
