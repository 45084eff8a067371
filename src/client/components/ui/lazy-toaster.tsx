import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useToasts } from '#client/lib/toast-store.ts';

// Radix's toast code is not part of the first download: it is fetched once the page is idle
// (so the first toast shows at once, entry animation and all) or with the first toast.
let loaded: ComponentType | undefined;
const loadToaster = () =>
  import('./toaster.tsx').then((module) => {
    loaded = module.Toaster;
    return module;
  });
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/** For pages whose forms answer with toasts: their chunk fetches the toaster's code with itself. */
export function preloadToaster(): void {
  loadToaster().catch(() => undefined);
}

/** The app's toaster, mounted when the first toast is raised: in the same render once its code is here. */
export function LazyToaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(preloadToaster, { timeout: 3_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(preloadToaster, 1_000);
    return () => clearTimeout(timer);
  }, []);
  if (!needed) return null;
  const Ready = loaded;
  if (Ready) return <Ready />;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
