import { useState } from 'react';
import { BellOff } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { serverMessage } from '../../lib/api.ts';
import { ALERT_MESSAGES } from '../../../shared/subscribers/alerts.ts';
import { useAlertPreferences, useUnsubscribe } from './alerts-api.ts';
import { LinkOutcome, LinkPending, BackToDashboard } from '../../components/ui/link-outcome.tsx';
import { ChangeServices } from './change-services.tsx';

const FAILED = 'We could not read this link right now. Please try again in a few minutes.';
const UNSUBSCRIBE_FAILED = 'We could not unsubscribe you right now. Please try again in a few minutes.';

/**
 * The page behind every alert's unsubscribe link: one button stops all alerts (a button, not
 * on page load, so mail scanners that open links unsubscribe nobody); the services can be
 * changed instead. Mail programs use the RFC 8058 header and never see this page.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const preferences = useAlertPreferences(token);
  const unsubscribe = useUnsubscribe(token);
  const [changing, setChanging] = useState(false);
  if (!token) return <Failure message={ALERT_MESSAGES.linkIncomplete} />;
  if (unsubscribe.isSuccess) {
    return (
      <LinkOutcome tone="success" title="You are unsubscribed">
        <p className="mt-2 max-w-md text-slate-700">{unsubscribe.data.message}</p>
        <BackToDashboard />
      </LinkOutcome>
    );
  }
  if (preferences.isPending) return <LinkPending>Reading your alert settings…</LinkPending>;
  if (preferences.isError) return <Failure message={serverMessage(preferences.error, FAILED)} />;
  const { emailHint, isActive, serviceIds } = preferences.data;
  if (!isActive) {
    return (
      <LinkOutcome tone="neutral" title="Your alerts are off">
        <p className="mt-2 max-w-md text-slate-700">
          We send no status alerts to <span className="font-medium">{emailHint}</span>. To get them again, choose services under “Get e-mail alerts” on the
          dashboard.
        </p>
        <BackToDashboard />
      </LinkOutcome>
    );
  }
  return (
    <div className="grid gap-6">
      <div className="flex flex-col items-center text-center">
        <span className="grid size-14 place-items-center rounded-full bg-brand-50 ring-8 ring-brand-50/60">
          <BellOff className="size-7 text-brand-700" aria-hidden />
        </span>
        <h2 className="mt-5 text-xl font-semibold text-slate-900">Stop status alerts?</h2>
        <p className="mt-2 max-w-md text-slate-700">
          <span className="font-medium">{emailHint}</span> gets alerts for {serviceIds.length} {serviceIds.length === 1 ? 'service' : 'services'}. Unsubscribing
          stops all of them at once.
        </p>
        {unsubscribe.isError && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {serverMessage(unsubscribe.error, UNSUBSCRIBE_FAILED)}
          </p>
        )}
        <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button size="lg" onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
            {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe from all alerts'}
          </Button>
          {!changing && (
            <Button size="lg" variant="outline" onClick={() => setChanging(true)}>
              Change services instead
            </Button>
          )}
        </div>
      </div>
      {changing && <ChangeServices token={token} chosen={serviceIds} onClose={() => setChanging(false)} />}
    </div>
  );
}

function Failure({ message }: { message: string }) {
  return (
    <LinkOutcome tone="error" title="This link does not work">
      <p className="mt-2 max-w-md text-slate-700">{message}</p>
      <BackToDashboard variant="primary" />
    </LinkOutcome>
  );
}
