import { MESSAGES } from "@shopscript/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { toast } from "../../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../../lib/api-client";
import { currentUserQueryKey } from "./use-current-user";

/** POST /api/auth/logout, then refresh the current user, say so and go home (spec §4). */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/auth/logout"),
    onSuccess: async () => {
      // Data never goes stale on its own, so drop everything that belonged to the signed-out user
      // (descriptions, subscription status) before someone else signs in on this browser.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
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
