import type { CurrentUser, CurrentUserAnswer } from "@shopscript/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useHydrated } from "../../../lib/use-hydrated";
import { getQueryFn } from "../../../lib/api-client";

export type { CurrentUser };

/** GET /api/auth/me; the key is the path, as the default loader reads it (spec §7). */
export const currentUserQueryKey = ["/api/auth/me"] as const;

/**
 * "Current user or nothing": a visitor gets 204 (no body), read as null; an older server's 401 too.
 * Never retried (spec §4).
 */
export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: getQueryFn<CurrentUserAnswer>({ on401: "returnNull" }),
  retry: false,
});

export interface CurrentUserState {
  user: CurrentUser | null;
  isLoading: boolean;
  isSignedIn: boolean;
}

/**
 * Until the page is hydrated, who is signed in counts as "still loading", exactly as the page was
 * prerendered, so the first client render matches the HTML whatever the query already knows.
 */
export function useCurrentUser(): CurrentUserState {
  const { data, isLoading } = useQuery(currentUserQueryOptions);
  const hydrated = useHydrated();
  const user = hydrated ? (data ?? null) : null;
  return { user, isLoading: !hydrated || isLoading, isSignedIn: user !== null };
}
