import { useRef, useState, type FormEvent } from 'react';
import { Loader2, Mail } from 'lucide-react';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { emailSignInStartSchema } from '#shared/sign-in/sign-in.js';
import { firstIssueMessage } from '#shared/validation.js';
import { useT } from '#client/i18n/use-t.ts';

interface EmailStepProps {
  initialEmail: string;
  sending: boolean;
  /** Resolves to an error message to show, or null when the code was sent. */
  onSubmit: (email: string) => Promise<string | null>;
}

/** Step 1: the address the code goes to. */
export function EmailStep({ initialEmail, sending, onSubmit }: EmailStepProps) {
  const { t } = useT();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSignInStartSchema.safeParse({ email });
    const problem = parsed.success ? await onSubmit(parsed.data.email) : firstIssueMessage(parsed.error);
    setError(problem ?? undefined);
    if (problem) input.current?.focus();
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField label={t('signin.email.label')} error={error} hint={t('signin.email.hint')} required>
        {(field) => (
          <Input
            {...field}
            ref={input}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            placeholder={t('signin.email.placeholder')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={sending}>
        {sending ? <Loader2 className="size-5 animate-spin" aria-hidden /> : <Mail className="size-5" aria-hidden />}
        {sending ? t('signin.email.sending') : t('signin.email.send')}
      </Button>
    </form>
  );
}
