import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { createEvent } from "@shopscript/contracts";
import { eventually } from "@shopscript/kit/testing";
import type { ApiClient } from "../../../../infra/test-support/api-client";
import type { TestSystem } from "../../../../infra/test-support/test-system";

export const PASSWORD = "api test pass 1";
let counter = 0;

/** A seller signed up through the API, and (unless `plan` is null) subscribed as billing reports it. */
export async function seller(t: TestSystem, plan: "pro" | null = "pro"): Promise<{ client: ApiClient; userId: string; email: string }> {
  const client = t.client();
  const email = `api${Date.now()}${counter++}@example.com`;
  const res = await client.post("/api/auth/register", { email, password: PASSWORD });
  if (res.status !== 201) throw new Error(`register answered ${res.status}`);
  const userId = res.json.user.id as string;
  if (plan) {
    const bus = await t.bus();
    await bus.publish(createEvent("subscription.activated", { userId, plan, currentPeriodEnd: null }, { correlationId: "test" }));
    await eventually(async () => (await client.get("/api/auth/api-keys")).json?.apiAccess === true || undefined, "auth to mirror the plan");
  }
  return { client, userId, email };
}

export async function createKey(client: ApiClient, scopes: string[] = ["generate", "descriptions:read", "descriptions:write"], name = "Test key") {
  const res = await client.post("/api/auth/api-keys", { name, scopes });
  if (res.status !== 201) throw new Error(`creating a key answered ${res.status}: ${res.text}`);
  return res.json as { id: string; secret: string; prefix: string; scopes: string[] };
}

/** A call to the public API with a key, as a script would make it: no cookies, no browser headers. */
export async function call(t: TestSystem, key: string | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}${path}`, {
    method,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** Validates real answers against the served OpenAPI document (ajv, JSON Schema 2020-12). */
export class OpenApiValidator {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  checked = 0;

  constructor(readonly doc: any) {
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: "https://shopscript.test/openapi.json", components: doc.components }, "openapi");
  }

  /** Throws unless the document describes this status for the route and the body matches its schema. */
  validate(method: string, path: string, status: number, body: unknown, contentType = "application/json") {
    const operation = this.doc.paths[path]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${method} ${path} is not in the OpenAPI document`);
    const response = operation.responses[String(status)];
    if (!response) throw new Error(`${method} ${path} answered ${status}, which the OpenAPI document does not list`);
    const schema = response.content?.[contentType]?.schema;
    if (!schema) throw new Error(`${method} ${path} ${status}: no ${contentType} schema`);
    const rebased = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"https://shopscript.test/openapi.json#/components/'));
    const valid = this.ajv.validate(rebased, body);
    if (!valid) throw new Error(`${method} ${path} ${status} does not match the OpenAPI document: ${this.ajv.errorsText()}`);
    this.checked++;
  }
}
