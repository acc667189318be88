import { ConfigError } from "@shopscript/kit";
import { loadBillingConfig } from "../src/config";

const stripe = {
  STRIPE_SECRET_KEY: "sk_test_123abc",
  STRIPE_WEBHOOK_SECRET: "whsec_456def",
  STRIPE_PRICE_STARTER: "price_starter1",
  STRIPE_PRICE_PRO: "price_pro1",
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadBillingConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error("expected a ConfigError");
}

describe("billing configuration", () => {
  it("no Stripe variables: the sandbox, and PUBLIC_URL defaults to http://localhost:3000", () => {
    expect(loadBillingConfig({})).toEqual({ publicUrl: "http://localhost:3000", stripe: null });
    // Set-but-empty counts as unset (FOO= in a compose file).
    expect(loadBillingConfig({ STRIPE_SECRET_KEY: "", PUBLIC_URL: "https://shop.example/" })).toEqual({
      publicUrl: "https://shop.example",
      stripe: null,
    });
  });

  it("all four Stripe variables: Stripe, with the prices by plan and an optional API base", () => {
    expect(loadBillingConfig({ ...stripe, STRIPE_API_BASE: "http://127.0.0.1:12111" }).stripe).toEqual({
      secretKey: stripe.STRIPE_SECRET_KEY,
      webhookSecret: stripe.STRIPE_WEBHOOK_SECRET,
      prices: { starter: stripe.STRIPE_PRICE_STARTER, pro: stripe.STRIPE_PRICE_PRO },
      apiBase: new URL("http://127.0.0.1:12111"),
    });
  });

  it("some but not all: one ConfigError naming every missing variable", () => {
    const problems = problemsOf({
      STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY,
      STRIPE_PRICE_PRO: stripe.STRIPE_PRICE_PRO,
    });
    expect(problems.map((p) => p.split(":")[0])).toEqual(["STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_STARTER"]);
    expect(problems[0]).toMatch(/required with STRIPE_SECRET_KEY, STRIPE_PRICE_PRO/);
    expect(
      problemsOf({ STRIPE_WEBHOOK_SECRET: stripe.STRIPE_WEBHOOK_SECRET }).map((p) => p.split(":")[0]),
    ).toEqual(["STRIPE_SECRET_KEY", "STRIPE_PRICE_STARTER", "STRIPE_PRICE_PRO"]);
  });

  it("malformed values are named in the same error", () => {
    const problems = problemsOf({
      ...stripe,
      STRIPE_SECRET_KEY: "pk_test_publishable",
      STRIPE_API_BASE: "ftp://x",
      PUBLIC_URL: "shop",
    });
    expect(problems.map((p) => p.split(":")[0]).sort()).toEqual([
      "PUBLIC_URL",
      "STRIPE_API_BASE",
      "STRIPE_SECRET_KEY",
    ]);
  });
});
