import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { serverMessage } from '#client/lib/api.ts';
import { ALERT_MESSAGES, alertsPagePath } from '#shared/subscribers/alerts.js';
import { useConfirmAlerts } from './alerts-api.ts';
import { LinkOutcome, LinkPending, BackToDashboard } from '#client/components/ui/link-outcome.tsx';

const FAILED = 'We could not confirm your alerts. Please try again in a few minutes.';

/** Posts the confirmation link's token once and shows the outcome, leading on to "Your status alerts". */
export function AlertsConfirmResult({ token }: { token: string }) {
  const confirm = useConfirmAlerts(token);
  if (!token) return <Failure message={ALERT_MESSAGES.linkIncomplete} />;
  if (confirm.isPending) return <LinkPending>Turning on your alerts…</LinkPending>;
  if (confirm.isError) return <Failure message={serverMessage(confirm.error, FAILED)} />;
  return (
    <LinkOutcome tone="success" title="Your alerts are on">
      <p className="mt-2 max-w-md text-slate-700">{confirm.data.message}</p>
      <p className="mt-3 max-w-md text-slate-700">
        In Your status alerts you can change your services, or get the same alerts in Microsoft Teams, Slack and more.
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row-reverse">
        <Link href={alertsPagePath(confirm.data.manageToken)} className={buttonClasses('primary', 'md')}>
          Open Your status alerts
          <ArrowRight className="size-4" aria-hidden />
        </Link>
        <Link href="/" className={buttonClasses('outline', 'md')}>
          <ArrowLeft className="size-4" aria-hidden />
          Back to Dashboard
        </Link>
      </div>
      <p className="mt-6 max-w-md text-sm text-slate-600">Every alert e-mail ends with the same link, and a way to stop the alerts, no sign-in needed.</p>
    </LinkOutcome>
  );
}

function Failure({ message }: { message: string }) {
  return (
    <LinkOutcome tone="error" title="We could not turn on your alerts">
      <p className="mt-2 max-w-md text-slate-700">{message}</p>
      <BackToDashboard variant="primary" />
    </LinkOutcome>
  );
}
