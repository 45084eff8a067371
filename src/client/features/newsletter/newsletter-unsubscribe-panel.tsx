import { MailX } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { BackToDashboard, LinkOutcome } from '#client/components/ui/link-outcome.tsx';
import { serverMessage } from '#client/lib/api.ts';
import { NEWSLETTER_MESSAGES } from '#shared/subscribers/newsletter.js';
import { useNewsletterUnsubscribe } from './newsletter-api.ts';

const FAILED = 'We could not unsubscribe you right now. Please try again in a few minutes.';

/**
 * The page behind the newsletter mails' unsubscribe link: one button (not on page load, so mail
 * scanners that open links unsubscribe nobody). Mail programs use the RFC 8058 header instead.
 */
export function NewsletterUnsubscribePanel({ token }: { token: string }) {
  const unsubscribe = useNewsletterUnsubscribe(token);
  if (!token) {
    return (
      <LinkOutcome tone="error" title="This link is incomplete">
        <p className="mt-2 max-w-md text-slate-700">{NEWSLETTER_MESSAGES.linkIncomplete}</p>
        <BackToDashboard variant="primary" />
      </LinkOutcome>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <LinkOutcome tone="success" title="You are unsubscribed">
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
      <h2 className="mt-5 text-xl font-semibold text-slate-900">Stop the newsletter?</h2>
      <p className="mt-2 max-w-md text-slate-700">We will send no more newsletter e-mails to this address. Status alerts, if you have them, are separate.</p>
      {unsubscribe.isError && (
        <p role="alert" className="mt-4 max-w-md rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {serverMessage(unsubscribe.error, FAILED)}
        </p>
      )}
      <Button className="mt-6" onClick={() => unsubscribe.mutate()} pending={unsubscribe.isPending}>
        Unsubscribe
      </Button>
      <BackToDashboard />
    </div>
  );
}
