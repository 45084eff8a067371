import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { serverMessage } from '#client/lib/api.ts';
import { alertsPagePath } from '#shared/subscribers/alerts.js';
import { useConfirmAlerts } from './alerts-api.ts';
import { LinkOutcome, LinkPending, BackToDashboard } from '#client/components/ui/link-outcome.tsx';
import { useT } from '#client/i18n/use-t.ts';

/** Posts the confirmation link's token once and shows the outcome, leading on to "Your status alerts". */
export function AlertsConfirmResult({ token }: { token: string }) {
  const confirm = useConfirmAlerts(token);
  const { t } = useT();
  if (!token) return <Failure message={t('alerts.error.linkIncomplete')} />;
  if (confirm.isPending) return <LinkPending>{t('alerts.confirm.pending')}</LinkPending>;
  if (confirm.isError) return <Failure message={serverMessage(confirm.error, t('alerts.confirm.failed'))} />;
  return (
    <LinkOutcome tone="success" title={t('alerts.confirm.on')}>
      <p className="mt-2 max-w-md text-slate-700">{confirm.data.message}</p>
      <p className="mt-3 max-w-md text-slate-700">{t('alerts.confirm.next')}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row-reverse">
        <Link href={alertsPagePath(confirm.data.manageToken)} className={buttonClasses('primary', 'md')}>
          {t('alerts.confirm.open')}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
        <Link href="/" className={buttonClasses('outline', 'md')}>
          <ArrowLeft className="size-4" aria-hidden />
          {t('alerts.confirm.back')}
        </Link>
      </div>
      <p className="mt-6 max-w-md text-sm text-slate-600">{t('alerts.confirm.footer')}</p>
    </LinkOutcome>
  );
}

function Failure({ message }: { message: string }) {
  const { t } = useT();
  return (
    <LinkOutcome tone="error" title={t('alerts.confirm.failedTitle')}>
      <p className="mt-2 max-w-md text-slate-700">{message}</p>
      <BackToDashboard variant="primary" />
    </LinkOutcome>
  );
}
