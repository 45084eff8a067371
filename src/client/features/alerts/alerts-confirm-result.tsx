import { serverMessage } from '../../lib/api.ts';
import { ALERT_MESSAGES } from '../../../shared/subscribers/alerts.ts';
import { useConfirmAlerts } from './alerts-api.ts';
import { LinkOutcome, LinkPending, BackToDashboard } from '../../components/ui/link-outcome.tsx';

const FAILED = 'We could not confirm your alerts. Please try again in a few minutes.';

/** Posts the confirmation link's token once and shows the outcome. */
export function AlertsConfirmResult({ token }: { token: string }) {
  const confirm = useConfirmAlerts(token);
  if (!token) return <Failure message={ALERT_MESSAGES.linkIncomplete} />;
  if (confirm.isPending) return <LinkPending>Turning on your alerts…</LinkPending>;
  if (confirm.isError) return <Failure message={serverMessage(confirm.error, FAILED)} />;
  return (
    <LinkOutcome tone="success" title="Your alerts are on">
      <p className="mt-2 max-w-md text-slate-700">{confirm.data.message}</p>
      <p className="mt-3 max-w-md text-sm text-slate-600">Every alert has a link to stop them, no sign-in needed.</p>
      <BackToDashboard />
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
