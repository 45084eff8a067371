import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';
import { controlClassName, controlStateClassName } from './input.tsx';

export type TextareaProps = ComponentProps<'textarea'> & { invalid?: boolean };

export function Textarea({ className, invalid = false, rows = 6, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      aria-invalid={invalid || undefined}
      className={cn(controlClassName, controlStateClassName(invalid), 'min-h-32 resize-y leading-relaxed', className)}
      {...props}
    />
  );
}
