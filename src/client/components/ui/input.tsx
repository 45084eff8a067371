import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

/** Shared look of text controls (inputs and textareas), with the invalid state in red. */
export const controlClassName =
  'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs transition-colors ' +
  'placeholder:text-slate-500 focus:outline-none focus-visible:outline-none focus:ring-3 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 sm:text-sm';

export function controlStateClassName(invalid: boolean): string {
  return invalid
    ? 'border-red-500 focus:border-red-600 focus:ring-red-500/25'
    : 'border-slate-300 hover:border-slate-400 focus:border-brand-500 focus:ring-brand-500/25';
}

export type InputProps = ComponentProps<'input'> & { invalid?: boolean };

export function Input({ className, invalid = false, type = 'text', ...props }: InputProps) {
  return <input type={type} aria-invalid={invalid || undefined} className={cn(controlClassName, controlStateClassName(invalid), className)} {...props} />;
}
