import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AlertCircle, MailCheck, Send } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { serverMessage } from '#client/lib/api.ts';
import { isNewsletterEmail, MESSAGES } from '#shared/messages.js';
import { useSendManageLink } from './alerts-api.ts';
import { useT } from '#client/i18n/use-t.ts';

/**
 * Asks for the link to "Your status alerts" by e-mail, for someone on the board without an alert
 * mail at hand. The answer is the same for every address; only its inbox gets the link.
 */
export function ManageLinkForm({ onCancel }: { onCancel: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const send = useSendManageLink();
  const doneRef = useRef<HTMLParagraphElement>(null);
  const { t } = useT();
  useEffect(() => {
    if (send.isSuccess) doneRef.current?.focus();
  }, [send.isSuccess]);

  if (send.isSuccess) {
    return (
      <p ref={doneRef} tabIndex={-1} role="status" className="flex gap-2 text-sm leading-6 text-slate-700 focus:outline-none">
        <MailCheck className="mt-1 size-4 shrink-0 text-emerald-600" aria-hidden />
        <span>{send.data.message}</span>
      </p>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isNewsletterEmail(email)) {
      setError(MESSAGES.email);
      return;
    }
    setError(undefined);
    send.mutate(email.trim());
  }

  return (
    <form aria-label={t('alerts.manageLink.form')} onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <FormField label={t('alerts.manageLink.email')} error={error} required>
        {({ invalid, ...control }) => (
          <Input
            {...control}
            invalid={invalid}
            // Opened by the person's own click on "E-mail me the link": the address is what comes next.
            autoFocus
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('alerts.email.placeholder')}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (send.isError) send.reset();
            }}
          />
        )}
      </FormField>
      <div className="flex gap-2 sm:mt-7">
        <Button type="submit" pending={send.isPending} icon={Send}>
          {t(send.isPending ? 'alerts.action.sending' : 'alerts.manageLink.send')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('alerts.action.cancel')}
        </Button>
      </div>
      {send.isError && (
        <p role="alert" className="flex gap-2 text-sm font-medium text-red-700 sm:col-span-2">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {serverMessage(send.error, t('alerts.manageLink.failed'))}
        </p>
      )}
    </form>
  );
}
