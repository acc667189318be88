import { randomBytes } from "node:crypto";
import { resolveTestServers } from "./test-servers";

/** Finds (or starts) the real servers once, and hands their URLs to every test worker through the env. */
export default async function globalSetup() {
  const servers = await resolveTestServers();
  process.env.DATABASE_URL = servers.DATABASE_URL;
  process.env.AMQP_URL = servers.AMQP_URL;
  process.env.REDIS_URL = servers.REDIS_URL;
  process.env.TEST_RUN_ID = randomBytes(3).toString("hex");
  process.env.LOG_LEVEL ??= "silent";
  (globalThis as { __testServers?: typeof servers }).__testServers = servers;
}
