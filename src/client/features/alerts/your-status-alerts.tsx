import type { ReactNode } from 'react';
import { serverMessage } from '#client/lib/api.ts';
import { ALERT_MESSAGES } from '#shared/subscribers/alerts.js';
import { useAlertPreferences, useUnsubscribe } from './alerts-api.ts';
import { LinkOutcome, LinkPending, BackToDashboard } from '#client/components/ui/link-outcome.tsx';
import { AlertServicesPanel } from './alert-services-panel.tsx';
import { AlertChannels } from './alert-channels.tsx';
import { STOP_ALERTS_ID, UnsubscribePanel } from './unsubscribe-panel.tsx';

const FAILED = 'We could not read this link right now. Please try again in a few minutes.';
const CARD = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10';

/**
 * "Your status alerts", opened from the link in every alert mail, from the confirmation page, or
 * from the link the board mails on request; no sign-in. It opens on what it manages (the
 * services, then the channels) and ends with unsubscribing, which the top links to.
 */
export function YourStatusAlerts({ token }: { token: string }) {
  const preferences = useAlertPreferences(token);
  const unsubscribe = useUnsubscribe(token);
  if (!token) return <Failure message={ALERT_MESSAGES.linkIncomplete} />;
  if (unsubscribe.isSuccess) {
    return (
      <Outcome>
        <LinkOutcome tone="success" title="You are unsubscribed">
          <p className="mt-2 max-w-md text-slate-700">{unsubscribe.data.message}</p>
          <BackToDashboard />
        </LinkOutcome>
      </Outcome>
    );
  }
  if (preferences.isPending)
    return (
      <Outcome>
        <LinkPending>Reading your alert settings…</LinkPending>
      </Outcome>
    );
  if (preferences.isError) return <Failure message={serverMessage(preferences.error, FAILED)} />;
  const { emailHint, isActive, serviceIds } = preferences.data;
  if (!isActive) {
    return (
      <Outcome>
        <LinkOutcome tone="neutral" title="Your alerts are off">
          <p className="mt-2 max-w-md text-slate-700">
            We send no status alerts to <span className="font-medium">{emailHint}</span>. To get them again, choose services under “Get e-mail alerts” on the
            dashboard.
          </p>
          <BackToDashboard />
        </LinkOutcome>
      </Outcome>
    );
  }
  return (
    <div className="grid gap-6">
      <p className="text-sm text-slate-600">
        No sign-in needed: this page is the link in your alert e-mails, so keep it to your team. Want no alerts at all?{' '}
        <a href={`#${STOP_ALERTS_ID}`} className="font-medium text-brand-800 underline underline-offset-2">
          Unsubscribe at the end of this page
        </a>
        .
      </p>
      <AlertServicesPanel token={token} emailHint={emailHint} serviceIds={serviceIds} className={`grid gap-6 ${CARD}`} />
      <AlertChannels token={token} className={CARD} />
      <UnsubscribePanel emailHint={emailHint} unsubscribe={unsubscribe} className={`${CARD} focus:outline-none`} />
    </div>
  );
}

function Outcome({ children }: { children: ReactNode }) {
  return <section className={CARD}>{children}</section>;
}

function Failure({ message }: { message: string }) {
  return (
    <Outcome>
      <LinkOutcome tone="error" title="This link does not work">
        <p className="mt-2 max-w-md text-slate-700">{message}</p>
        <BackToDashboard variant="primary" />
      </LinkOutcome>
    </Outcome>
  );
}
