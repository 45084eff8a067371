import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

/** A button that shows or hides the element `controls` names, announcing which it is. */
export function DisclosureButton({
  open,
  controls,
  onToggle,
  children,
  className,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-800 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
      {children}
    </button>
  );
}
