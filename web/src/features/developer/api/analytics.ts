import type { Analytics } from "@shopscript/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";

export const useAnalytics = (days = 30) =>
  useQuery({
    queryKey: ["/api/analytics", days],
    queryFn: ({ signal }) => apiJson<Analytics>("GET", `/api/analytics?days=${days}`, undefined, { signal }),
  });
