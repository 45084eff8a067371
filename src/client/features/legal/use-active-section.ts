import { useEffect, useState } from 'react';
import type { TocEntry } from './legal-types.ts';

/**
 * The section being read, to highlight it in the table of contents: the last one whose
 * heading has passed the upper third of the screen (the first before any has, the last at the
 * very bottom, where short final sections never reach that line).
 */
export function useActiveSection(entries: readonly TocEntry[]): string | undefined {
  const [activeId, setActiveId] = useState<string | undefined>(entries[0]?.id);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = window.innerHeight / 3;
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let current = entries[0]?.id;
      for (const entry of entries) {
        const element = document.getElementById(entry.id);
        if (element && element.getBoundingClientRect().top <= line) current = entry.id;
      }
      setActiveId(atBottom ? (entries.at(-1)?.id ?? current) : current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [entries]);
  return activeId;
}
