import { KeyRound, Loader2, Mail } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { ADMIN_PHRASE_VALIDITY_MINUTES } from '#shared/constants.js';
import { T } from '#client/i18n/t.tsx';
import { useT } from '#client/i18n/use-t.ts';

interface RequestPhraseStepProps {
  /** The admin address, partly hidden; unknown when the page came without it. */
  adminEmail: string | undefined;
  sending: boolean;
  onSend: () => void;
  onHavePhrase: () => void;
}

/** Step 1 of /admin-login: one button mails the access phrase to the fixed admin address. */
export function RequestPhraseStep({ adminEmail, sending, onSend, onHavePhrase }: RequestPhraseStepProps) {
  const { t } = useT();
  return (
    <div className="grid gap-5">
      <p className="text-center text-sm leading-6 text-slate-600">
        {adminEmail ? (
          <T
            id="admin-auth.requestPhrase.intro"
            values={{ email: adminEmail, minutes: ADMIN_PHRASE_VALIDITY_MINUTES }}
            components={{ 0: <strong className="font-semibold text-slate-900" /> }}
          />
        ) : (
          t('admin-auth.requestPhrase.introNoAddress', { minutes: ADMIN_PHRASE_VALIDITY_MINUTES })
        )}
      </p>
      <Button size="lg" className="w-full" onClick={onSend} disabled={sending}>
        {sending ? <Loader2 className="size-5 animate-spin" aria-hidden /> : <Mail className="size-5" aria-hidden />}
        {sending ? t('admin-auth.sending') : t('admin-auth.requestPhrase.submit')}
      </Button>
      <Button variant="ghost" className="mx-auto" onClick={onHavePhrase}>
        <KeyRound className="size-4" aria-hidden />
        {t('admin-auth.requestPhrase.havePhrase')}
      </Button>
    </div>
  );
}
