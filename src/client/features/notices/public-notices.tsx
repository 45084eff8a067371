import { Megaphone, X } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import { usePublicNotices } from './notices-api.ts';
import { useDismissedNotices } from './dismissed-notices.ts';
import { Tip } from '#client/components/ui/tooltip.tsx';
import { NOTICE_ID_ATTRIBUTE } from '#shared/theme.js';
import { useT } from '#client/i18n/use-t.ts';
import { ProviderText, useProviderText } from '#client/i18n/provider-text.tsx';
import type { PublicNotice } from '#shared/notifications/notifications.js';

const TONE: Record<PublicNotice['priority'], string> = {
  high: 'border-red-300 bg-red-50 text-red-950',
  normal: 'border-brand-200 bg-brand-50 text-brand-900',
  low: 'border-slate-200 bg-white text-slate-900',
};

/**
 * Notices from the provider to everyone they target (docs/product/alerts.md), without sign-in: under the
 * overall banner, each dismissible; a dismissal is remembered in this browser.
 */
export function PublicNotices() {
  const { t } = useT();
  const notices = usePublicNotices();
  const { isDismissed, dismiss } = useDismissedNotices();
  const shown = (notices.data ?? []).filter((n) => !isDismissed(n.id));
  if (shown.length === 0) return null;
  return (
    <section aria-label={t('notices.region')} className="mx-auto max-w-7xl px-4 pt-5 sm:px-6 xl:px-8">
      <ul className="space-y-3">
        {shown.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} onDismiss={() => dismiss(notice.id)} />
        ))}
      </ul>
    </section>
  );
}

/** One notice, in the reader's language when the provider wrote it in both (else in English, marked as such). */
function NoticeItem({ notice, onDismiss }: { notice: PublicNotice; onDismiss: () => void }) {
  const { t } = useT();
  const title = useProviderText(notice.title, notice.titleFr);
  const message = useProviderText(notice.message, notice.messageFr);
  return (
    <li {...{ [NOTICE_ID_ATTRIBUTE]: notice.id }} className={cn('flex items-start gap-3 rounded-xl border p-4 shadow-xs', TONE[notice.priority])}>
      <Megaphone className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">
        {/* Title and message in English alone are marked once, after the message. */}
        <ProviderText as="p" en={notice.title} fr={notice.titleFr} mark={!message.englishOnly} className="font-semibold" />
        <ProviderText as="p" en={notice.message} fr={notice.messageFr} className="mt-0.5 text-sm leading-6 whitespace-pre-line" />
      </div>
      <Tip label={t('notices.dismiss')}>
        <button
          type="button"
          data-needs-js
          onClick={onDismiss}
          aria-label={t('notices.dismissLabel', { title: title.text })}
          className="-m-1 grid size-8 shrink-0 place-items-center rounded-lg opacity-70 transition hover:bg-black/5 hover:opacity-100"
        >
          <X className="size-4" aria-hidden />
        </button>
      </Tip>
    </li>
  );
}
