import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../lib/api.ts';
import { queryKeys } from './query-keys.ts';

/** The signed-in user; the dashboard only reads whether there is one (docs/product/accounts.md). */
export interface CurrentUser {
  id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
  isAdmin?: boolean;
}

/** GET /api/auth/user: a 401 means signed out (null); no retry. */
export const currentUserQuery = queryOptions({
  queryKey: queryKeys.currentUser,
  queryFn: getQueryFn<CurrentUser>('/api/auth/user', { on401: 'returnNull' }),
  retry: false,
});

/**
 * Errors are ignored (docs/product/accounts.md): a failed check counts as signed out, so the visitor
 * still gets the Log In button. `isPending` lets callers avoid flashing it while we ask.
 */
export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  const user = query.isError ? null : (query.data ?? null);
  return { user, isSignedIn: user !== null, isPending: query.isPending };
}
