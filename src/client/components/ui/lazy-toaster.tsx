import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from '../../lib/toast-store.ts';

// Radix's toast code is not part of the first download: it is fetched once the page is idle
// (so the first toast shows at once, entry animation and all) or with the first toast.
const loadToaster = () => import('./toaster.tsx');

/** For pages whose forms answer with toasts: their chunk fetches the toaster's code with itself. */
export function preloadToaster(): void {
  loadToaster().catch(() => undefined);
}
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/** The app's toaster, mounted when the first toast is raised. */
export function LazyToaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  useEffect(() => {
    const preload = () => void loadToaster().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(preload, { timeout: 3_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(preload, 1_000);
    return () => clearTimeout(timer);
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
