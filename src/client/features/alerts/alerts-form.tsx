import { useState, type FormEvent } from 'react';
import { AlertCircle, Send } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { serverMessage } from '#client/lib/api.ts';
import { isNewsletterEmail, MESSAGES } from '#shared/messages.js';
import type { Service } from '#shared/status/services.js';
import { useAlertSubscribe } from './alerts-api.ts';
import { ServicePicker } from '#client/components/service-picker.tsx';
import { T } from '#client/i18n/t.tsx';
import { useT } from '#client/i18n/use-t.ts';

interface AlertsFormProps {
  services: readonly Service[];
  /** The request was taken: a confirmation link (or, for an address that cannot have alerts, a note) is on its way. */
  onDone: (email: string) => void;
  onCancel: () => void;
}

type Errors = { email?: string; services?: string; consent?: string };

/** E-mail, services and the unticked consent box (CASL express consent); the server mails the confirmation link. */
export function AlertsForm({ services, onDone, onCancel }: AlertsFormProps) {
  const [email, setEmail] = useState('');
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const subscribe = useAlertSubscribe();
  const refusal = subscribe.error;
  const { t } = useT();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Errors = {
      email: isNewsletterEmail(email) ? undefined : MESSAGES.email,
      services: selected.size > 0 ? undefined : t('alerts.error.selectService'),
      consent: consent ? undefined : t('alerts.error.consentRequired'),
    };
    setErrors(next);
    if (next.email || next.services || next.consent) return;
    const address = email.trim();
    subscribe.mutate({ email: address, serviceIds: [...selected], consent: true }, { onSuccess: () => onDone(address) });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label={t('alerts.form.email')} error={errors.email} hint={t('alerts.form.emailHint')} required>
        {({ invalid, ...control }) => (
          <Input
            {...control}
            invalid={invalid}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('alerts.email.placeholder')}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (subscribe.isError) subscribe.reset();
            }}
          />
        )}
      </FormField>
      <ServicePicker services={services} selected={selected} onChange={setSelected} error={errors.services} />
      <Checkbox label={t('alerts.form.consent')} checked={consent} onChange={(event) => setConsent(event.target.checked)} error={errors.consent} />
      {refusal && (
        <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div>
            <p>{serverMessage(refusal, t('alerts.form.failed'))}</p>
          </div>
        </div>
      )}
      <p className="text-xs leading-5 text-slate-600">
        <T id="alerts.form.privacy" components={{ 0: <Link href="/privacy-policy" className="font-medium text-brand-800 underline underline-offset-2" /> }} />
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t('alerts.action.cancel')}
        </Button>
        <Button type="submit" disabled={subscribe.isPending}>
          <Send className="size-4" aria-hidden />
          {t(subscribe.isPending ? 'alerts.action.sending' : 'alerts.form.submit')}
        </Button>
      </div>
    </form>
  );
}
