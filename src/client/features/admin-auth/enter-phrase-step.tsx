import { useRef, useState, type FormEvent } from 'react';
import { Loader2, ShieldCheck } from 'lucide-react';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { MESSAGES } from '#shared/messages.js';
import { ADMIN_PHRASE_VALIDITY_MINUTES } from '#shared/constants.js';
import { T } from '#client/i18n/t.tsx';
import { useT } from '#client/i18n/use-t.ts';

interface EnterPhraseStepProps {
  adminEmail: string | undefined;
  verifying: boolean;
  requesting: boolean;
  /** Resolves null when the phrase opened the panel, else the reason (shown, and the field cleared). */
  onSubmit: (phrase: string) => Promise<string | null>;
  onRequestNew: () => void;
}

/** Step 2 of /admin-login: the phrase from the e-mail. A refusal's reason is in the page's language (the server's, or ours). */
export function EnterPhraseStep({ adminEmail, verifying, requesting, onSubmit, onRequestNew }: EnterPhraseStepProps) {
  const { t } = useT();
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
        {adminEmail ? (
          <T
            id="admin-auth.enterPhrase.intro"
            values={{ email: adminEmail, minutes: ADMIN_PHRASE_VALIDITY_MINUTES }}
            components={{ 0: <strong className="font-semibold text-slate-900" /> }}
          />
        ) : (
          t('admin-auth.enterPhrase.introNoAddress', { minutes: ADMIN_PHRASE_VALIDITY_MINUTES })
        )}
      </p>
      <FormField label={t('admin-auth.enterPhrase.field')} error={error} hint={t('admin-auth.enterPhrase.hint')} required>
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
        {verifying ? t('admin-auth.verifying') : t('admin-auth.enterPhrase.submit')}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t('admin-auth.enterPhrase.noEmail')}{' '}
        <button
          type="button"
          onClick={onRequestNew}
          disabled={requesting}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 disabled:opacity-60"
        >
          {requesting ? t('admin-auth.sending') : t('admin-auth.enterPhrase.requestNew')}
        </button>
      </p>
    </form>
  );
}
