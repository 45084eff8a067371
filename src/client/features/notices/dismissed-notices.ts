import { useCallback, useState } from 'react';

const STORAGE_KEY = 'dismissed-notices';
/** Enough for any realistic run of notices; older ids have long expired. */
const REMEMBERED = 100;

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Notices this browser has dismissed, remembered in localStorage (private browsing: for the visit). */
export function useDismissedNotices(): { isDismissed(id: string): boolean; dismiss(id: string): void } {
  const [ids, setIds] = useState<string[]>(read);
  const dismiss = useCallback((id: string) => {
    setIds((previous) => {
      const next = [...previous.filter((known) => known !== id), id].slice(-REMEMBERED);
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the notice stays dismissed until the page is reloaded.
      }
      return next;
    });
  }, []);
  return { isDismissed: useCallback((id: string) => ids.includes(id), [ids]), dismiss };
}
