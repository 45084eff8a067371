import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_RENDERED_AT, type FirstScreenData } from '#shared/status/first-screen.js';
import { queryKeys } from './query-keys.ts';

/** The polled answers the server may embed, by path, and the query each one fills. */
const FIRST_SCREEN_KEYS: Readonly<Record<string, QueryKey>> = {
  '/api/services': queryKeys.services,
  '/api/board': queryKeys.board,
  '/api/clinic/access-status': queryKeys.accessStatus,
  '/api/notices': queryKeys.notices,
  '/api/incidents': queryKeys.incidents,
  '/api/maintenance': queryKeys.maintenance,
  '/api/clinic/mine': queryKeys.clinicView,
};

/** What a page's HTML carried for its first screen: the answers, and when the server drew the page with them. */
export interface EmbeddedFirstScreen {
  data: FirstScreenData;
  /** When the server rendered the page (null for a page it did not render): the first render uses this time. */
  renderedAt: Date | null;
}

/**
 * Reads the answers the server embedded in the page (services, incidents, maintenance, notices,
 * access). Read once: the element is removed, so a later navigation inside the app never takes the
 * page's old data for new.
 */
export function readFirstScreen(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): EmbeddedFirstScreen | null {
  const element = doc?.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!element?.textContent) return null;
  element.remove();
  const rendered = Date.parse(element.getAttribute(FIRST_SCREEN_RENDERED_AT) ?? '');
  try {
    return { data: JSON.parse(element.textContent) as FirstScreenData, renderedAt: Number.isNaN(rendered) ? null : new Date(rendered) };
  } catch {
    return null; // A broken embed only costs the usual first requests.
  }
}

/**
 * Puts the first screen's answers into the query cache as fetched at `updatedAt`, so the first render
 * already shows the real status and the polls start from there. The server does the same before it
 * renders a page, with the same moment, so both draw the same ages.
 */
export function seedFirstScreen(queryClient: QueryClient, data: FirstScreenData, updatedAt: number): void {
  for (const [path, answer] of Object.entries(data)) {
    const key = FIRST_SCREEN_KEYS[path];
    if (key) queryClient.setQueryData(key, answer, { updatedAt });
  }
}
