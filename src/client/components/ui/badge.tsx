import type { HTMLAttributes } from 'react';
import { cn } from '#client/lib/cn.ts';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  brand: 'bg-brand-50 text-brand-800 ring-brand-600/20',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25',
  warning: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  danger: 'bg-red-100 text-red-800 ring-red-600/25',
  info: 'bg-sky-100 text-sky-900 ring-sky-600/25',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
