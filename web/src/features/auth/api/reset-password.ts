import type { ResetPasswordBody } from "@shopscript/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";

/** POST /api/auth/reset-password: sets the password and signs out every session of the user. */
export const resetPassword = (body: ResetPasswordBody) =>
  apiJson<{ message: string }>("POST", "/api/auth/reset-password", body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
