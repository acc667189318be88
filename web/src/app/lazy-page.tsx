import { lazy, type ComponentType } from "react";

export interface LazyPage<P extends object> {
  (props: P): React.ReactNode;
  /** Loads the page's chunk; once loaded the page renders without suspending. */
  preload(): Promise<void>;
}

/**
 * A page in its own chunk (React.lazy) that can also be loaded ahead of rendering. Prerendered pages are
 * hydrated only after their chunk is in (main.tsx): had the page suspended instead, React would hydrate
 * it later, after the signed-in state may have changed, and find HTML that no longer matches.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let Loaded: ComponentType<P> | null = null;
  const remember = <T extends { default: ComponentType<P> }>(module: T) => {
    Loaded = module.default;
    return module;
  };
  const Lazy = lazy(() => load().then(remember));
  const Page = ((props: P) => (Loaded ? <Loaded {...props} /> : <Lazy {...props} />)) as LazyPage<P>;
  Page.preload = () =>
    load()
      .then(remember)
      .then(() => undefined);
  return Page;
}
