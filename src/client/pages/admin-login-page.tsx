import { useEffect, useState } from 'react';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Card } from '../components/ui/card.tsx';
import { buttonClasses } from '../components/ui/button.tsx';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { useDocumentTitle } from '../components/layout/use-document-title.ts';
import { serverMessage } from '../lib/api.ts';
import { publicConfig } from '../lib/public-config.ts';
import { toast } from '../lib/toast-store.ts';
import { ADMIN_PHRASE_VALIDITY_MINUTES } from '#shared/constants.js';
import { AdminAuthShell, AdminCardIcon } from '../features/admin-auth/admin-auth-shell.tsx';
import { RequestPhraseStep } from '../features/admin-auth/request-phrase-step.tsx';
import { EnterPhraseStep } from '../features/admin-auth/enter-phrase-step.tsx';
import { useAdminCheck, useRequestPhrase, useValidatePhrase } from '../features/admin-auth/admin-auth-api.ts';
import { AdminSignInRequired } from '../features/admin-auth/admin-sign-in-required.tsx';
import { useCurrentUser } from '../api/auth-api.ts';
import { preloadToaster } from '../components/ui/lazy-toaster.tsx';
import { useT } from '../i18n/use-t.ts';

// This page answers its forms with toasts.
preloadToaster();

/**
 * /admin-login: passwordless admin access by a phrase mailed to the fixed admin address, for a
 * signed-in administrator (the phrase adds the admin-access state; it is not an identity).
 */
export default function AdminLoginPage() {
  const { t } = useT();
  useDocumentTitle(t('admin-auth.login.title'));
  const [location, navigate] = useLocation();
  const { user, isPending: userPending } = useCurrentUser();
  const check = useAdminCheck();
  const request = useRequestPhrase();
  const validate = useValidatePhrase();
  const [step, setStep] = useState<'request' | 'enter'>('request');
  const adminEmail = publicConfig().adminEmailHint;

  useEffect(() => {
    if (check.hasAdminAccess) navigate('/admin', { replace: true });
  }, [check.hasAdminAccess, navigate]);

  const sendPhrase = () =>
    request.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: t('admin-auth.login.sent'),
          description: adminEmail
            ? t('admin-auth.login.sentText', { email: adminEmail, minutes: ADMIN_PHRASE_VALIDITY_MINUTES })
            : t('admin-auth.login.sentTextNoAddress', { minutes: ADMIN_PHRASE_VALIDITY_MINUTES }),
          variant: 'success',
        });
        setStep('enter');
      },
      onError: (error) =>
        toast({ title: t('admin-auth.login.error'), description: serverMessage(error, t('admin-auth.login.sendFailed')), variant: 'destructive' }),
    });

  const submitPhrase = async (phrase: string): Promise<string | null> => {
    try {
      await validate.mutateAsync(phrase);
    } catch (error) {
      const message = serverMessage(error, t('admin-auth.login.invalidPhrase'));
      toast({ title: t('admin-auth.denied.title'), description: message, variant: 'destructive' });
      return message;
    }
    toast({ title: t('admin-auth.login.granted'), variant: 'success' });
    navigate('/admin', { replace: true });
    return null;
  };

  if (userPending || check.isPending || check.hasAdminAccess) return <PageLoading />;
  const isAdmin = user?.isAdmin === true;

  return (
    <AdminAuthShell>
      <Card className="p-6 sm:p-8">
        <div className="mb-6 grid gap-4 text-center">
          <AdminCardIcon>
            <ShieldCheck className="size-6" aria-hidden />
          </AdminCardIcon>
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('admin-auth.login.title')}</h1>
            <p className="mt-1 text-sm font-medium text-brand-700" aria-live="polite">
              {!isAdmin
                ? user
                  ? t('admin-auth.login.rightsNeeded')
                  : t('admin-auth.login.signInFirst')
                : step === 'request'
                  ? t('admin-auth.login.step1')
                  : t('admin-auth.login.step2')}
            </p>
          </div>
        </div>
        {!isAdmin ? (
          <AdminSignInRequired signedIn={user !== null} returnTo={location} />
        ) : step === 'request' ? (
          <RequestPhraseStep adminEmail={adminEmail} sending={request.isPending} onSend={sendPhrase} onHavePhrase={() => setStep('enter')} />
        ) : (
          <EnterPhraseStep
            adminEmail={adminEmail}
            verifying={validate.isPending}
            requesting={request.isPending}
            onSubmit={submitPhrase}
            onRequestNew={sendPhrase}
          />
        )}
        <div className="mt-6 border-t border-slate-200 pt-5">
          <Link href="/" className={buttonClasses('outline', 'md', 'w-full')}>
            <ArrowLeft className="size-4" aria-hidden />
            {t('admin-auth.login.back')}
          </Link>
        </div>
      </Card>
      <p className="mt-6 text-center text-xs leading-5 text-slate-500">{t('admin-auth.login.footer')}</p>
    </AdminAuthShell>
  );
}
