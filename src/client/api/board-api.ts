import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../lib/api.ts';
import { POLL } from '#shared/constants.js';
import { BOARD_IDS_LIMIT, type BoardAnswer, type BoardSection } from '#shared/status/board.js';
import type { Service } from '#shared/status/services.js';
import { queryKeys } from './query-keys.ts';

/**
 * GET /api/board, polled every 30 s: the dashboard's answer, whole for a small board, its counts
 * and problems for a large one (src/shared/status/board.ts; docs/product/board.md, "Large boards").
 */
export const boardQuery = queryOptions({
  queryKey: queryKeys.board,
  queryFn: ({ signal }) => getJson<BoardAnswer>('/api/board', signal),
  refetchInterval: POLL.servicesMs,
  // Front desks keep the board in a background tab all day; it must still be current when they look.
  refetchIntervalInBackground: true,
});

export function useBoard() {
  return useQuery(boardQuery);
}

/**
 * The services of one section of a large board, while it is open. Keyed by the section's version
 * (the board's answer carries it, polled every 30 s): the section is read again exactly when one
 * of its services changed, and not otherwise. The last version stays on screen while the next loads.
 */
export function useBoardSection(section: BoardSection | undefined, open: boolean) {
  return useQuery({
    ...boardSectionQuery(section),
    enabled: open && section !== undefined,
    placeholderData: keepPreviousData,
    // Thousands of services: comparing the new version with the last, object by object, costs more than it saves.
    structuralSharing: false,
  });
}

/** A section's services at its version; also what a pointer on the section's heading fetches ahead of the click. */
export function boardSectionQuery(section: BoardSection | undefined) {
  return queryOptions({
    queryKey: queryKeys.boardSection(section?.type ?? '', section?.version ?? ''),
    queryFn: ({ signal }) => getJson<Service[]>(`/api/board/sections/${encodeURIComponent(section!.type)}`, signal),
    // A closed section's thousands of cards are not worth keeping long once another version replaced them.
    gcTime: 60_000,
  });
}

/**
 * The clinic's own services that a large board's answer does not list (it lists only problems),
 * polled with the board: the "Your clinic" strip shows them whatever their state.
 */
export function useBoardServices(ids: readonly string[]) {
  const wanted = [...ids].sort().slice(0, BOARD_IDS_LIMIT);
  return useQuery({
    queryKey: queryKeys.boardServices(wanted),
    queryFn: ({ signal }) => getJson<Service[]>(`/api/board/services?ids=${wanted.map(encodeURIComponent).join(',')}`, signal),
    enabled: wanted.length > 0,
    refetchInterval: POLL.servicesMs,
    refetchIntervalInBackground: true,
    placeholderData: keepPreviousData,
  });
}
