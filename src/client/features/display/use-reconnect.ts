import { useEffect } from 'react';

/**
 * Asks again at once when the network comes back or the screen is shown again, rather than at
 * the next poll: a display that lost its connection overnight is current the moment it is back.
 * The polls themselves keep running after a failure, so a server that restarts is found too.
 */
export function useReconnect(refetch: () => void): void {
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    window.addEventListener('online', refetch);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', refetch);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refetch]);
}
