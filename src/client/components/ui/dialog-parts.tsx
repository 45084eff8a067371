import type { LucideIcon } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

/** The dimmed, slightly blurred page behind every modal. */
export const DIALOG_OVERLAY_CLASS = 'fixed inset-0 z-40 bg-black/60 backdrop-blur-[2px]';

const PANEL_WIDTH = { md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-xl', '2xl': 'max-w-2xl' } as const;

export type DialogWidth = keyof typeof PANEL_WIDTH;

/** A modal panel in the middle of the screen, `width` at most and 1 rem clear of a phone's edges. */
export function dialogPanelClass(width: DialogWidth, className?: string): string {
  return cn(
    'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white shadow-2xl focus:outline-none',
    PANEL_WIDTH[width],
    className,
  );
}

/** A dialog is a task (brand) or asks before something that cannot be undone (danger). */
export type DialogTone = 'brand' | 'danger';

const ICON_TONE: Record<DialogTone, string> = {
  brand: 'bg-brand-50 text-brand-700',
  danger: 'bg-red-50 text-red-600',
};

/** The round icon at the head of a dialog; `className` says how it shows (grid, or hidden on a phone). */
export function DialogIcon({ icon: Icon, tone = 'brand', className = 'grid' }: { icon: LucideIcon; tone?: DialogTone; className?: string }) {
  return (
    <span className={cn('size-10 shrink-0 place-items-center rounded-full', ICON_TONE[tone], className)}>
      <Icon className="size-5" aria-hidden />
    </span>
  );
}
