import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X, type LucideIcon } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import { DIALOG_OVERLAY_CLASS, DialogIcon, dialogPanelClass } from './dialog-parts.tsx';
import { useReturnFocus } from './return-focus.ts';
import { useT } from '#client/i18n/use-t.ts';

interface ModalFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** A wider dialog for long pickers. */
  wide?: boolean;
  /** A short line above the title, such as the step. */
  eyebrow?: string;
  children: ReactNode;
}

/** The dashboard's modal look: icon, title and description, content that scrolls on small screens. */
export function ModalFrame({ open, onOpenChange, icon, title, description, eyebrow, wide = false, children }: ModalFrameProps) {
  const { t } = useT();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY_CLASS} />
        <Dialog.Content
          {...returnFocus}
          className={dialogPanelClass(wide ? '2xl' : 'lg', cn('max-h-[calc(100dvh-2rem)] overflow-y-auto sm:p-7', wide ? 'p-5' : 'p-6'))}
        >
          <div className="flex items-start gap-3 pr-8">
            <DialogIcon icon={icon} className="hidden sm:grid" />
            <div>
              {eyebrow && <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
              <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm leading-6 text-slate-600">{description}</Dialog.Description>
            </div>
          </div>
          <div className="mt-6">{children}</div>
          {/* Last in the DOM so opening focuses the first field, not the close button. */}
          <Dialog.Close className="absolute top-4 right-4 grid size-9 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800">
            <X className="size-5" aria-hidden />
            <span className="sr-only">{t('ui.dialog.close')}</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
