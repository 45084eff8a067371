import { useEffect, useState } from 'react';

/** The current time, moving every `intervalMs`, for "checked 1 min ago" texts that must not go stale on screen. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
