import { serverMessage } from '#client/lib/api.ts';
import { BackToDashboard, LinkOutcome, LinkPending } from '#client/components/ui/link-outcome.tsx';
import { NEWSLETTER_MESSAGES } from '#shared/subscribers/newsletter.js';
import { useConfirmNewsletter } from './newsletter-api.ts';

const FAILED = 'We could not confirm your subscription. Please try again in a few minutes.';

/** Posts the confirmation link's token once and shows the outcome. */
export function NewsletterConfirmResult({ token }: { token: string }) {
  const confirm = useConfirmNewsletter(token);
  if (!token) return <Failure message={NEWSLETTER_MESSAGES.linkIncomplete} />;
  if (confirm.isPending) return <LinkPending>Starting your subscription…</LinkPending>;
  if (confirm.isError) return <Failure message={serverMessage(confirm.error, FAILED)} />;
  return (
    <LinkOutcome tone="success" title="You are subscribed">
      <p className="mt-2 max-w-md text-slate-700">{confirm.data.message}</p>
      <BackToDashboard />
    </LinkOutcome>
  );
}

function Failure({ message }: { message: string }) {
  return (
    <LinkOutcome tone="error" title="We could not confirm your subscription">
      <p className="mt-2 max-w-md text-slate-700">{message}</p>
      <BackToDashboard variant="primary" />
    </LinkOutcome>
  );
}
