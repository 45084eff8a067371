import { QueryClient } from '@tanstack/react-query';

/** Query defaults (docs/product/board.md): no retries, no refetch on focus, never stale. Every query names its own read. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
