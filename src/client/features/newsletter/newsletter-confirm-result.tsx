import { serverMessage } from '#client/lib/api.ts';
import { BackToDashboard, LinkOutcome, LinkPending } from '#client/components/ui/link-outcome.tsx';
import { useConfirmNewsletter } from './newsletter-api.ts';
import { useT } from '#client/i18n/use-t.ts';

/** Posts the confirmation link's token once and shows the outcome. */
export function NewsletterConfirmResult({ token }: { token: string }) {
  const { t } = useT();
  const confirm = useConfirmNewsletter(token);
  if (!token) return <Failure message={t('newsletter.link.incomplete')} />;
  if (confirm.isPending) return <LinkPending>{t('newsletter.confirmPage.pending')}</LinkPending>;
  if (confirm.isError) return <Failure message={serverMessage(confirm.error, t('newsletter.confirmPage.failed'))} />;
  return (
    <LinkOutcome tone="success" title={t('newsletter.confirmPage.subscribed')}>
      <p className="mt-2 max-w-md text-slate-700">{confirm.data.message}</p>
      <BackToDashboard />
    </LinkOutcome>
  );
}

function Failure({ message }: { message: string }) {
  const { t } = useT();
  return (
    <LinkOutcome tone="error" title={t('newsletter.confirmPage.failedTitle')}>
      <p className="mt-2 max-w-md text-slate-700">{message}</p>
      <BackToDashboard variant="primary" />
    </LinkOutcome>
  );
}
