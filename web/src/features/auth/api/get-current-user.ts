import type { CurrentUser, CurrentUserAnswer } from "@shopscript/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
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

export function useCurrentUser(): CurrentUserState {
  const { data, isLoading } = useQuery(currentUserQueryOptions);
  const user = data ?? null;
  return { user, isLoading, isSignedIn: user !== null };
}
