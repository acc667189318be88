import { useLayoutEffect, useRef, type ReactNode } from "react";
import { useLocation } from "wouter";
import { scrollToTop } from "../lib/section-scroll";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Every navigation starts at the top of the page (spec §2). Not the first render: the browser has placed
 * the page already, and on a prerendered page the visitor may have scrolled before React hydrated it —
 * jumping them back to the top then would lose their place.
 */
function useScrollToTopOnNavigate(): void {
  const [pathname] = useLocation();
  const shownPathname = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
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
