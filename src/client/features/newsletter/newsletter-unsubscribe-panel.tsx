import { MailX } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { BackToDashboard, LinkOutcome } from '#client/components/ui/link-outcome.tsx';
import { serverMessage } from '#client/lib/api.ts';
import { useNewsletterUnsubscribe } from './newsletter-api.ts';
import { useT } from '#client/i18n/use-t.ts';

/**
 * The page behind the newsletter mails' unsubscribe link: one button (not on page load, so mail
 * scanners that open links unsubscribe nobody). Mail programs use the RFC 8058 header instead.
 */
export function NewsletterUnsubscribePanel({ token }: { token: string }) {
  const { t } = useT();
  const unsubscribe = useNewsletterUnsubscribe(token);
  if (!token) {
    return (
      <LinkOutcome tone="error" title={t('newsletter.link.incompleteTitle')}>
        <p className="mt-2 max-w-md text-slate-700">{t('newsletter.link.incomplete')}</p>
        <BackToDashboard variant="primary" />
      </LinkOutcome>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <LinkOutcome tone="success" title={t('newsletter.unsubscribePage.done')}>
        <p className="mt-2 max-w-md text-slate-700">{unsubscribe.data.message}</p>
        <BackToDashboard />
      </LinkOutcome>
    );
  }
  return (
    <div className="flex flex-col items-center text-center">
      <span className="grid size-14 place-items-center rounded-full bg-brand-50 ring-8 ring-brand-50/60">
        <MailX className="size-7 text-brand-700" aria-hidden />
      </span>
      <h2 className="mt-5 text-xl font-semibold text-slate-900">{t('newsletter.unsubscribePage.question')}</h2>
      <p className="mt-2 max-w-md text-slate-700">{t('newsletter.unsubscribePage.text')}</p>
      {unsubscribe.isError && (
        <p role="alert" className="mt-4 max-w-md rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {serverMessage(unsubscribe.error, t('newsletter.unsubscribePage.failed'))}
        </p>
      )}
      <Button className="mt-6" onClick={() => unsubscribe.mutate()} pending={unsubscribe.isPending}>
        {t('newsletter.unsubscribe')}
      </Button>
      <BackToDashboard />
    </div>
  );
}
