import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BellRing, Send } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { EmptyState, ListError, ListSkeleton } from '../ui/list-states.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import type { AdminNotification } from '#shared/notifications/notifications.js';
import { isExpired, recentNotificationsQuery, withdrawNotification } from './notifications-admin-api.ts';
import { SendNotificationForm } from './send-notification-form.tsx';
import { SentNotificationRow } from './sent-notification-row.tsx';
import { queryKeys } from '#client/api/query-keys.ts';

/** Toast texts for withdrawing. */
const WITHDRAW_TEXTS = { success: 'Notification withdrawn', failure: 'Failed to withdraw notification' } as const;

/** Send Notification (docs/product/admin.md), with the recently sent ones below and a way to withdraw them. */
export function SendNotificationWidget() {
  const recent = useQuery(recentNotificationsQuery);
  const [confirming, setConfirming] = useState<AdminNotification | null>(null);
  const withdraw = useAdminMutation({
    mutationFn: withdrawNotification,
    texts: WITHDRAW_TEXTS,
    invalidates: [queryKeys.admin.notifications, queryKeys.notifications],
    onSuccess: () => setConfirming(null),
  });
  // Ages and expiry are judged at each poll's time, so they move every 30 s.
  const now = new Date(recent.dataUpdatedAt);
  const list = recent.data ?? [];
  const live = list.filter((n) => !isExpired(n, now.getTime())).length;

  return (
    <AdminWidget
      title="Send Notification"
      icon={Send}
      anchor="send-notification"
      description="Shown in the notifications panel of signed-in users, and on the dashboard itself when you choose."
      actions={recent.data && <Badge tone="brand">{live} live</Badge>}
    >
      <SendNotificationForm />
      <div className="border-t border-slate-100 pt-4">
        <h3 className="mb-1 text-sm font-semibold text-slate-900">Recently sent</h3>
        {recent.isPending ? (
          <ListSkeleton rows={3} label="Loading sent notifications" />
        ) : recent.isError ? (
          <ListError error={recent.error} fallback="Could not load sent notifications" onRetry={() => void recent.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState icon={BellRing}>Nothing sent yet. Notifications you send appear here.</EmptyState>
        ) : (
          <ul aria-label="Recently sent notifications" className="grid max-h-96 gap-2 overflow-y-auto pr-1">
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
        title="Withdraw this notification?"
        description={`“${confirming?.title ?? ''}” disappears from every dashboard, including for people who have already read it.`}
        confirmLabel="Withdraw"
        pending={withdraw.isPending}
        onConfirm={() => confirming && withdraw.mutate(confirming)}
      />
    </AdminWidget>
  );
}
