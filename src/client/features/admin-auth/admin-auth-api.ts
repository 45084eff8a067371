import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '#client/lib/api.ts';
import type { AdminCheckResponse, AdminSessionInfo, PhraseRequestedResponse } from '#shared/sign-in/admin-auth.js';
import { queryKeys } from '#client/api/query-keys.ts';

const readCheck = getQueryFn<AdminCheckResponse>('/api/admin/check', { on401: 'returnNull' });

/** GET /api/admin/check: no retry, and any error counts as "no admin access" (docs/product/admin.md). */
export const adminCheckQuery = queryOptions({
  queryKey: queryKeys.admin.check,
  queryFn: async (context): Promise<AdminCheckResponse> => (await readCheck(context)) ?? { hasAdminAccess: false },
  retry: false,
});

export function useAdminCheck() {
  const query = useQuery(adminCheckQuery);
  return { hasAdminAccess: !query.isError && query.data?.hasAdminAccess === true, isPending: query.isPending };
}

/** GET /api/admin/session: when the admin session ends; null once it has ended. */
export const adminSessionQuery = queryOptions({
  queryKey: queryKeys.admin.session,
  queryFn: getQueryFn<AdminSessionInfo>('/api/admin/session', { on401: 'returnNull' }),
  retry: false,
});

export function useAdminSession() {
  return useQuery(adminSessionQuery);
}

/** Gaining access: the check is fetched again before the caller moves on to /admin. */
function useGrantingMutation<T>(request: (input: T) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: adminSessionQuery.queryKey });
      await queryClient.refetchQueries({ queryKey: adminCheckQuery.queryKey });
    },
  });
}

/** POST /api/admin/request-phrase (empty body): mails a phrase to the admin address. */
export function useRequestPhrase() {
  return useMutation({
    mutationFn: async (): Promise<PhraseRequestedResponse> => (await (await apiRequest('POST', '/api/admin/request-phrase')).json()) as PhraseRequestedResponse,
  });
}

/** POST /api/admin/validate-phrase {phrase}. */
export function useValidatePhrase() {
  return useGrantingMutation((phrase: string) => apiRequest('POST', '/api/admin/validate-phrase', { phrase }));
}

/** POST /api/admin/login {accessCode}: on success the admin check is refetched. */
export function useAdminLogin() {
  return useGrantingMutation((accessCode: string) => apiRequest('POST', '/api/admin/login', { accessCode }));
}

/** POST /api/admin/logout: ends the admin session. */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/admin/logout'),
    onSuccess: () => {
      queryClient.setQueryData(adminCheckQuery.queryKey, { hasAdminAccess: false });
      queryClient.removeQueries({ queryKey: adminSessionQuery.queryKey });
    },
  });
}
