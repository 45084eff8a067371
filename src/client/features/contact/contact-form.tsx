import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from 'lucide-react';
import { Link } from 'wouter';
import { contactInquirySchema } from '#shared/validation.js';
import { CONTACT_SUCCESS } from '#shared/contact.js';
import { serverMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast-store.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { CONTACT_FAILURE, serverFieldIssues, useSendContactInquiry } from './contact-api.ts';

const FIELDS = ['companyName', 'contactName', 'email', 'phone', 'subject', 'message'] as const;
const EMPTY = { companyName: '', contactName: '', email: '', phone: '', subject: '', message: '' };

/** The inquiry form; `onSent` receives the server's thank-you message. */
export function ContactForm({ onSent }: { onSent: (message: string) => void }) {
  const send = useSendContactInquiry();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(contactInquirySchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: (answer) => {
        const message = answer.message || CONTACT_SUCCESS;
        toast({ title: 'Message sent', description: message, variant: 'success' });
        onSent(message);
      },
      onError: (error) => {
        const issues = serverFieldIssues(error);
        for (const field of FIELDS) {
          const message = issues[field];
          if (message) setError(field, { type: 'server', message });
        }
        toast({ title: 'Error', description: serverMessage(error, CONTACT_FAILURE), variant: 'destructive' });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Company or clinic name" error={errors.companyName?.message} required>
          {(field) => <Input {...field} {...register('companyName')} autoComplete="organization" />}
        </FormField>
        <FormField label="Your name" error={errors.contactName?.message} required>
          {(field) => <Input {...field} {...register('contactName')} autoComplete="name" />}
        </FormField>
        <FormField label="E-mail address" error={errors.email?.message} required>
          {(field) => <Input {...field} {...register('email')} type="email" autoComplete="email" inputMode="email" />}
        </FormField>
        <FormField label="Phone" error={errors.phone?.message} optional>
          {(field) => <Input {...field} {...register('phone')} type="tel" autoComplete="tel" inputMode="tel" />}
        </FormField>
      </div>
      <FormField label="Subject" error={errors.subject?.message} required>
        {(field) => <Input {...field} {...register('subject')} />}
      </FormField>
      <FormField label="Message" error={errors.message?.message} hint="At least 20 characters. Please do not include patient information." required>
        {(field) => <Textarea {...field} {...register('message')} rows={6} />}
      </FormField>
      <div className="flex flex-col-reverse gap-4 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          We use these details only to answer you. See our{' '}
          <Link href="/privacy-policy" className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
            Privacy Policy
          </Link>
          .
        </p>
        <button
          type="submit"
          disabled={send.isPending}
          className="inline-flex shrink-0 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80"
        >
          {send.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Send className="size-4" aria-hidden />}
          {send.isPending ? 'Sending…' : 'Send message'}
        </button>
      </div>
    </form>
  );
}
