import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { toast } from '#client/lib/toast-store.ts';
import type { AdminRegistrationRow } from '#shared/onboarding/registration.js';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { EmptyState, ListError, ListSkeleton } from '../ui/list-states.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { RecentlyApproved } from './recently-approved.tsx';
import { RegistrationCard } from './registration-card.tsx';
import { RejectRegistrationDialog } from './reject-registration-dialog.tsx';
import {
  AFTER_REVIEW,
  approveRegistration,
  awaitingReviewQuery,
  recentlyApprovedQuery,
  rejectRegistration,
  resendClinicAccessCode,
} from './registration-queries.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { useT } from '#client/i18n/use-t.ts';

/** The provider's review of /register submissions (docs/product/clinic-access.md). */
export function RegistrationReviewWidget() {
  const { t } = useT();
  const awaiting = useQuery(awaitingReviewQuery);
  const recent = useQuery(recentlyApprovedQuery);
  const [toReject, setToReject] = useState<AdminRegistrationRow | null>(null);

  const approve = useAdminMutation({
    mutationFn: approveRegistration,
    texts: { success: t('admin-registrations.approve.success'), failure: t('admin-registrations.approve.failure') },
    invalidates: AFTER_REVIEW,
    onSuccess: (result) => {
      // The approval stands even when its e-mail failed; say so instead of the plain success.
      if (!result.mailSent) toast({ title: t('admin-registrations.approve.mailNotSent'), description: result.message });
    },
  });
  const reject = useAdminMutation({
    mutationFn: rejectRegistration,
    texts: { success: t('admin-registrations.reject.success'), failure: t('admin-registrations.reject.failure') },
    invalidates: AFTER_REVIEW,
  });
  const resend = useAdminMutation({
    mutationFn: resendClinicAccessCode,
    texts: { success: t('admin-registrations.resend.success'), failure: t('admin-registrations.resend.failure') },
    invalidates: [queryKeys.admin.auditLog],
  });
  const reviewing = approve.isPending || reject.isPending;

  const rows = awaiting.data;
  let body: ReactNode;
  if (awaiting.isPending) body = <ListSkeleton rows={2} label={t('admin-registrations.list.loading')} />;
  else if (!rows) body = <ListError error={awaiting.error} fallback={t('admin-registrations.list.failed')} onRetry={() => void awaiting.refetch()} />;
  else if (rows.length === 0) body = <EmptyState icon={ClipboardCheck}>{t('admin-registrations.list.empty')}</EmptyState>;
  else
    body = (
      <ul
        aria-label={t('admin-registrations.list.label')}
        className="max-h-[60rem] divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200"
      >
        {rows.map((registration) => (
          <RegistrationCard
            key={registration.id}
            registration={registration}
            now={awaiting.dataUpdatedAt}
            busy={
              approve.isPending && approve.variables === registration.id
                ? 'approve'
                : reject.isPending && reject.variables?.id === registration.id
                  ? 'reject'
                  : null
            }
            locked={reviewing}
            onApprove={() => approve.mutate(registration.id)}
            onReject={() => setToReject(registration)}
          />
        ))}
      </ul>
    );

  return (
    <AdminWidget
      title={t('admin-registrations.widget.title')}
      icon={ClipboardCheck}
      anchor="registrations"
      description={t('admin-registrations.widget.description')}
      actions={rows && rows.length > 0 ? <Badge tone="brand">{t('admin-registrations.widget.waiting', { count: rows.length })}</Badge> : undefined}
    >
      {body}
      <RecentlyApproved
        registrations={recent.data ?? []}
        resendingId={resend.isPending ? (resend.variables ?? null) : null}
        onResend={(registration) => resend.mutate(registration.id)}
      />
      <RejectRegistrationDialog
        key={toReject?.id ?? 'closed'}
        clinicName={toReject?.clinicName ?? null}
        pending={reject.isPending}
        onCancel={() => setToReject(null)}
        onReject={(reason) => toReject && reject.mutate({ id: toReject.id, reason }, { onSettled: () => setToReject(null) })}
      />
    </AdminWidget>
  );
}
