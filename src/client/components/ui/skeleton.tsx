import type { HTMLAttributes } from 'react';
import { cn } from '#client/lib/cn.ts';

/** A grey placeholder block shown while data loads; hidden from assistive technology. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-slate-200/80', className)} {...props} />;
}
