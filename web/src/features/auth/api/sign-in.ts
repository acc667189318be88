import type { CurrentUser, LoginBody, RegisterBody } from "@shopscript/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { currentUserQueryKey } from "./get-current-user";

/** POST /api/auth/login: the session cookie and the user (the spec's client does not read the body). */
export const logIn = (body: LoginBody) => apiJson<{ user: CurrentUser }>("POST", "/api/auth/login", body);

/** POST /api/auth/register: starts the trial and signs in. */
export const registerAccount = (body: RegisterBody) =>
  apiJson<{ user: CurrentUser }>("POST", "/api/auth/register", body);

/** Sign in or sign up, then refresh who is signed in (spec §4). */
export function useSignIn(mode: "login" | "signup") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody | RegisterBody) => (mode === "login" ? logIn(body) : registerAccount(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
