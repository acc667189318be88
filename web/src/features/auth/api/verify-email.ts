import { useMutation } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";

/** POST /api/auth/verify-email with the link's token. */
export const verifyEmail = (token: string) =>
  apiJson<{ message: string; alreadyVerified?: boolean }>("POST", "/api/auth/verify-email", { token });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
