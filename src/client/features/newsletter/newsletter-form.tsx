import { useId, useState, type FormEvent } from 'react';
import { MailCheck, Send } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { serverMessage } from '#client/lib/api.ts';
import { publicConfig } from '#client/lib/public-config.ts';
import { toast } from '#client/lib/toast-store.ts';
import { isNewsletterEmail, MESSAGES } from '#shared/messages.js';
import { CONFIRM_LINK_HOURS } from '#shared/constants.js';
import { useNewsletterSubscribe } from './newsletter-api.ts';
import { useT } from '#client/i18n/use-t.ts';
import { T } from '#client/i18n/t.tsx';

/**
 * Newsletter signup: a valid address is all the form asks (docs/product/limits.md). Express consent (CASL) is
 * given by opening the confirmation link we mail (double opt-in); the form says who sends what.
 */
export function NewsletterForm() {
  const { t } = useT();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const subscribe = useNewsletterSubscribe();
  const provider = publicConfig().provider.name;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isNewsletterEmail(email)) {
      setError(MESSAGES.email);
      return;
    }
    setError(null);
    const address = email.trim();
    subscribe.mutate(
      { email: address },
      {
        onSuccess: () => {
          toast({ title: t('newsletter.form.sentTitle'), description: t('newsletter.form.sentText', { email: address }), variant: 'success' });
          setSentTo(address);
          setEmail('');
        },
        onError: (failure) => {
          toast({ title: t('newsletter.form.errorTitle'), description: serverMessage(failure, t('newsletter.form.failed')), variant: 'destructive' });
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate data-needs-js className="space-y-3">
      <div>
        <label htmlFor={`${id}-email`} className="mb-1.5 block text-sm font-medium text-white">
          {t('newsletter.form.email')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder={t('newsletter.form.emailPlaceholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-purpose${error ? ` ${id}-email-error` : ''}`}
            className="h-11 w-full min-w-0 rounded-lg border-0 bg-white px-3 text-sm text-slate-900 ring-1 ring-white/20 placeholder:text-slate-500 focus:ring-2 focus:ring-accent-300 focus:outline-none aria-invalid:ring-2 aria-invalid:ring-red-400 sm:flex-1"
          />
          <Button type="submit" variant="accent" className="h-11" disabled={subscribe.isPending}>
            <Send className="size-4" aria-hidden />
            {subscribe.isPending ? t('newsletter.form.subscribing') : t('newsletter.form.subscribe')}
          </Button>
        </div>
        {error && (
          <p id={`${id}-email-error`} className="mt-1.5 text-sm font-medium text-red-300">
            {error}
          </p>
        )}
      </div>
      {sentTo && (
        <p role="status" className="flex items-start gap-2 rounded-lg bg-white/10 p-3 text-sm text-white">
          <MailCheck className="mt-0.5 size-4 shrink-0 text-accent-300" aria-hidden />
          <span>
            <T
              id="newsletter.form.checkInbox"
              values={{ email: sentTo, hours: CONFIRM_LINK_HOURS }}
              components={{ 0: <span className="font-medium break-all" /> }}
            />
          </span>
        </p>
      )}
      <p id={`${id}-purpose`} className="text-xs leading-5 text-slate-300">
        <T
          id="newsletter.form.purpose"
          values={{ provider }}
          components={{ 0: <Link href="/privacy-policy" className="underline underline-offset-2 hover:text-white" /> }}
        />
      </p>
    </form>
  );
}
