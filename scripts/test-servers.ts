import net from "node:net";

/**
 * Which PostgreSQL, RabbitMQ and Redis the tests use, in this order:
 *  1. the servers that DATABASE_URL, AMQP_URL and REDIS_URL name (CI sets them);
 *  2. none named and a Docker engine answers: containers started with testcontainers;
 *  3. none named, no Docker: the standard local ports, if all three answer (a developer machine);
 *  otherwise a loud failure naming what to start. Tests never skip for a missing server.
 */
export interface TestServers {
  DATABASE_URL: string;
  AMQP_URL: string;
  REDIS_URL: string;
  stop?: () => Promise<void>;
}

const LOCAL = {
  DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/postgres",
  AMQP_URL: "amqp://guest:guest@127.0.0.1:5672",
  REDIS_URL: "redis://127.0.0.1:6379",
};

export function portAnswers(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

const urlAnswers = (url: string) => {
  const parsed = new URL(url);
  const defaults: Record<string, number> = { "postgresql:": 5432, "postgres:": 5432, "amqp:": 5672, "redis:": 6379 };
  return portAnswers(parsed.hostname, Number(parsed.port || defaults[parsed.protocol]));
};

async function dockerAnswers(): Promise<boolean> {
  if (process.env.DOCKER_HOST) return true;
  const fs = await import("node:fs");
  return fs.existsSync("/var/run/docker.sock") && (await new Promise<boolean>((resolve) => {
    const socket = net.connect("/var/run/docker.sock");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  }));
}

async function startContainers(): Promise<TestServers> {
  const { GenericContainer, Wait } = await import("testcontainers");
  const [postgres, rabbit, redis] = await Promise.all([
    new GenericContainer("postgres:15-alpine")
      .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: "trust" })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/ready to accept connections/, 2))
      .start(),
    new GenericContainer("rabbitmq:3.13-alpine").withExposedPorts(5672).withWaitStrategy(Wait.forLogMessage(/Server startup complete/)).start(),
    new GenericContainer("redis:7-alpine").withExposedPorts(6379).start(),
  ]);
  return {
    DATABASE_URL: `postgresql://postgres@${postgres.getHost()}:${postgres.getMappedPort(5432)}/postgres`,
    AMQP_URL: `amqp://guest:guest@${rabbit.getHost()}:${rabbit.getMappedPort(5672)}`,
    REDIS_URL: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
    stop: async () => {
      await Promise.all([postgres.stop(), rabbit.stop(), redis.stop()]);
    },
  };
}

export async function resolveTestServers(env: NodeJS.ProcessEnv = process.env): Promise<TestServers> {
  const named = (["DATABASE_URL", "AMQP_URL", "REDIS_URL"] as const).filter((key) => env[key]);
  let servers: TestServers;
  if (named.length > 0) {
    const missing = (["DATABASE_URL", "AMQP_URL", "REDIS_URL"] as const).filter((key) => !env[key]);
    if (missing.length) throw new Error(`Tests need all of DATABASE_URL, AMQP_URL and REDIS_URL; missing: ${missing.join(", ")}`);
    servers = { DATABASE_URL: env.DATABASE_URL!, AMQP_URL: env.AMQP_URL!, REDIS_URL: env.REDIS_URL! };
  } else if (await dockerAnswers()) {
    servers = await startContainers();
  } else {
    servers = LOCAL;
  }
  const checks = await Promise.all(
    (["DATABASE_URL", "AMQP_URL", "REDIS_URL"] as const).map(async (key) => [key, await urlAnswers(servers[key])] as const),
  );
  const down = checks.filter(([, ok]) => !ok).map(([key]) => `${key} (${servers[key]})`);
  if (down.length) {
    throw new Error(
      `The tests need real PostgreSQL, RabbitMQ and Redis, and these do not answer: ${down.join(", ")}.\n` +
        "Start them (see the README, 'Testing'; e.g. `bash .ci/run` starts the local ones), or set " +
        "DATABASE_URL, AMQP_URL and REDIS_URL to servers that run, or run Docker so testcontainers can start them.",
    );
  }
  return servers;
}
