import { useState } from 'react';
import { useDebouncedValue } from './search-field.tsx';

/** How long typing must pause before a search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The page of a searched list. The page belongs to the filter it was chosen under, so a new
 * search (or filter) starts again at page 1 without an effect resetting state after render.
 */
export function usePageFor(filterKey: string): [number, (page: number) => void] {
  const [state, setState] = useState({ filterKey, page: 1 });
  const page = state.filterKey === filterKey ? state.page : 1;
  return [page, (next: number) => setState({ filterKey, page: Math.max(1, next) })];
}

/** The search box's text, the settled (debounced, trimmed) term sent to the server, and its page. */
export function useSearchedPage() {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = usePageFor(term);
  return { search, setSearch, term, page, setPage };
}
