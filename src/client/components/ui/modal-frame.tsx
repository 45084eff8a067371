import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useReturnFocus } from './return-focus.ts';

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
export function ModalFrame({ open, onOpenChange, icon: Icon, title, description, eyebrow, wide = false, children }: ModalFrameProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-[2px]" />
        <Dialog.Content
          {...returnFocus}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white shadow-2xl focus:outline-none sm:p-7',
            wide ? 'max-w-2xl p-5' : 'max-w-lg p-6',
          )}
        >
          <div className="flex items-start gap-3 pr-8">
            <span className="hidden size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 sm:grid">
              <Icon className="size-5" aria-hidden />
            </span>
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
            <span className="sr-only">Close</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
