import { useEffect, useState } from 'react';

export type WakeLockState = 'held' | 'unavailable';

/**
 * Keeps the screen awake while the page is shown, where the browser allows it (the Screen Wake
 * Lock API; it needs a secure origin). The browser drops the lock whenever the page is hidden,
 * so it is asked for again each time the page comes back.
 */
export function useWakeLock(): WakeLockState {
  const [state, setState] = useState<WakeLockState>('unavailable');
  useEffect(() => {
    const wakeLock = typeof navigator === 'undefined' ? undefined : navigator.wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      wakeLock.request('screen').then(
        (lock) => {
          if (stopped) {
            void lock.release();
            return;
          }
          sentinel = lock;
          setState('held');
          lock.addEventListener('release', () => setState('unavailable'));
        },
        // Refused (battery saver, policy, not a secure origin): the screen's own settings apply.
        () => setState('unavailable'),
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release();
    };
  }, []);
  return state;
}
