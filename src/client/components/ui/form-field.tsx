import { useId, type ReactNode } from 'react';
import { AlertCircle } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import { useT } from '#client/i18n/use-t.ts';
import { localizeMessage } from '#client/i18n/localize-message.ts';
import { Label } from './label.tsx';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  invalid: boolean;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface FormFieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled field: the control comes from the render prop and receives the ids, so the
 * error and hint are announced with it (aria-describedby) and it is flagged aria-invalid.
 * An error that is one of the shared validation messages (written in English by the schemas the
 * forms share with the server) is shown in the page's language; any other error as it is given.
 */
export function FormField({ label, error, hint, optional = false, required = false, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id} optional={optional}>
        {label}
      </Label>
      {children({ id, invalid: Boolean(error), 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

/** A field's error; a text that is one of the shared validation messages is shown in the page's language. */
export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  const { t, locale } = useT();
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{typeof children === 'string' ? localizeMessage(children, t, locale) : children}</span>
    </p>
  );
}
