import { useState } from 'react';
import { Globe, Languages, Loader2, Network, Undo2 } from 'lucide-react';
import { Badge, type BadgeTone } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Tip } from '#client/components/ui/tooltip.tsx';
import { cn } from '#client/lib/cn.ts';
import { useT } from '#client/i18n/use-t.ts';
import { formatDateTime } from '../ui/format.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { relativeAge } from '#shared/relative-age.js';
import { NOTIFICATION_LIMITS, type AdminNotification, type NotificationPriority } from '#shared/notifications/notifications.js';
import { FrenchEditForm } from '../incidents/french-edit-form.tsx';
import { FrenchVersion, NoFrenchBadge, lacksFrench } from '../incidents/french-text.tsx';
import { translateNotification } from './notifications-admin-api.ts';
import { PRIORITY_LABEL } from './priority-picker.tsx';
import { queryKeys } from '#client/api/query-keys.ts';

const PRIORITY: Record<NotificationPriority, { tone: BadgeTone; border: string }> = {
  high: { tone: 'danger', border: 'border-l-red-500' },
  normal: { tone: 'brand', border: 'border-l-blue-500' },
  low: { tone: 'neutral', border: 'border-l-slate-300' },
};

interface SentNotificationRowProps {
  notification: AdminNotification;
  expired: boolean;
  now: Date;
  withdrawing: boolean;
  onWithdraw: (notification: AdminNotification) => void;
}

/** Whether a sent notification reads in English only for French readers. */
export function notificationLacksFrench(notification: AdminNotification): boolean {
  return lacksFrench(notification.title, notification.titleFr) || lacksFrench(notification.message, notification.messageFr);
}

/** One sent notification: priority, title, message (and their French), who it went to, when, and until when. */
export function SentNotificationRow({ notification, expired, now, withdrawing, onWithdraw }: SentNotificationRowProps) {
  const words = useT();
  const { t, locale } = words;
  const [translating, setTranslating] = useState(false);
  const translate = useAdminMutation({
    mutationFn: translateNotification,
    texts: { success: t('admin-incidents.french.saved'), failure: t('admin-incidents.french.saveFailed') },
    invalidates: [queryKeys.admin.notifications, queryKeys.notifications, queryKeys.notices],
    onSuccess: () => setTranslating(false),
  });
  const priority = PRIORITY[notification.priority];
  return (
    // An expired notice is told apart by its grey edge, muted title and badge; never by
    // transparency, which would take its badges below readable contrast.
    <li className={cn('border-l-4 py-3 pr-1 pl-3', expired ? 'border-slate-300' : priority.border)}>
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className={cn('text-sm font-semibold break-words', expired ? 'text-slate-600' : 'text-slate-900')}>{notification.title}</span>
            <Badge tone={priority.tone}>{t(PRIORITY_LABEL[notification.priority])}</Badge>
            {notification.isPublic && <Badge tone="brand">{t('admin-notifications.row.onDashboard')}</Badge>}
            {expired && <Badge tone="warning">{t('admin-notifications.row.expired')}</Badge>}
            {!expired && notificationLacksFrench(notification) && <NoFrenchBadge />}
          </div>
          <FrenchVersion text={notification.titleFr} className="font-semibold" />
          <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{notification.message}</p>
          <FrenchVersion text={notification.messageFr} className="line-clamp-2" />
          <dl className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
            <div className="flex items-center gap-1">
              <dt className="sr-only">{t('admin-notifications.row.sentTo')}</dt>
              {notification.targetIp ? <Network className="size-3.5" aria-hidden /> : <Globe className="size-3.5" aria-hidden />}
              <dd className={cn('font-medium text-slate-800', notification.targetIp && 'font-mono')}>
                {notification.targetIp ?? t('admin-notifications.row.everyone')}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>{t('admin-notifications.row.sent')}</dt>
              <dd className="font-medium text-slate-800">
                <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt, locale)}>
                  {relativeAge(notification.createdAt, now, words)}
                </time>
              </dd>
            </div>
            {notification.expiresAt && (
              <div className="flex gap-1">
                <dt>{expired ? t('admin-notifications.row.expired') : t('admin-notifications.row.expires')}</dt>
                <dd className="font-medium text-slate-800">
                  <time dateTime={notification.expiresAt}>{formatDateTime(notification.expiresAt, locale)}</time>
                </dd>
              </div>
            )}
          </dl>
        </div>
        {!expired && (
          <Tip label={t('admin-incidents.french.edit')}>
            <Button
              variant="ghost"
              size="icon"
              className="size-8 text-slate-500 hover:text-brand-700"
              aria-label={t('admin-notifications.row.frenchLabel', { title: notification.title })}
              aria-expanded={translating}
              onClick={() => setTranslating((v) => !v)}
            >
              <Languages className="size-4" aria-hidden />
            </Button>
          </Tip>
        )}
        <Button
          variant="outline"
          size="sm"
          onClick={() => onWithdraw(notification)}
          disabled={withdrawing}
          aria-label={t('admin-notifications.row.withdrawLabel', { title: notification.title })}
        >
          {withdrawing ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Undo2 className="size-4" aria-hidden />}
          <span className="hidden sm:inline">{t('admin-notifications.row.withdraw')}</span>
        </Button>
      </div>
      {translating && !expired && (
        <div className="mt-2">
          <FrenchEditForm
            label={t('admin-notifications.row.frenchLabel', { title: notification.title })}
            fields={[
              {
                name: 'titleFr',
                label: t('admin-notifications.row.titleFr'),
                value: notification.titleFr ?? '',
                max: NOTIFICATION_LIMITS.titleMax,
                english: notification.title,
              },
              {
                name: 'messageFr',
                label: t('admin-notifications.row.messageFr'),
                value: notification.messageFr ?? '',
                max: NOTIFICATION_LIMITS.messageMax,
                multiline: true,
                english: notification.message,
              },
            ]}
            pending={translate.isPending}
            onSave={(changes) =>
              translate.mutate({
                id: notification.id,
                titleFr: (changes.titleFr ?? notification.titleFr ?? '') || null,
                messageFr: (changes.messageFr ?? notification.messageFr ?? '') || null,
              })
            }
            onCancel={() => setTranslating(false)}
          />
        </div>
      )}
    </li>
  );
}
