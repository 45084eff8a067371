import { cn } from '../lib/cn.ts';

/** The product's mark (a pulse line), the same drawing as the favicon. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-9 shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="#0f3b5f" />
      <rect x="0.5" y="0.5" width="31" height="31" rx="7.5" fill="none" stroke="#5eead4" strokeOpacity="0.35" />
      <path d="M6 17h5l2.5-6 4 11 3-8 1.5 3H26" fill="none" stroke="#5eead4" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
