import type { DemoAvailability } from "@shopscript/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";

export const demoAvailabilityQueryKey = ["/api/generate-description/demo"] as const;

/**
 * GET /api/generate-description/demo: whether this client's one free generation is still there. The server
 * counts per client address, so a new browser behind an address that used it is told before it tries.
 */
export const demoAvailabilityQueryOptions = queryOptions({
  queryKey: demoAvailabilityQueryKey,
  queryFn: ({ signal }) =>
    apiJson<DemoAvailability>("GET", "/api/generate-description/demo", undefined, { signal }),
});

export function useDemoAvailability(enabled: boolean) {
  return useQuery({ ...demoAvailabilityQueryOptions, enabled });
}
