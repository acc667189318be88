import type { ChangePasswordBody } from "@shopscript/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";

/** POST /api/auth/change-password: needs the current password; signs out the user's other sessions. */
export const changePassword = (body: ChangePasswordBody) =>
  apiJson<{ message: string }>("POST", "/api/auth/change-password", body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
