import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenData } from '#shared/status/first-screen.js';
import { queryKeys } from './query-keys.ts';

/** The polled answers the server may embed, by path, and the query each one fills. */
const FIRST_SCREEN_KEYS: Readonly<Record<string, QueryKey>> = {
  '/api/services': queryKeys.services,
  '/api/clinic/access-status': queryKeys.accessStatus,
  '/api/notices': queryKeys.notices,
  '/api/incidents': queryKeys.incidents,
  '/api/maintenance': queryKeys.maintenance,
};

/**
 * Puts the answers the server embedded in the page (services, incidents, maintenance, notices,
 * access) into the query cache as if just fetched, so the first render already shows the real
 * status and the polls start from there. Read once: the element is removed, so a later
 * navigation inside the app never takes the page's old data for new.
 */
export function seedFirstScreen(queryClient: QueryClient, doc: Document | undefined = typeof document === 'undefined' ? undefined : document): void {
  const element = doc?.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!element?.textContent) return;
  element.remove();
  let data: FirstScreenData;
  try {
    data = JSON.parse(element.textContent) as FirstScreenData;
  } catch {
    return; // A broken embed only costs the usual first requests.
  }
  const updatedAt = Date.now();
  for (const [path, answer] of Object.entries(data)) {
    const key = FIRST_SCREEN_KEYS[path];
    if (key) queryClient.setQueryData(key, answer, { updatedAt });
  }
}
