import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from 'lucide-react';
import { clinicDetailsSchema } from '#shared/onboarding/clinic-access.js';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { PhoneInput } from '../phone-input.tsx';
import { FormAlert } from '../form-alert.tsx';
import type { ClinicDetails } from '../clinic-details.ts';
import { useT } from '#client/i18n/use-t.ts';

const EMPTY: ClinicDetails = { clinicName: '', email: '', phone: '', hasItCompany: false, agreesToCommunications: false };

interface DetailsStepProps {
  initial: ClinicDetails | null;
  sending: boolean;
  /** Sends the code; resolves to a reason to show when it could not, else null. */
  onSubmit: (details: ClinicDetails) => Promise<string | null>;
}

/** Step 1: the clinic's details; submitting e-mails the verification code. */
export function DetailsStep({ initial, sending, onSubmit }: DetailsStepProps) {
  const { t } = useT();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(clinicDetailsSchema), defaultValues: initial ?? EMPTY });
  // In dialog order: react-hook-form focuses the first invalid field in registration order.
  const fields = {
    clinicName: register('clinicName'),
    email: register('email'),
    phone: register('phone'),
    hasItCompany: register('hasItCompany'),
    agreesToCommunications: register('agreesToCommunications'),
  };

  const submit = handleSubmit(async (details) => {
    setFailure(undefined);
    setFailure((await onSubmit(details)) ?? undefined);
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField label={t('registration.field.clinicName')} error={errors.clinicName?.message} required>
        {(field) => <Input {...field} {...fields.clinicName} autoComplete="organization" autoFocus />}
      </FormField>
      <FormField label={t('registration.field.email')} error={errors.email?.message} hint={t('registration.dialog.details.emailHint')} required>
        {(field) => <Input {...field} {...fields.email} type="email" autoComplete="email" inputMode="email" />}
      </FormField>
      <FormField label={t('registration.field.phone')} error={errors.phone?.message} required>
        {(field) => <PhoneInput {...field} {...fields.phone} />}
      </FormField>
      <div className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50/70 p-4">
        <Checkbox {...fields.hasItCompany} label={t('registration.dialog.details.hasItCompany')} />
        <Checkbox {...fields.agreesToCommunications} label={t('registration.dialog.details.consent')} error={errors.agreesToCommunications?.message} />
      </div>
      <FormAlert message={failure} />
      <Button type="submit" size="lg" className="w-full disabled:cursor-wait" disabled={sending}>
        {sending ? <Loader2 className="size-5 animate-spin" aria-hidden /> : <Send className="size-5" aria-hidden />}
        {sending ? t('registration.dialog.details.sending') : t('registration.dialog.details.send')}
      </Button>
    </form>
  );
}
