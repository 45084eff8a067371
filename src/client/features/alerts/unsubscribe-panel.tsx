import { BellOff } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { serverMessage } from '#client/lib/api.ts';
import { T } from '#client/i18n/t.tsx';
import { useT } from '#client/i18n/use-t.ts';

/** The id the top of "Your status alerts" links to, so a person who came to unsubscribe finds it at once. */
export const STOP_ALERTS_ID = 'stop-alerts';

interface UnsubscribePanelProps {
  emailHint: string;
  /** The unsubscribe request, owned by the page: once it succeeds the whole page says so. */
  unsubscribe: { mutate: () => void; isPending: boolean; error: Error | null };
  className?: string;
}

/**
 * The end of "Your status alerts": one button stops every alert (a button, not on page load, so
 * mail scanners that open links unsubscribe nobody). Mail programs use the RFC 8058 header and
 * never see this page.
 */
export function UnsubscribePanel({ emailHint, unsubscribe, className }: UnsubscribePanelProps) {
  const { t } = useT();
  return (
    <section id={STOP_ALERTS_ID} tabIndex={-1} aria-labelledby="stop-alerts-heading" className={className}>
      <div className="flex gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-slate-100 text-slate-700">
          <BellOff className="size-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id="stop-alerts-heading" className="text-lg font-semibold text-slate-900">
            {t('alerts.unsubscribe.title')}
          </h2>
          <p className="mt-1 text-sm leading-6 text-slate-600">
            <T id="alerts.unsubscribe.body" values={{ email: emailHint }} components={{ 0: <span className="font-medium text-slate-800" /> }} />
          </p>
          {unsubscribe.error && (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              {serverMessage(unsubscribe.error, t('alerts.unsubscribe.failed'))}
            </p>
          )}
          <Button variant="outline" className="mt-4" onClick={() => unsubscribe.mutate()} pending={unsubscribe.isPending}>
            {t(unsubscribe.isPending ? 'alerts.unsubscribe.pending' : 'alerts.unsubscribe.button')}
          </Button>
        </div>
      </div>
    </section>
  );
}
