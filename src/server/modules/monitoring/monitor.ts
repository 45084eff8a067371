import type { ModuleDeps } from '../module-deps.ts';

/** STUB: replaced by the real background job. Started by app.start() unless backgroundJobs is false. */
export function startMonitor(deps: ModuleDeps): { stop(): Promise<void> } {
  void deps;
  return { stop: async () => undefined };
}
