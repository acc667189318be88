import { z } from "zod";
import { MESSAGES } from "../messages";
import { isoDateTimeSchema } from "../iso-datetime";

// Trimmed and lower-cased before the format check so "  Ann@Shop.COM " signs in to the same
// account as "ann@shop.com"; the unique index on users.email relies on this normal form.
export const emailSchema = z
  .string({ error: MESSAGES.INVALID_EMAIL })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: MESSAGES.INVALID_EMAIL }).max(254, { error: MESSAGES.INVALID_EMAIL }));

export const newPasswordSchema = z
  .string({ error: MESSAGES.PASSWORD_TOO_SHORT })
  .min(8, { error: MESSAGES.PASSWORD_TOO_SHORT })
  .max(100, { error: MESSAGES.PASSWORD_TOO_LONG });

// Login only checks presence: length rules belong to choosing a password, and an old password
// must still be accepted if the rules ever change.
const existingPasswordSchema = z
  .string({ error: MESSAGES.PASSWORD_REQUIRED })
  .min(1, { error: MESSAGES.PASSWORD_REQUIRED });

// Tokens are ≥128-bit random strings; the cap only keeps junk from reaching the hash lookup.
function tokenSchema(missing: string) {
  return z.string({ error: missing }).trim().min(1, { error: missing }).max(512, { error: "Invalid token" });
}

export const loginBodySchema = z.object({ email: emailSchema, password: existingPasswordSchema });
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z.object({ email: emailSchema, password: newPasswordSchema });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const verifyEmailBodySchema = z.object({ token: tokenSchema(MESSAGES.NO_VERIFICATION_TOKEN) });
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

export const resetPasswordBodySchema = z.object({
  token: tokenSchema(MESSAGES.NO_RESET_TOKEN),
  newPassword: newPasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

// Web form only: confirmPassword is never sent (spec section 5).
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: MESSAGES.PASSWORDS_DONT_MATCH,
    path: ["confirmPassword"],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

// Deleting an account asks for the password again so a stolen session alone cannot do it.
export const deleteAccountBodySchema = z.object({ password: existingPasswordSchema });
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

// POST /api/auth/change-password (signed in). The current password proves it is the owner, not just
// someone holding the session; the other sessions are signed out. revokeApiKeys (default off) revokes every
// API key of the account too (a password reset always does).
export const changePasswordBodySchema = z.object({
  currentPassword: existingPasswordSchema,
  newPassword: newPasswordSchema,
  revokeApiKeys: z.boolean({ error: "revokeApiKeys must be true or false" }).default(false),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

// Web form only: the new password typed twice; confirmPassword is never sent.
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: MESSAGES.PASSWORDS_DONT_MATCH,
    path: ["confirmPassword"],
  });

// GET /api/auth/me. The spec does not show its fields; these are what the web needs
// (trialStartDate lets it reason about the trial before subscription status loads).
export const currentUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  emailVerified: z.boolean(),
  trialStartDate: isoDateTimeSchema,
  createdAt: isoDateTimeSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
// Nobody signed in: 204 with no body, which the web reads as null ("current user or nothing", spec section 7).
export type CurrentUserAnswer = CurrentUser | null;
