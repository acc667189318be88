import {
  emailSchema,
  loginBodySchema,
  registerBodySchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  resetPasswordFormSchema,
  verifyEmailBodySchema,
  currentUserSchema,
} from "../src";
import type { z } from "zod";

// Flattens zod issues to { "path": "message" } so tests read like the form the user sees.
function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("email", () => {
  it("is trimmed and lower-cased so one mailbox is one account", () => {
    expect(emailSchema.parse("  Ann@Shop.COM ")).toBe("ann@shop.com");
  });

  it("says 'Please enter a valid email address' for a bad or missing address", () => {
    expect(fieldErrors(forgotPasswordBodySchema.safeParse({ email: "not-an-email" }))).toEqual({
      email: "Please enter a valid email address",
    });
    expect(fieldErrors(forgotPasswordBodySchema.safeParse({}))).toEqual({
      email: "Please enter a valid email address",
    });
  });
});

describe("passwords", () => {
  it("registration uses the spec's length messages on the password field", () => {
    expect(fieldErrors(registerBodySchema.safeParse({ email: "a@b.co", password: "short" }))).toEqual({
      password: "Password must be at least 8 characters",
    });
    expect(fieldErrors(registerBodySchema.safeParse({ email: "a@b.co", password: "x".repeat(101) }))).toEqual(
      {
        password: "Password must be less than 100 characters",
      },
    );
    expect(registerBodySchema.safeParse({ email: "a@b.co", password: "x".repeat(100) }).success).toBe(true);
  });

  it("login only needs a non-empty password", () => {
    expect(loginBodySchema.safeParse({ email: "a@b.co", password: "x" }).success).toBe(true);
    expect(fieldErrors(loginBodySchema.safeParse({ email: "a@b.co", password: "" }))).toHaveProperty(
      "password",
    );
  });

  it("reset applies the same rules to newPassword", () => {
    expect(fieldErrors(resetPasswordBodySchema.safeParse({ token: "t", newPassword: "short" }))).toEqual({
      newPassword: "Password must be at least 8 characters",
    });
  });

  it("the reset form reports a mismatch on confirmPassword", () => {
    expect(
      fieldErrors(
        resetPasswordFormSchema.safeParse({ newPassword: "longenough", confirmPassword: "different" }),
      ),
    ).toEqual({ confirmPassword: "Passwords don't match" });
    expect(
      resetPasswordFormSchema.safeParse({ newPassword: "longenough", confirmPassword: "longenough" }).success,
    ).toBe(true);
  });
});

describe("tokens and the current user", () => {
  it("a missing token gets the spec's text", () => {
    expect(fieldErrors(verifyEmailBodySchema.safeParse({ token: "" }))).toEqual({
      token: "No verification token provided",
    });
    expect(fieldErrors(resetPasswordBodySchema.safeParse({ newPassword: "longenough" }))).toEqual({
      token: "No reset token provided",
    });
  });

  it("the current user carries ISO timestamps", () => {
    const user = {
      id: "3f1c7a52-5d0e-4a8c-9a55-1f8f2b6b0c11",
      email: "ann@shop.com",
      emailVerified: false,
      trialStartDate: new Date().toISOString(),
      createdAt: new Date().toISOString(),
    };
    expect(currentUserSchema.parse(user)).toEqual(user);
    expect(currentUserSchema.safeParse({ ...user, createdAt: "yesterday" }).success).toBe(false);
  });
});
