import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from 'lucide-react';
import { clinicRegistrationFormSchema } from '#shared/validation.js';
import { serverMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast-store.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { PhoneInput } from '../phone-input.tsx';
import { FormAlert } from '../form-alert.tsx';
import { serverFieldIssues } from '../server-issues.ts';
import { REGISTRATION_PAGE_TOASTS, useSubmitRegistration } from '../registration-api.ts';
import { useT } from '#client/i18n/use-t.ts';
import { T } from '#client/i18n/t.tsx';

const SERVER_FIELDS = ['clinicName', 'contactPersonName', 'email', 'phone', 'couponCode', 'marketingOptIn'] as const;
const EMPTY = {
  clinicName: '',
  contactPersonName: '',
  email: '',
  confirmEmail: '',
  phone: '',
  couponCode: '',
  marketingOptIn: false,
  privacyPolicyAccepted: false,
};

/** The /register form; `onSubmitted` receives the e-mail address the verification link went to. */
export function RegistrationForm({ onSubmitted }: { onSubmitted: (email: string) => void }) {
  const { t } = useT();
  const submit = useSubmitRegistration();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(clinicRegistrationFormSchema), defaultValues: EMPTY });
  // Registered here, in page order: react-hook-form focuses the first invalid field in registration
  // order, and the render-prop fields would otherwise register after the checkboxes.
  const fields = {
    clinicName: register('clinicName'),
    contactPersonName: register('contactPersonName'),
    phone: register('phone'),
    email: register('email'),
    confirmEmail: register('confirmEmail'),
    couponCode: register('couponCode'),
    marketingOptIn: register('marketingOptIn'),
    privacyPolicyAccepted: register('privacyPolicyAccepted'),
  };

  const onSubmit = handleSubmit(({ confirmEmail: _c, privacyPolicyAccepted: _p, couponCode, ...values }) => {
    setFormError(undefined);
    submit.mutate(
      { ...values, couponCode: couponCode ? couponCode.toUpperCase() : undefined },
      {
        onSuccess: () => {
          toast({ title: t(REGISTRATION_PAGE_TOASTS.successTitle), description: t(REGISTRATION_PAGE_TOASTS.success), variant: 'success' });
          onSubmitted(values.email);
        },
        onError: (error) => {
          const issues = serverFieldIssues(error);
          const matched = SERVER_FIELDS.filter((field) => issues[field]);
          matched.forEach((field, index) => setError(field, { type: 'server', message: issues[field] }, { shouldFocus: index === 0 }));
          // The toast keeps the specification's wording; the specific reason stays on the page.
          if (matched.length === 0) setFormError(serverMessage(error, t(REGISTRATION_PAGE_TOASTS.failure)));
          toast({ title: t(REGISTRATION_PAGE_TOASTS.failureTitle), description: t(REGISTRATION_PAGE_TOASTS.failure), variant: 'destructive' });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="registration-form-title" className="grid gap-6">
      <Section legend={t('registration.form.clinicSection')}>
        <FormField label={t('registration.field.clinicName')} error={errors.clinicName?.message} required>
          {(field) => <Input {...field} {...fields.clinicName} autoComplete="organization" />}
        </FormField>
        <FormField label={t('registration.form.contactPerson')} error={errors.contactPersonName?.message} required>
          {(field) => <Input {...field} {...fields.contactPersonName} autoComplete="name" />}
        </FormField>
        <FormField label={t('registration.field.phone')} error={errors.phone?.message} required>
          {(field) => <PhoneInput {...field} {...fields.phone} />}
        </FormField>
      </Section>

      <Section legend={t('registration.form.emailSection')} description={t('registration.form.emailSectionText')}>
        <FormField label={t('registration.field.email')} error={errors.email?.message} required>
          {(field) => <Input {...field} {...fields.email} type="email" autoComplete="email" inputMode="email" />}
        </FormField>
        <FormField label={t('registration.form.confirmEmail')} error={errors.confirmEmail?.message} required>
          {(field) => <Input {...field} {...fields.confirmEmail} type="email" autoComplete="email" inputMode="email" />}
        </FormField>
      </Section>

      <Section legend={t('registration.form.trialSection')} description={t('registration.form.trialSectionText')}>
        <FormField label={t('registration.form.couponCode')} error={errors.couponCode?.message} optional>
          {(field) => <Input {...field} {...fields.couponCode} autoComplete="off" autoCapitalize="characters" spellCheck={false} className="uppercase" />}
        </FormField>
      </Section>

      <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50/70 p-4 sm:p-5">
        <legend className="sr-only">{t('registration.form.consentSection')}</legend>
        <Checkbox {...fields.marketingOptIn} label={t('registration.form.marketingConsent')} error={errors.marketingOptIn?.message} />
        <Checkbox
          {...fields.privacyPolicyAccepted}
          label={
            <T
              id="registration.form.privacyConsent"
              components={{
                // A new tab, so reading the policy does not lose what has been typed.
                0: (
                  <a
                    href="/privacy-policy"
                    target="_blank"
                    rel="noopener"
                    className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
                  />
                ),
                1: <span className="sr-only" />,
              }}
            />
          }
          error={errors.privacyPolicyAccepted?.message}
        />
      </fieldset>

      <FormAlert message={formError} />

      <div className="flex flex-col-reverse gap-4 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{t('registration.form.linkNotice')}</p>
        <Button type="submit" size="lg" disabled={submit.isPending} className="disabled:cursor-wait">
          {submit.isPending ? <Loader2 className="size-5 animate-spin" aria-hidden /> : <Send className="size-5" aria-hidden />}
          {submit.isPending ? t('registration.form.submitting') : t('registration.form.submit')}
        </Button>
      </div>
    </form>
  );
}

/** A titled group of fields (a labelled group rather than a fieldset, so it can lay out as a grid). */
function Section({ legend, description, children }: { legend: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      className="grid gap-5 border-t border-slate-200 pt-6 first:border-t-0 first:pt-0 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
          {legend}
        </h3>
        {description && (
          <p id={`${id}-description`} className="mt-0.5 text-sm text-slate-600">
            {description}
          </p>
        )}
      </div>
      {children}
    </div>
  );
}
