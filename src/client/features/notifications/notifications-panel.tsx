import { useId, useRef } from 'react';
import { Popover } from 'radix-ui';
import { BellOff, X } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { NotificationItem } from './notification-item.tsx';
import { unreadCount, useClearNotifications, useMarkNotificationRead, useNotifications } from './notifications-api.ts';
import { useT } from '#client/i18n/use-t.ts';

/**
 * The notifications panel (docs/product/alerts.md): a non-modal dialog that opens from the bell,
 * below it at the top right. Radix closes it on a click outside or Escape and hands focus
 * back to the bell. Render it inside the bell's Popover.Root.
 */
export default function NotificationsPanel() {
  const { t } = useT();
  const titleId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const { data: list, isPending, isError, refetch } = useNotifications(true);
  const markRead = useMarkNotificationRead();
  const clearAll = useClearNotifications();
  const hasItems = (list?.length ?? 0) > 0;
  const unread = unreadCount(list);
  const now = new Date();

  return (
    <Popover.Portal>
      <Popover.Content
        ref={contentRef}
        align="end"
        side="bottom"
        sideOffset={10}
        collisionPadding={16}
        aria-labelledby={titleId}
        // Focus the panel itself, so a screen reader announces it by its title first.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          contentRef.current?.focus();
        }}
        tabIndex={-1}
        className="z-50 flex w-[calc(100vw-2rem)] max-w-sm flex-col overflow-hidden rounded-xl bg-white text-slate-900 shadow-xl ring-1 ring-slate-900/10 focus:outline-none sm:w-96"
      >
        <header className="flex items-center gap-2 border-b border-slate-200 py-2.5 pr-2 pl-4">
          <h2 id={titleId} className="text-sm font-semibold">
            {t('notifications.panel.title')}
          </h2>
          {hasItems && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-600/20 ring-inset">
              {t('notifications.panel.unread', { count: unread })}
            </span>
          )}
          <div className="ml-auto flex items-center gap-1">
            {hasItems && (
              <button
                type="button"
                className="h-8 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-60"
                disabled={clearAll.isPending}
                onClick={() => clearAll.mutate()}
              >
                {t('notifications.panel.clearAll')}
              </button>
            )}
            <Popover.Close className="grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800">
              <X className="size-4" aria-hidden />
              <span className="sr-only">{t('notifications.panel.close')}</span>
            </Popover.Close>
          </div>
        </header>

        {isPending ? (
          <div role="status" aria-label={t('notifications.panel.loading')} className="grid gap-3 p-4">
            {[0, 1, 2].map((i) => (
              <div key={i} className="grid gap-2 border-l-4 border-l-slate-200 pl-3">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-full" />
                <Skeleton className="h-3 w-1/4" />
              </div>
            ))}
          </div>
        ) : isError ? (
          <div role="alert" className="flex items-center justify-between gap-3 px-4 py-6 text-sm text-slate-700">
            {t('notifications.panel.loadFailed')}
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              {t('notifications.panel.retry')}
            </Button>
          </div>
        ) : !hasItems ? (
          <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-slate-600">
            <BellOff className="size-6 text-slate-400" aria-hidden />
            <p>{t('notifications.panel.empty')}</p>
          </div>
        ) : (
          // Focusable so the list scrolls by keyboard even when no item has a button left.
          <ul
            aria-labelledby={titleId}
            tabIndex={0}
            className="max-h-80 divide-y divide-slate-100 overflow-y-auto overscroll-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
          >
            {list!.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                now={now}
                marking={markRead.isPending && markRead.variables === notification.id}
                onMarkRead={(id) => markRead.mutate(id)}
              />
            ))}
          </ul>
        )}
      </Popover.Content>
    </Popover.Portal>
  );
}
