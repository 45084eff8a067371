import { LogIn } from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/use-t.ts';
import { SIGN_IN_NEXT_PARAM } from '#shared/sign-in/sign-in.js';

/**
 * Step 0 of /admin-login (docs/product/admin.md: an admin is a signed-in user with admin rights):
 * says why the phrase cannot be sent yet and offers the way forward.
 */
export function AdminSignInRequired({ signedIn, returnTo }: { signedIn: boolean; returnTo: string }) {
  const { t } = useT();
  if (signedIn) {
    return (
      <div className="grid gap-2 text-center" role="alert">
        <p className="font-semibold text-slate-900">{t('admin-auth.signInRequired.notAdmin')}</p>
        <p className="text-sm leading-6 text-slate-600">{t('admin-auth.signInRequired.askAnAdmin')}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-5">
      <p className="text-center text-sm leading-6 text-slate-600">{t('admin-auth.signInRequired.signInFirst')}</p>
      <a href={`/api/login?${SIGN_IN_NEXT_PARAM}=${encodeURIComponent(returnTo)}`} className={buttonClasses('primary', 'lg', 'w-full')}>
        <LogIn className="size-5" aria-hidden />
        {t('admin-auth.signInRequired.signIn')}
      </a>
    </div>
  );
}
