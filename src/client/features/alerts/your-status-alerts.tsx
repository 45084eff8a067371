import type { ReactNode } from 'react';
import { serverMessage } from '#client/lib/api.ts';
import { useAlertPreferences, useUnsubscribe } from './alerts-api.ts';
import { LinkOutcome, LinkPending, BackToDashboard } from '#client/components/ui/link-outcome.tsx';
import { AlertServicesPanel } from './alert-services-panel.tsx';
import { AlertChannels } from './alert-channels.tsx';
import { STOP_ALERTS_ID, UnsubscribePanel } from './unsubscribe-panel.tsx';
import { T } from '#client/i18n/t.tsx';
import { useT } from '#client/i18n/use-t.ts';

const CARD = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10';

/**
 * "Your status alerts", opened from the link in every alert mail, from the confirmation page, or
 * from the link the board mails on request; no sign-in. It opens on what it manages (the
 * services, then the channels) and ends with unsubscribing, which the top links to.
 */
export function YourStatusAlerts({ token }: { token: string }) {
  const preferences = useAlertPreferences(token);
  const unsubscribe = useUnsubscribe(token);
  const { t } = useT();
  if (!token) return <Failure message={t('alerts.error.linkIncomplete')} />;
  if (unsubscribe.isSuccess) {
    return (
      <Outcome>
        <LinkOutcome tone="success" title={t('alerts.manage.unsubscribed')}>
          <p className="mt-2 max-w-md text-slate-700">{unsubscribe.data.message}</p>
          <BackToDashboard />
        </LinkOutcome>
      </Outcome>
    );
  }
  if (preferences.isPending)
    return (
      <Outcome>
        <LinkPending>{t('alerts.manage.reading')}</LinkPending>
      </Outcome>
    );
  if (preferences.isError) return <Failure message={serverMessage(preferences.error, t('alerts.manage.failed'))} />;
  const { emailHint, isActive, serviceIds } = preferences.data;
  if (!isActive) {
    return (
      <Outcome>
        <LinkOutcome tone="neutral" title={t('alerts.manage.off')}>
          <p className="mt-2 max-w-md text-slate-700">
            <T id="alerts.manage.offBody" values={{ email: emailHint }} components={{ 0: <span className="font-medium" /> }} />
          </p>
          <BackToDashboard />
        </LinkOutcome>
      </Outcome>
    );
  }
  return (
    <div className="grid gap-6">
      <p className="text-sm text-slate-600">
        <T id="alerts.manage.intro" components={{ 0: <a href={`#${STOP_ALERTS_ID}`} className="font-medium text-brand-800 underline underline-offset-2" /> }} />
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
  const { t } = useT();
  return (
    <Outcome>
      <LinkOutcome tone="error" title={t('alerts.link.broken')}>
        <p className="mt-2 max-w-md text-slate-700">{message}</p>
        <BackToDashboard variant="primary" />
      </LinkOutcome>
    </Outcome>
  );
}
