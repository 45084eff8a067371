import { Toast as ToastPrimitive } from 'radix-ui';
import { CheckCircle2, AlertTriangle, Info, X } from 'lucide-react';
import { TOAST } from '#shared/constants.js';
import { dismissToast, useToasts, type ToastVariant } from '#client/lib/toast-store.ts';
import { cn } from '#client/lib/cn.ts';
import { useT } from '#client/i18n/use-t.ts';

const VARIANT_STYLE: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-200 bg-white text-slate-900',
  destructive: 'border-red-300 bg-red-50 text-red-950',
};

const VARIANT_ICON = {
  default: <Info className="size-5 text-sky-600" aria-hidden />,
  success: <CheckCircle2 className="size-5 text-emerald-600" aria-hidden />,
  destructive: <AlertTriangle className="size-5 text-red-600" aria-hidden />,
} as const;

/** Renders the toast store with Radix: 5 s, swipe right past 50 px, F8 focuses the region. */
export function Toaster() {
  const { t } = useT();
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST.durationMs} swipeDirection="right" swipeThreshold={TOAST.swipeThresholdPx}>
      {toasts.map(({ id, title, description, variant = 'default', open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          className={cn('toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg', VARIANT_STYLE[variant])}
        >
          <span className="mt-0.5 shrink-0">{VARIANT_ICON[variant]}</span>
          <div className="grid gap-1">
            {title && <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>}
            {description && <ToastPrimitive.Description className="text-sm leading-snug opacity-90">{description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close
            aria-label={t('ui.toast.close')}
            className="absolute right-2 top-2 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-600"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
