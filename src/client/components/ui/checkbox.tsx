import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';
import { FieldError } from './form-field.tsx';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'children'> & {
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
};

/** A native checkbox with its label beside it; description and error are tied by aria-describedby. */
export function Checkbox({ label, description, error, className, id: givenId, ...props }: CheckboxProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, descriptionId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn('mt-0.5 size-4.5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-700', error && 'outline-2 outline-red-500')}
          {...props}
        />
        <div className="grid gap-1">
          <label htmlFor={id} className="cursor-pointer text-sm leading-snug text-slate-800">
            {label}
          </label>
          {description && (
            <p id={descriptionId} className="text-sm text-slate-600">
              {description}
            </p>
          )}
        </div>
      </div>
      {error && (
        <div className="pl-7.5">
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      )}
    </div>
  );
}
