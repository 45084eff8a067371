import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from 'lucide-react';
import { Link } from 'wouter';
import { contactInquirySchema } from '#shared/validation.js';
import { serverMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast-store.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { CONTACT_FAILURE, serverFieldIssues, useSendContactInquiry } from './contact-api.ts';
import { useT } from '#client/i18n/use-t.ts';
import { T } from '#client/i18n/t.tsx';

const FIELDS = ['companyName', 'contactName', 'email', 'phone', 'subject', 'message'] as const;
const EMPTY = { companyName: '', contactName: '', email: '', phone: '', subject: '', message: '' };

/** The inquiry form; `onSent` receives the server's thank-you message. */
export function ContactForm({ onSent }: { onSent: (message: string) => void }) {
  const { t } = useT();
  const send = useSendContactInquiry();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(contactInquirySchema), defaultValues: EMPTY });
  // In page order: react-hook-form focuses the first invalid field in registration order.
  const fields = {
    companyName: register('companyName'),
    contactName: register('contactName'),
    email: register('email'),
    phone: register('phone'),
    subject: register('subject'),
    message: register('message'),
  };

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: (answer) => {
        const message = answer.message || t('contact.sent.text');
        toast({ title: t('contact.sent.title'), description: message, variant: 'success' });
        onSent(message);
      },
      onError: (error) => {
        const issues = serverFieldIssues(error);
        for (const field of FIELDS) {
          const message = issues[field];
          if (message) setError(field, { type: 'server', message });
        }
        toast({ title: t('contact.form.errorTitle'), description: serverMessage(error, t(CONTACT_FAILURE)), variant: 'destructive' });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('contact.form.companyName')} error={errors.companyName?.message} required>
          {(field) => <Input {...field} {...fields.companyName} autoComplete="organization" />}
        </FormField>
        <FormField label={t('contact.form.contactName')} error={errors.contactName?.message} required>
          {(field) => <Input {...field} {...fields.contactName} autoComplete="name" />}
        </FormField>
        <FormField label={t('contact.form.email')} error={errors.email?.message} required>
          {(field) => <Input {...field} {...fields.email} type="email" autoComplete="email" inputMode="email" />}
        </FormField>
        <FormField label={t('contact.form.phone')} error={errors.phone?.message} optional>
          {(field) => <Input {...field} {...fields.phone} type="tel" autoComplete="tel" inputMode="tel" />}
        </FormField>
      </div>
      <FormField label={t('contact.form.subject')} error={errors.subject?.message} required>
        {(field) => <Input {...field} {...fields.subject} />}
      </FormField>
      <FormField label={t('contact.form.message')} error={errors.message?.message} hint={t('contact.form.messageHint')} required>
        {(field) => <Textarea {...field} {...fields.message} rows={6} />}
      </FormField>
      <div className="flex flex-col-reverse gap-4 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          <T
            id="contact.form.privacy"
            components={{ 0: <Link href="/privacy-policy" className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800" /> }}
          />
        </p>
        <button
          type="submit"
          disabled={send.isPending}
          className="inline-flex shrink-0 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80"
        >
          {send.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Send className="size-4" aria-hidden />}
          {send.isPending ? t('contact.form.sending') : t('contact.form.send')}
        </button>
      </div>
    </form>
  );
}
