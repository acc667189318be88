import { MESSAGES } from "@shopscript/contracts";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { toast } from "../../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../../lib/api-client";
import { currentUserQueryKey } from "./get-current-user";

/** POST /api/auth/logout. */
export const logOut = () => apiRequest("POST", "/api/auth/logout");

/**
 * Drops everything that belonged to the signed-in user (descriptions, subscription status): data never goes
 * stale on its own, so the next person on this browser must not see it. Then asks who is signed in again.
 */
export async function forgetSignedInUser(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
  await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
}

/** Log out, then refresh the current user, say so and go home (spec §4). */
export function useLogOut() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  return useMutation({
    mutationFn: logOut,
    onSuccess: async () => {
      await forgetSignedInUser(queryClient);
      toast({ title: "Logged out", description: MESSAGES.LOGGED_OUT });
      navigate("/");
    },
    // Not worded by the spec; the session is still live, so say it did not work.
    onError: (err) => {
      toast({
        variant: "destructive",
        title: "Sign out failed",
        description: errorMessage(err, MESSAGES.SOMETHING_WENT_WRONG),
      });
    },
  });
}
