import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

export interface Preloadable<P extends object> {
  /** Drawn through a Suspense boundary (showing `fallback`) until its code is here, then directly. */
  Component: ComponentType<P>;
  /** Fetches the code now; rejects when the chunk does not load (the Component then tries again). */
  preload(): Promise<void>;
}

/**
 * A component whose code comes in a chunk of its own. Once preload() has fetched it, the component
 * is drawn with no boundary and without suspending: a page drawn on the server hydrates such a part
 * together with the rest, not after App's first effect as a boundary would (ADR 25).
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, fallback: ReactNode): Preloadable<P> {
  const Lazy = lazy(load);
  let loaded: ComponentType<P> | undefined;
  function Component(props: P) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return {
    Component,
    async preload() {
      loaded = (await load()).default;
    },
  };
}
