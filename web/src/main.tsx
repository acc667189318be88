import "./lib/zod-csp";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Root } from "./app/root";
import { preloadPage } from "./app/router";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error('index.html must contain <div id="root">');

if (container.firstElementChild) {
  // A prerendered public page (scripts/prerender.mjs): its HTML is already on screen. Hydrate once the
  // page's chunk (preloaded by the HTML) is in, so React hydrates it in one pass with the state it was
  // rendered in. As a transition: React hydrates in slices and yields to the browser between them, so a
  // tap during hydration is not held up behind one long task.
  void preloadPage(window.location.pathname).then(() =>
    startTransition(() => {
      hydrateRoot(container, <Root />);
    }),
  );
} else {
  createRoot(container).render(<Root />);
}
