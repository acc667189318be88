import { useLayoutEffect, type ReactNode } from "react";
import { useLocation } from "wouter";
import { scrollToTop } from "../lib/section-scroll";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Every navigation starts at the top of the page (spec §2). */
function useScrollToTopOnNavigate(): void {
  const [pathname] = useLocation();
  useLayoutEffect(() => {
    scrollToTop();
  }, [pathname]);
}

/** Skip link, sticky header, the page in <main>, footer. */
export function Layout({ children }: { children: ReactNode }) {
  useScrollToTopOnNavigate();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-primary font-medium text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
