import { AlertDialog } from 'radix-ui';
import { AlertTriangle, Loader2 } from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { DIALOG_OVERLAY_CLASS, DialogIcon, dialogPanelClass } from '#client/components/ui/dialog-parts.tsx';
import { useReturnFocus } from '#client/components/ui/return-focus.ts';
import { useT } from '#client/i18n/use-t.ts';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
}

/** The confirm prompt before a destructive action; Cancel has the focus, Escape closes it. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, pending = false, onConfirm }: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  const { t } = useT();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={DIALOG_OVERLAY_CLASS} />
        <AlertDialog.Content {...returnFocus} className={dialogPanelClass('md', 'p-6')}>
          <div className="flex items-start gap-3">
            <DialogIcon icon={AlertTriangle} tone="danger" />
            <div>
              <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
              <AlertDialog.Description className="mt-1 text-sm leading-6 text-slate-600">{description}</AlertDialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('outline')} disabled={pending}>
              {t('admin-panel.confirm.cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses('destructive')}
              disabled={pending}
              onClick={(event) => {
                // Keep the dialog open until the request settles; the caller closes it.
                event.preventDefault();
                onConfirm();
              }}
            >
              {pending && <Loader2 className="size-4 animate-spin" aria-hidden />}
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
