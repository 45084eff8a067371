import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api.ts';
import type { AuthUser } from '#shared/sign-in/sign-in.js';
import { queryKeys } from '#client/api/query-keys.ts';

/** The signed-in user's query key (GET /api/auth/user), refreshed after signing in. */

/** POST /api/auth/email/start {email}: mails a 6-digit code. Answers the server's message. */
export function useStartSignIn() {
  return useMutation({
    mutationFn: async (email: string): Promise<{ message: string }> =>
      (await (await apiRequest('POST', '/api/auth/email/start', { email })).json()) as { message: string },
  });
}

/** POST /api/auth/email/verify {email, code}: signs in (the server sets the session cookie). */
export function useVerifySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; code: string }): Promise<AuthUser> =>
      (await (await apiRequest('POST', '/api/auth/email/verify', input)).json()) as AuthUser,
    onSuccess: async (user) => {
      queryClient.setQueryData(queryKeys.currentUser, user);
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    },
  });
}
