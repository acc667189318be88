import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "../components/ui/toaster";
import { queryClient } from "../lib/query-client";
import { ThemeProvider } from "../lib/theme";

/** Query client, theme and the one <Toaster/> (call `toast()` from components/ui/use-toast). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
