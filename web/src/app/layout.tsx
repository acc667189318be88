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

export function Layout({ children }: { children: ReactNode }) {
  useScrollToTopOnNavigate();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
