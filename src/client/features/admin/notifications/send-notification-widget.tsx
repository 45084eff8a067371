import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BellRing, Send } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { EmptyState, ListError, ListSkeleton } from '../ui/list-states.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { useT } from '#client/i18n/use-t.ts';
import type { AdminNotification } from '#shared/notifications/notifications.js';
import { isExpired, recentNotificationsQuery, withdrawNotification } from './notifications-admin-api.ts';
import { SendNotificationForm } from './send-notification-form.tsx';
import { SentNotificationRow, notificationLacksFrench } from './sent-notification-row.tsx';
import { LackingFrenchCount } from '../incidents/french-text.tsx';
import { queryKeys } from '#client/api/query-keys.ts';

/** Send Notification (docs/product/admin.md), with the recently sent ones below and a way to withdraw them. */
export function SendNotificationWidget() {
  const { t } = useT();
  const recent = useQuery(recentNotificationsQuery);
  const [confirming, setConfirming] = useState<AdminNotification | null>(null);
  const withdraw = useAdminMutation({
    mutationFn: withdrawNotification,
    texts: { success: t('admin-notifications.widget.withdrawn'), failure: t('admin-notifications.widget.withdrawFailed') },
    invalidates: [queryKeys.admin.notifications, queryKeys.notifications],
    onSuccess: () => setConfirming(null),
  });
  // Ages and expiry are judged at each poll's time, so they move every 30 s.
  const now = new Date(recent.dataUpdatedAt);
  const list = recent.data ?? [];
  const current = list.filter((n) => !isExpired(n, now.getTime()));
  const live = current.length;
  // Live notifications are read now: those French readers see in English only.
  const lackingFrench = current.filter(notificationLacksFrench).length;

  return (
    <AdminWidget
      title={t('admin-notifications.widget.title')}
      icon={Send}
      anchor="send-notification"
      description={t('admin-notifications.widget.description')}
      actions={
        recent.data && (
          <>
            <Badge tone="brand">{t('admin-notifications.widget.live', { count: live })}</Badge>
            <LackingFrenchCount count={lackingFrench} />
          </>
        )
      }
    >
      <SendNotificationForm />
      <div className="border-t border-slate-100 pt-4">
        <h3 className="mb-1 text-sm font-semibold text-slate-900">{t('admin-notifications.widget.recent')}</h3>
        {recent.isPending ? (
          <ListSkeleton rows={3} label={t('admin-notifications.widget.loading')} />
        ) : recent.isError ? (
          <ListError error={recent.error} fallback={t('admin-notifications.widget.loadFailed')} onRetry={() => void recent.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState icon={BellRing}>{t('admin-notifications.widget.none')}</EmptyState>
        ) : (
          <ul aria-label={t('admin-notifications.widget.list')} className="grid max-h-96 gap-2 overflow-y-auto pr-1">
            {list.map((notification) => (
              <SentNotificationRow
                key={notification.id}
                notification={notification}
                expired={isExpired(notification, now.getTime())}
                now={now}
                withdrawing={withdraw.isPending && withdraw.variables?.id === notification.id}
                onWithdraw={setConfirming}
              />
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('admin-notifications.widget.confirmTitle')}
        description={t('admin-notifications.widget.confirmText', { title: confirming?.title ?? '' })}
        confirmLabel={t('admin-notifications.widget.confirm')}
        pending={withdraw.isPending}
        onConfirm={() => confirming && withdraw.mutate(confirming)}
      />
    </AdminWidget>
  );
}
