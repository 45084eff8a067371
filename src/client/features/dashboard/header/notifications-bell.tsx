import { Popover } from 'radix-ui';
import { Tip } from '#client/components/ui/tooltip.tsx';
import { Bell } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/use-t.ts';

/**
 * The header bell for signed-in users, with how many notifications they have (the bell
 * reads only the list's length, docs/product/alerts.md; the panel's header counts the unread ones). It is the trigger
 * of the notifications panel's popover: render it inside that Popover.Root.
 */
export function NotificationsBell({ count }: { count: number }) {
  const { t } = useT();
  const shown = count > 99 ? '99+' : String(count);
  // The name holds the figure the badge shows, first (WCAG 2.5.3: a voice user says what they see).
  const name = count > 0 ? t('board.header.notificationCount', { count, shown }) : t('board.header.notifications');
  return (
    <Tip label={t('board.header.notifications')}>
      <Popover.Trigger asChild>
        <Button variant="inverse" size="icon" className="relative" aria-label={name}>
          <Bell className="size-5" aria-hidden />
          {count > 0 && (
            <span
              aria-hidden
              className="absolute -top-1.5 -right-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-400 px-1 text-[11px] font-bold text-brand-900 ring-2 ring-brand-900"
            >
              {shown}
            </span>
          )}
        </Button>
      </Popover.Trigger>
    </Tip>
  );
}
