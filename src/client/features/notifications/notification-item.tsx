import { Check, CheckCircle2 } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import { relativeAge } from '#shared/relative-age.js';
import { priorityOf, type NotificationPriority, type UserNotification } from '#shared/notifications/notifications.js';
import { msg, useT } from '#client/i18n/use-t.ts';
import { ProviderText, useProviderText } from '#client/i18n/provider-text.tsx';

/** The left border shows priority (docs/product/alerts.md); high red, normal blue, low grey. The label is a message id. */
const PRIORITY_STYLE: Record<NotificationPriority, { border: string; label: string }> = {
  high: { border: 'border-l-red-500', label: msg('notifications.priority.high') },
  normal: { border: 'border-l-blue-500', label: msg('notifications.priority.normal') },
  low: { border: 'border-l-slate-300', label: msg('notifications.priority.low') },
};

interface NotificationItemProps {
  notification: UserNotification;
  now: Date;
  marking: boolean;
  onMarkRead: (id: string) => void;
}

/** One notification: read ones dimmed with a check mark, unread ones with a mark-as-read button. */
export function NotificationItem({ notification, now, marking, onMarkRead }: NotificationItemProps) {
  const words = useT();
  const { t } = words;
  const { id, title, titleFr, message, messageFr, createdAt, isRead } = notification;
  // The provider's words, in French when written in French (else the English, marked as such).
  const shownTitle = useProviderText(title, titleFr).text;
  const priority = priorityOf(notification.priority);
  const style = PRIORITY_STYLE[priority];
  return (
    <li className={cn('border-l-4 py-3 pr-4 pl-3.5', style.border, isRead ? 'bg-white' : 'bg-brand-50/50')}>
      {/* Read items are dimmed with lighter text rather than opacity, which would fail contrast. */}
      <div>
        <p className="flex items-start gap-2">
          <ProviderText
            en={title}
            fr={titleFr}
            className={cn('min-w-0 flex-1 text-sm break-words', isRead ? 'font-medium text-slate-600' : 'font-semibold text-slate-900')}
          />
          {priority === 'high' ? (
            <span className="shrink-0 rounded-full bg-red-50 px-1.5 py-px text-[11px] font-semibold text-red-700 ring-1 ring-red-600/20 ring-inset">
              {t('notifications.priority.highBadge')}
            </span>
          ) : (
            <span className="sr-only">{t(style.label)}</span>
          )}
        </p>
        <ProviderText
          as="p"
          en={message}
          fr={messageFr}
          className={cn('mt-0.5 text-sm leading-snug break-words whitespace-pre-line', isRead ? 'text-slate-500' : 'text-slate-700')}
        />
      </div>
      <div className="mt-1.5 flex min-h-7 items-center justify-between gap-3 text-xs">
        <time dateTime={createdAt} className="text-slate-500">
          {relativeAge(createdAt, now, words)}
        </time>
        {isRead ? (
          <span className="flex items-center gap-1 font-medium text-emerald-700">
            <CheckCircle2 className="size-4" aria-hidden />
            {t('notifications.item.read')}
          </span>
        ) : (
          <button
            type="button"
            className="-mr-1.5 flex h-7 items-center gap-1 rounded-md px-1.5 font-medium text-brand-700 hover:bg-brand-100 hover:text-brand-800 disabled:opacity-60"
            aria-label={t('notifications.item.markReadLabel', { title: shownTitle })}
            disabled={marking}
            onClick={() => onMarkRead(id)}
          >
            <Check className="size-4" aria-hidden />
            {t('notifications.item.markRead')}
          </button>
        )}
      </div>
    </li>
  );
}
