import { useCallback, useSyncExternalStore } from 'react';
import { DISMISSED_NOTICES_KEY } from '#shared/theme.js';

/** Enough for any realistic run of notices; older ids have long expired. */
const REMEMBERED = 100;
const NONE: readonly string[] = [];

function read(): readonly string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(DISMISSED_NOTICES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : NONE;
  } catch {
    return NONE;
  }
}

let dismissed: readonly string[] | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => (dismissed ??= read());

function remember(id: string): void {
  dismissed = [...snapshot().filter((known) => known !== id), id].slice(-REMEMBERED);
  try {
    window.localStorage.setItem(DISMISSED_NOTICES_KEY, JSON.stringify(dismissed));
  } catch {
    // Storage full or blocked: the notice stays dismissed until the page is reloaded.
  }
  for (const listener of listeners) listener();
}

/**
 * Notices this browser has dismissed, remembered in localStorage (private browsing: for the visit).
 * A page drawn on the server shows every notice, as the server cannot know; the page's first
 * script hides the dismissed ones before the first paint (shared/theme.ts), and this hook
 * removes them once the page has hydrated.
 */
export function useDismissedNotices(): { isDismissed(id: string): boolean; dismiss(id: string): void } {
  const ids = useSyncExternalStore(subscribe, snapshot, () => NONE);
  return { isDismissed: useCallback((id: string) => ids.includes(id), [ids]), dismiss: remember };
}
