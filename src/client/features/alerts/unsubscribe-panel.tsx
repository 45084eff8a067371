import { BellOff } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { serverMessage } from '#client/lib/api.ts';

const UNSUBSCRIBE_FAILED = 'We could not unsubscribe you right now. Please try again in a few minutes.';

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
  return (
    <section id={STOP_ALERTS_ID} tabIndex={-1} aria-labelledby="stop-alerts-heading" className={className}>
      <div className="flex gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-slate-100 text-slate-700">
          <BellOff className="size-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id="stop-alerts-heading" className="text-lg font-semibold text-slate-900">
            Stop status alerts
          </h2>
          <p className="mt-1 text-sm leading-6 text-slate-600">
            Unsubscribing stops every alert to <span className="font-medium text-slate-800">{emailHint}</span> at once: the e-mails, and the channels above. You
            can ask for alerts again at any time from the dashboard.
          </p>
          {unsubscribe.error && (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              {serverMessage(unsubscribe.error, UNSUBSCRIBE_FAILED)}
            </p>
          )}
          <Button variant="outline" className="mt-4" onClick={() => unsubscribe.mutate()} pending={unsubscribe.isPending}>
            {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe from all alerts'}
          </Button>
        </div>
      </div>
    </section>
  );
}
