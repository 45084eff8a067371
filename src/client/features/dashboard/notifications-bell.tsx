import { Bell } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

/** The header bell for signed-in users; the count is the length of their notification list. */
export function NotificationsBell({ count, open, onToggle }: { count: number; open: boolean; onToggle: () => void }) {
  return (
    <Button
      variant="inverse"
      size="icon"
      className="relative"
      aria-label={count > 0 ? `Notifications (${count})` : 'Notifications'}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={onToggle}
    >
      <Bell className="size-5" aria-hidden />
      {count > 0 && (
        <span
          aria-hidden
          className="absolute -top-1.5 -right-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-400 px-1 text-[11px] font-bold text-brand-900 ring-2 ring-brand-900"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Button>
  );
}
