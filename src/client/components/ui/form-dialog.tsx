import type { FormEvent, ReactNode, Ref } from 'react';
import { Dialog } from 'radix-ui';
import { AlertCircle, type LucideIcon } from 'lucide-react';
import { Button } from './button.tsx';
import { DIALOG_OVERLAY_CLASS, DialogIcon, dialogPanelClass, type DialogTone, type DialogWidth } from './dialog-parts.tsx';
import { useReturnFocus } from './return-focus.ts';
import { cn } from '#client/lib/cn.ts';
import { useT } from '#client/i18n/use-t.ts';

interface FormDialogProps {
  open: boolean;
  /** Asked to close (Escape, the overlay, Cancel); ignored while saving. */
  onClose: () => void;
  pending: boolean;
  icon: LucideIcon;
  /** `danger` for a form whose submit cannot be undone (a rejection): red icon and button. */
  tone?: DialogTone;
  width?: DialogWidth;
  title: string;
  description: ReactNode;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  /** The server's refusal, in words, shown above the buttons. */
  error?: string | null;
  formRef?: Ref<HTMLFormElement>;
  /** Classes of the scrolling body (a grid; two columns from sm up where the form wants them). */
  bodyClassName?: string;
  children: ReactNode;
}

/** A form in a dialog: icon, title and description, a body that scrolls, the error and Cancel / submit. */
export function FormDialog({
  open,
  onClose,
  pending,
  icon,
  tone = 'brand',
  width = 'xl',
  title,
  description,
  onSubmit,
  submitLabel,
  error,
  formRef,
  bodyClassName,
  children,
}: FormDialogProps) {
  const { t } = useT();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY_CLASS} />
        <Dialog.Content {...returnFocus} className={dialogPanelClass(width, 'flex max-h-[calc(100dvh-2rem)] flex-col')}>
          <div className="flex items-start gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
            <DialogIcon icon={icon} tone={tone} />
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold break-words text-slate-900">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm leading-6 text-slate-600">{description}</Dialog.Description>
            </div>
          </div>
          <form ref={formRef} onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
            <div className={cn('grid gap-4 overflow-y-auto px-5 py-4 sm:px-6', bodyClassName)}>
              {children}
              {error && (
                <p
                  role="alert"
                  className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200 sm:col-span-full"
                >
                  <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
                  {error}
                </p>
              )}
            </div>
            <div className="flex flex-col-reverse gap-3 border-t border-slate-100 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={pending}>
                  {t('ui.dialog.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" variant={tone === 'danger' ? 'destructive' : 'primary'} pending={pending}>
                {submitLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
