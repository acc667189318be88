import type { DomainEvent } from "@shopscript/contracts";
import type { ApiClient } from "../../../../infra/test-support/api-client";
import { startTestSystem, type TestSystem } from "../../../../infra/test-support/test-system";

// The saved-descriptions tests' set-up (descriptions.test.ts, descriptions-manage.test.ts): the whole system on
// real PostgreSQL, RabbitMQ and Redis, reached through the gateway, with the description.* events it publishes.

export interface DescriptionsSystem {
  /** The running system (set in beforeAll). */
  readonly t: TestSystem;
  /** Every description.* event published so far, in order. */
  readonly events: DomainEvent[];
  /** A newly registered seller (an email of its own) and a client signed in as them. */
  seller(): Promise<{ client: ApiClient; userId: string }>;
  /** The catalog service, for its database. */
  catalogService(): TestSystem["system"]["services"][number];
}

/** Starts the system before the file's tests and stops it after; `emailPrefix` keeps each file's sellers apart. */
export function useDescriptionsSystem(emailPrefix: string): DescriptionsSystem {
  let t: TestSystem | undefined;
  const events: DomainEvent[] = [];
  beforeAll(async () => {
    t = await startTestSystem();
    await t.watch(["description.*"], async (event) => void events.push(event));
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
  });

  let counter = 0;
  const system: DescriptionsSystem = {
    get t() {
      if (!t) throw new Error("The test system starts in beforeAll");
      return t;
    },
    events,
    async seller() {
      const client = system.t.client();
      const email = `${emailPrefix}${Date.now()}${counter++}@example.com`;
      const res = await client.post("/api/auth/register", { email, password: `${emailPrefix} pass 1` });
      return { client, userId: res.json.user.id };
    },
    catalogService: () => system.t.system.services.find((s) => s.name === "catalog")!,
  };
  return system;
}

/** A save's body as the generator page sends it (spec §5), with `overrides`. */
export const descriptionBody = (overrides: Record<string, unknown> = {}) => ({
  productName: "Brass Desk Lamp",
  keywords: "brass, dimmable, 10 W LED",
  platform: "amazon",
  tone: "professional",
  productUrl: "",
  description: "A brass desk lamp with a dimmable 10 W LED.",
  ...overrides,
});
