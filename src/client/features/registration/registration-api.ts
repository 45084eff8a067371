import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api.ts';
import { accessStatusQuery } from '#client/api/access-status-api.ts';
import type { ClinicRegistrationInput, EmailVerifiedResponse, RegistrationSubmittedResponse } from '#shared/onboarding/registration.js';
import type { ClinicRegisterInput, ClinicRegisteredResponse, MessageResponse, SendVerificationResponse } from '#shared/onboarding/clinic-access.js';
import { queryKeys } from '#client/api/query-keys.ts';
import { msg } from '#client/i18n/use-t.ts';

/** The /register page's toasts (docs/product/messages.md), as message ids. */
export const REGISTRATION_PAGE_TOASTS = {
  failureTitle: msg('registration.page.toast.failedTitle'),
  failure: msg('registration.page.toast.failed'),
  successTitle: msg('registration.page.toast.submittedTitle'),
  success: msg('registration.page.toast.submitted'),
} as const;

async function postJson<T>(url: string, body: unknown): Promise<T> {
  return (await (await apiRequest('POST', url, body)).json()) as T;
}

/** POST /api/clinic-registrations: the /register form, without confirmEmail and privacyPolicyAccepted. */
export function useSubmitRegistration() {
  return useMutation({
    mutationFn: (input: ClinicRegistrationInput) => postJson<RegistrationSubmittedResponse>('/api/clinic-registrations', input),
  });
}

/**
 * POST /api/clinic-registrations/verify-email {token}. A query rather than a mutation fired from
 * an effect: the link is single use, and the query cache posts it once however often the page renders.
 */
export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: queryKeys.emailLink('registration-verify', token),
    queryFn: () => postJson<EmailVerifiedResponse>('/api/clinic-registrations/verify-email', { token }),
    enabled: token.length > 0,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** POST /api/clinic/send-verification {email}: mails the dialog's 6-digit code. */
export function useSendVerificationCode() {
  return useMutation({
    mutationFn: (email: string) => postJson<SendVerificationResponse>('/api/clinic/send-verification', { email }),
  });
}

/** POST /api/clinic/register: the dialog's details with the e-mailed code. */
export function useRegisterClinic() {
  return useMutation({
    mutationFn: (input: ClinicRegisterInput) => postJson<ClinicRegisteredResponse>('/api/clinic/register', input),
  });
}

/** POST /api/clinic/activate {accessCode}: binds this network to an approved clinic; access status follows. */
export function useActivateNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accessCode: string) => postJson<MessageResponse>('/api/clinic/activate', { accessCode }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessStatusQuery.queryKey }),
  });
}
