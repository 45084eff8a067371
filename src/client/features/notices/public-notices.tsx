import { Megaphone, X } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import type { NotificationPriority } from '#shared/notifications/notifications.js';
import { usePublicNotices } from './notices-api.ts';
import { useDismissedNotices } from './dismissed-notices.ts';
import { Tip } from '#client/components/ui/tooltip.tsx';
import { NOTICE_ID_ATTRIBUTE } from '#shared/theme.js';

const TONE: Record<NotificationPriority, string> = {
  high: 'border-red-300 bg-red-50 text-red-950',
  normal: 'border-brand-200 bg-brand-50 text-brand-900',
  low: 'border-slate-200 bg-white text-slate-900',
};

/**
 * Notices from the provider to everyone they target (docs/product/alerts.md), without sign-in: under the
 * overall banner, each dismissible; a dismissal is remembered in this browser.
 */
export function PublicNotices() {
  const notices = usePublicNotices();
  const { isDismissed, dismiss } = useDismissedNotices();
  const shown = (notices.data ?? []).filter((n) => !isDismissed(n.id));
  if (shown.length === 0) return null;
  return (
    <section aria-label="Notices from your IT provider" className="mx-auto max-w-7xl px-4 pt-5 sm:px-6 xl:px-8">
      <ul className="space-y-3">
        {shown.map((notice) => (
          <li
            key={notice.id}
            {...{ [NOTICE_ID_ATTRIBUTE]: notice.id }}
            className={cn('flex items-start gap-3 rounded-xl border p-4 shadow-xs', TONE[notice.priority])}
          >
            <Megaphone className="mt-0.5 size-5 shrink-0" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{notice.title}</p>
              <p className="mt-0.5 text-sm leading-6 whitespace-pre-line">{notice.message}</p>
            </div>
            <Tip label="Dismiss">
              <button
                type="button"
                data-needs-js
                onClick={() => dismiss(notice.id)}
                aria-label={`Dismiss notice: ${notice.title}`}
                className="-m-1 grid size-8 shrink-0 place-items-center rounded-lg opacity-70 transition hover:bg-black/5 hover:opacity-100"
              >
                <X className="size-4" aria-hidden />
              </button>
            </Tip>
          </li>
        ))}
      </ul>
    </section>
  );
}
