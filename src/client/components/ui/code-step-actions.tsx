import { ArrowLeft } from 'lucide-react';
import { useT } from '#client/i18n/use-t.ts';

/** Under an e-mailed-code field: go back to change what was entered, or ask for a new code once the wait is over. */
export function CodeStepActions({
  backLabel,
  onBack,
  onResend,
  wait,
  resending,
}: {
  backLabel: string;
  onBack: () => void;
  onResend: () => void;
  /** Seconds before another code may be sent. */
  wait: number;
  resending: boolean;
}) {
  const { t } = useT();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <button
        type="button"
        onClick={onBack}
        className="inline-flex items-center gap-1.5 rounded font-medium text-slate-700 underline-offset-4 hover:text-slate-900 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {backLabel}
      </button>
      <button
        type="button"
        onClick={onResend}
        disabled={wait > 0 || resending}
        className="rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 disabled:cursor-not-allowed disabled:font-medium disabled:text-slate-500 disabled:no-underline"
      >
        {resending ? t('ui.code.sending') : wait > 0 ? t('ui.code.resendIn', { seconds: wait }) : t('ui.code.resend')}
      </button>
    </div>
  );
}
