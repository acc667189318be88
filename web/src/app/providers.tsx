import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { queryClient } from "../lib/query-client";

// Toasts only ever follow something the visitor did, so their code (Radix Toast) loads after the page is
// interactive instead of weighing on the first paint. toast() queues in a plain store until then.
const Toaster = lazy(() => import("../components/ui/toaster").then((m) => ({ default: m.Toaster })));

function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** Query client and the one <Toaster/> (call `toast()` from components/ui/use-toast). */
export function AppProviders({ children }: { children: ReactNode }) {
  const mounted = useMounted();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
