import { MESSAGES, type DeleteAccountBody } from "@shopscript/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { toast } from "../../../components/ui/use-toast";
import { apiJson } from "../../../lib/api-client";
import { forgetSignedInUser } from "./log-out";

/** DELETE /api/auth/me with the password: the account goes, and every service forgets the user. */
export const deleteAccount = (body: DeleteAccountBody) =>
  apiJson<{ message: string }>("DELETE", "/api/auth/me", body);

/** Deletes the account, then leaves the signed-in screens for home before forgetting the user. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      navigate("/");
      await forgetSignedInUser(queryClient);
      toast({ title: "Account deleted", description: MESSAGES.ACCOUNT_DELETED });
    },
  });
}
