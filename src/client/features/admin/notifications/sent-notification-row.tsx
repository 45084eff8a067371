import { Globe, Loader2, Network, Undo2 } from 'lucide-react';
import { Badge, type BadgeTone } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatDateTime } from '../ui/format.ts';
import { relativeAge } from '#shared/relative-age.js';
import type { AdminNotification, NotificationPriority } from '#shared/notifications/notifications.js';

const PRIORITY: Record<NotificationPriority, { label: string; tone: BadgeTone; border: string }> = {
  high: { label: 'High', tone: 'danger', border: 'border-l-red-500' },
  normal: { label: 'Normal', tone: 'brand', border: 'border-l-blue-500' },
  low: { label: 'Low', tone: 'neutral', border: 'border-l-slate-300' },
};

interface SentNotificationRowProps {
  notification: AdminNotification;
  expired: boolean;
  now: Date;
  withdrawing: boolean;
  onWithdraw: (notification: AdminNotification) => void;
}

/** One sent notification: priority, title, message, who it went to, when, and until when. */
export function SentNotificationRow({ notification, expired, now, withdrawing, onWithdraw }: SentNotificationRowProps) {
  const priority = PRIORITY[notification.priority];
  return (
    // An expired notice is told apart by its grey edge, muted title and badge; never by
    // transparency, which would take its badges below readable contrast.
    <li className={cn('flex items-start gap-3 border-l-4 py-3 pr-1 pl-3', expired ? 'border-slate-300' : priority.border)}>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className={cn('text-sm font-semibold break-words', expired ? 'text-slate-600' : 'text-slate-900')}>{notification.title}</span>
          <Badge tone={priority.tone}>{priority.label}</Badge>
          {notification.isPublic && <Badge tone="brand">On the dashboard</Badge>}
          {expired && <Badge tone="warning">Expired</Badge>}
        </div>
        <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{notification.message}</p>
        <dl className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          <div className="flex items-center gap-1">
            <dt className="sr-only">Sent to</dt>
            {notification.targetIp ? <Network className="size-3.5" aria-hidden /> : <Globe className="size-3.5" aria-hidden />}
            <dd className={cn('font-medium text-slate-800', notification.targetIp && 'font-mono')}>{notification.targetIp ?? 'Everyone'}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Sent</dt>
            <dd className="font-medium text-slate-800">
              <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)}>
                {relativeAge(notification.createdAt, now)}
              </time>
            </dd>
          </div>
          {notification.expiresAt && (
            <div className="flex gap-1">
              <dt>{expired ? 'Expired' : 'Expires'}</dt>
              <dd className="font-medium text-slate-800">
                <time dateTime={notification.expiresAt}>{formatDateTime(notification.expiresAt)}</time>
              </dd>
            </div>
          )}
        </dl>
      </div>
      <Button variant="outline" size="sm" onClick={() => onWithdraw(notification)} disabled={withdrawing} aria-label={`Withdraw ${notification.title}`}>
        {withdrawing ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Undo2 className="size-4" aria-hidden />}
        <span className="hidden sm:inline">Withdraw</span>
      </Button>
    </li>
  );
}
