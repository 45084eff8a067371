import { LogIn } from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { ADMIN_AUTH_MESSAGES } from '#shared/sign-in/admin-auth.js';
import { SIGN_IN_NEXT_PARAM } from '#shared/sign-in/sign-in.js';

/**
 * Step 0 of /admin-login (docs/product/admin.md: an admin is a signed-in user with admin rights):
 * says why the phrase cannot be sent yet and offers the way forward.
 */
export function AdminSignInRequired({ signedIn, returnTo }: { signedIn: boolean; returnTo: string }) {
  if (signedIn) {
    return (
      <div className="grid gap-2 text-center" role="alert">
        <p className="font-semibold text-slate-900">{ADMIN_AUTH_MESSAGES.notAdmin}</p>
        <p className="text-sm leading-6 text-slate-600">
          Admin access is for the provider&apos;s administrators. If you should have it, ask an administrator to grant your account admin rights.
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-5">
      <p className="text-center text-sm leading-6 text-slate-600">
        Admin access is for signed-in administrators. Sign in with your administrator account first; then the access phrase can be sent to the admin address.
      </p>
      <a href={`/api/login?${SIGN_IN_NEXT_PARAM}=${encodeURIComponent(returnTo)}`} className={buttonClasses('primary', 'lg', 'w-full')}>
        <LogIn className="size-5" aria-hidden />
        Sign in as an administrator
      </a>
    </div>
  );
}
