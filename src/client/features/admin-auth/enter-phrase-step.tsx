import { useRef, useState, type FormEvent } from 'react';
import { Loader2, ShieldCheck } from 'lucide-react';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { MESSAGES } from '#shared/messages.js';
import { ADMIN_PHRASE_VALIDITY_MINUTES } from '#shared/constants.js';

interface EnterPhraseStepProps {
  adminEmail: string | undefined;
  verifying: boolean;
  requesting: boolean;
  /** Resolves null when the phrase opened the panel, else the reason (shown, and the field cleared). */
  onSubmit: (phrase: string) => Promise<string | null>;
  onRequestNew: () => void;
}

/** Step 2 of /admin-login: the phrase from the e-mail. */
export function EnterPhraseStep({ adminEmail, verifying, requesting, onSubmit, onRequestNew }: EnterPhraseStepProps) {
  const [phrase, setPhrase] = useState('');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!phrase.trim()) {
      setError(MESSAGES.accessPhrase);
      input.current?.focus();
      return;
    }
    setError(undefined);
    const failure = await onSubmit(phrase.trim());
    if (failure) {
      setError(failure);
      setPhrase('');
      input.current?.focus();
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <p className="text-center text-sm leading-6 text-slate-600">
        Check {adminEmail ? <strong className="font-semibold text-slate-900">{adminEmail}</strong> : 'the admin mailbox'} for the e-mail with your access phrase
        and enter it below. It is valid for {ADMIN_PHRASE_VALIDITY_MINUTES} minutes.
      </p>
      <FormField label="Access phrase" error={error} hint="Six words, as in the e-mail. Capitals and hyphens do not matter." required>
        {(field) => (
          <Input
            {...field}
            ref={input}
            value={phrase}
            onChange={(event) => setPhrase(event.target.value)}
            autoComplete="one-time-code"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            autoFocus
            className="font-mono"
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={verifying}>
        {verifying ? <Loader2 className="size-5 animate-spin" aria-hidden /> : <ShieldCheck className="size-5" aria-hidden />}
        {verifying ? 'Verifying...' : 'Verify Phrase'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        No e-mail, or the phrase expired?{' '}
        <button
          type="button"
          onClick={onRequestNew}
          disabled={requesting}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 disabled:opacity-60"
        >
          {requesting ? 'Sending...' : 'Request new code'}
        </button>
      </p>
    </form>
  );
}
