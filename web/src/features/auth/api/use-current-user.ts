import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "../../../lib/api-client";

/**
 * What the shell relies on from GET /api/auth/me. The spec fixes only whether a user exists;
 * swap this for the contracts' user type once @shopscript/contracts exports it.
 */
export interface CurrentUser {
  id: string;
  email: string;
}

export const currentUserQueryKey = ["/api/auth/me"] as const;

/** Signed-out visitors get a 401, which resolves to `null`; never retried (spec §4). */
export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
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
