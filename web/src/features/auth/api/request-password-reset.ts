import type { ForgotPasswordBody } from "@shopscript/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";

/** POST /api/auth/forgot-password: the same answer whether or not the account exists. */
export const requestPasswordReset = (body: ForgotPasswordBody) =>
  apiJson<{ message: string }>("POST", "/api/auth/forgot-password", body);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
