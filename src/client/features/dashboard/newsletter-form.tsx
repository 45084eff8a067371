import { useId, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { serverMessage } from '../../lib/api.ts';
import { toast } from '../../lib/toast-store.ts';
import { isNewsletterEmail, MESSAGES } from '../../../shared/messages.ts';
import { NEWSLETTER_CONSENT_TEXT, NEWSLETTER_SUCCESS } from '../../../shared/newsletter.ts';
import { useNewsletterSubscribe } from './newsletter-api.ts';

const CONSENT_REQUIRED = 'Please tick the box to confirm you would like to receive our e-mails';

/** Newsletter signup with CASL express consent: an unticked box the subscriber must tick. */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; consent?: string }>({});
  const subscribe = useNewsletterSubscribe();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = {
      email: isNewsletterEmail(email) ? undefined : MESSAGES.email,
      consent: consent ? undefined : CONSENT_REQUIRED,
    };
    setErrors(next);
    if (next.email || next.consent) return;
    subscribe.mutate(
      { email: email.trim() },
      {
        onSuccess: () => {
          toast({ description: NEWSLETTER_SUCCESS, variant: 'success' });
          setEmail('');
          setConsent(false);
        },
        onError: (error) => {
          toast({ title: 'Error', description: serverMessage(error, 'Failed to subscribe to newsletter'), variant: 'destructive' });
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <div>
        <label htmlFor={`${id}-email`} className="mb-1.5 block text-sm font-medium text-white">
          Email address
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="frontdesk@yourclinic.ca"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
            className="h-11 w-full min-w-0 rounded-lg sm:flex-1 border-0 bg-white px-3 text-sm text-slate-900 ring-1 ring-white/20 placeholder:text-slate-500 focus:ring-2 focus:ring-accent-300 focus:outline-none aria-invalid:ring-2 aria-invalid:ring-red-400"
          />
          <Button type="submit" variant="accent" className="h-11" disabled={subscribe.isPending}>
            <Send className="size-4" aria-hidden />
            {subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
          </Button>
        </div>
        {errors.email && (
          <p id={`${id}-email-error`} className="mt-1.5 text-sm font-medium text-red-300">
            {errors.email}
          </p>
        )}
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-consent`}
            type="checkbox"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
            className="mt-0.5 size-4 shrink-0 rounded accent-teal-400"
          />
          <label htmlFor={`${id}-consent`} className="text-sm leading-snug text-slate-300">
            {NEWSLETTER_CONSENT_TEXT}
          </label>
        </div>
        {errors.consent && (
          <p id={`${id}-consent-error`} className="mt-1.5 text-sm font-medium text-red-300">
            {errors.consent}
          </p>
        )}
      </div>
      <p className="text-xs text-slate-400">
        We keep a record of your consent. See our{' '}
        <Link href="/privacy-policy" className="underline underline-offset-2 hover:text-white">
          Privacy Policy
        </Link>
        .
      </p>
    </form>
  );
}
