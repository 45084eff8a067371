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
import { ADMIN_AUTH_MESSAGES } from '#shared/sign-in/admin-auth.js';
import { AdminAuthShell, AdminCardIcon } from '../features/admin-auth/admin-auth-shell.tsx';
import { RequestPhraseStep } from '../features/admin-auth/request-phrase-step.tsx';
import { EnterPhraseStep } from '../features/admin-auth/enter-phrase-step.tsx';
import { useAdminCheck, useRequestPhrase, useValidatePhrase } from '../features/admin-auth/admin-auth-api.ts';
import { AdminSignInRequired } from '../features/admin-auth/admin-sign-in-required.tsx';
import { useCurrentUser } from '../api/auth-api.ts';
import { preloadToaster } from '../components/ui/lazy-toaster.tsx';

// This page answers its forms with toasts.
preloadToaster();

/**
 * /admin-login: passwordless admin access by a phrase mailed to the fixed admin address, for a
 * signed-in administrator (the phrase adds the admin-access state; it is not an identity).
 */
export default function AdminLoginPage() {
  useDocumentTitle('Admin Access');
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
          title: 'Access Code Sent',
          description: `Check ${adminEmail ?? 'the admin mailbox'} for your access phrase. It is valid for ${ADMIN_PHRASE_VALIDITY_MINUTES} minutes.`,
          variant: 'success',
        });
        setStep('enter');
      },
      onError: (error) => toast({ title: 'Error', description: serverMessage(error, 'Failed to send access code'), variant: 'destructive' }),
    });

  const submitPhrase = async (phrase: string): Promise<string | null> => {
    try {
      await validate.mutateAsync(phrase);
    } catch (error) {
      const message = serverMessage(error, ADMIN_AUTH_MESSAGES.invalidPhrase);
      toast({ title: 'Access Denied', description: message, variant: 'destructive' });
      return message;
    }
    toast({ title: 'Access Granted', variant: 'success' });
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
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">Admin Access</h1>
            <p className="mt-1 text-sm font-medium text-brand-700" aria-live="polite">
              {!isAdmin
                ? user
                  ? 'Admin rights needed'
                  : 'Sign in first'
                : step === 'request'
                  ? 'Step 1 of 2: get an access phrase'
                  : 'Step 2 of 2: enter the access phrase'}
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
            Back to Dashboard
          </Link>
        </div>
      </Card>
      <p className="mt-6 text-center text-xs leading-5 text-slate-500">
        For the provider&apos;s administrators only. Every sign-in is recorded with its network address.
      </p>
    </AdminAuthShell>
  );
}
