import { useMutation } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";

/** POST /api/auth/resend-verification: a new confirmation link for the signed-in user (3 per hour). */
export const resendVerification = () => apiJson<{ message: string }>("POST", "/api/auth/resend-verification");

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
