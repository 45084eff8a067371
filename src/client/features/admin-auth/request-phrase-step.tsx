import { KeyRound, Loader2, Mail } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { ADMIN_PHRASE_VALIDITY_MINUTES } from '#shared/constants.js';

interface RequestPhraseStepProps {
  /** The admin address, partly hidden; unknown when the page came without it. */
  adminEmail: string | undefined;
  sending: boolean;
  onSend: () => void;
  onHavePhrase: () => void;
}

/** Step 1 of /admin-login: one button mails the access phrase to the fixed admin address. */
export function RequestPhraseStep({ adminEmail, sending, onSend, onHavePhrase }: RequestPhraseStepProps) {
  return (
    <div className="grid gap-5">
      <p className="text-center text-sm leading-6 text-slate-600">
        We will e-mail a one-time access phrase to the admin address
        {adminEmail && (
          <>
            {' '}
            <strong className="font-semibold text-slate-900">{adminEmail}</strong>
          </>
        )}
        . It is valid for {ADMIN_PHRASE_VALIDITY_MINUTES} minutes and works only in this browser.
      </p>
      <Button size="lg" className="w-full" onClick={onSend} disabled={sending}>
        {sending ? <Loader2 className="size-5 animate-spin" aria-hidden /> : <Mail className="size-5" aria-hidden />}
        {sending ? 'Sending...' : 'Send Access Code'}
      </Button>
      <Button variant="ghost" className="mx-auto" onClick={onHavePhrase}>
        <KeyRound className="size-4" aria-hidden />I already have a phrase
      </Button>
    </div>
  );
}
