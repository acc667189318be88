import { StrictMode } from "react";
import { Router } from "wouter";
import { PageMetaSink, type PageMeta } from "../components/page-title";
import { App } from "./app";

/**
 * The whole tree, the same in the browser and in the build's prerender (the same shape keeps React's
 * hydration and its generated ids in step). `ssrPath` and `onMeta` are given only when prerendering.
 */
export function Root({ ssrPath, onMeta }: { ssrPath?: string; onMeta?: (meta: PageMeta) => void }) {
  return (
    <StrictMode>
      <PageMetaSink.Provider value={onMeta ?? null}>
        <Router ssrPath={ssrPath} ssrSearch={ssrPath === undefined ? undefined : ""}>
          <App />
        </Router>
      </PageMetaSink.Provider>
    </StrictMode>
  );
}
