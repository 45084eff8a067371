import { useSyncExternalStore } from 'react';

/**
 * How many columns the section grid has at this width: 1, then 2 from `sm`, 3 from `lg`, 4 from
 * `xl` (the breakpoints of service-section.tsx's GRID, Tailwind's 40, 64 and 80 rem). The windowed
 * grid sets its columns from this, so its rows are the ones it computes.
 */
const QUERIES = ['(min-width: 40rem)', '(min-width: 64rem)', '(min-width: 80rem)'];

function columnsNow(): number {
  if (typeof window === 'undefined' || !window.matchMedia) return 1;
  return 1 + QUERIES.filter((query) => window.matchMedia(query).matches).length;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const lists = QUERIES.map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

export function useGridColumns(): number {
  return useSyncExternalStore(subscribe, columnsNow, () => 1);
}
