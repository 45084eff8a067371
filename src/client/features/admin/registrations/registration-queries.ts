import { queryOptions } from '@tanstack/react-query';
import { apiRequest, getJson } from '#client/lib/api.ts';
import type { AdminRegistrationRow, RegistrationApprovedResponse, RegistrationStatus } from '#shared/onboarding/registration.js';
import { ADMIN_POLL } from '../ui/admin-query.ts';
import { queryKeys } from '#client/api/query-keys.ts';

const REGISTRATIONS_PATH = '/api/admin/clinic-registrations';
/** Lists that change when a registration is approved (a new clinic, new audit entries). */
export const AFTER_REVIEW = [queryKeys.admin.registrations, queryKeys.admin.registeredClinics, queryKeys.admin.auditLog];

/** Approved registrations stay offered for "Resend code" this long after approval. */
export const RECENTLY_APPROVED_DAYS = 7;

const byNewest = (a: AdminRegistrationRow, b: AdminRegistrationRow) => b.createdAt.localeCompare(a.createdAt);

function listOf(status: RegistrationStatus, signal: AbortSignal) {
  return getJson<AdminRegistrationRow[]>(`${REGISTRATIONS_PATH}?status=${status}`, signal);
}

/** Registrations awaiting a decision: e-mail not yet confirmed (pending) and confirmed (verified). */
export const awaitingReviewQuery = queryOptions({
  queryKey: [...queryKeys.admin.registrations, 'awaiting-review'],
  queryFn: async ({ signal }) => {
    const [pending, verified] = await Promise.all([listOf('pending', signal), listOf('verified', signal)]);
    return [...pending, ...verified].sort(byNewest);
  },
  ...ADMIN_POLL,
});

/** Approvals of the last days, newest decision first: where a lost access code can be sent again. */
export const recentlyApprovedQuery = queryOptions({
  queryKey: [...queryKeys.admin.registrations, 'recently-approved'],
  queryFn: async ({ signal }) => {
    const since = Date.now() - RECENTLY_APPROVED_DAYS * 86_400_000;
    const approved = await listOf('approved', signal);
    return approved
      .filter((row) => row.reviewedAt !== null && new Date(row.reviewedAt).getTime() >= since)
      .sort((a, b) => (b.reviewedAt ?? '').localeCompare(a.reviewedAt ?? ''));
  },
  ...ADMIN_POLL,
});

const actionUrl = (id: string, action: 'approve' | 'reject' | 'resend-code') => `${REGISTRATIONS_PATH}/${encodeURIComponent(id)}/${action}`;

export async function approveRegistration(id: string): Promise<RegistrationApprovedResponse> {
  return (await apiRequest('POST', actionUrl(id, 'approve'))).json() as Promise<RegistrationApprovedResponse>;
}

export async function rejectRegistration({ id, reason }: { id: string; reason: string }): Promise<{ message: string }> {
  const trimmed = reason.trim();
  return (await apiRequest('POST', actionUrl(id, 'reject'), trimmed ? { reason: trimmed } : undefined)).json() as Promise<{ message: string }>;
}

export async function resendClinicAccessCode(id: string): Promise<{ message: string }> {
  return (await apiRequest('POST', actionUrl(id, 'resend-code'))).json() as Promise<{ message: string }>;
}
