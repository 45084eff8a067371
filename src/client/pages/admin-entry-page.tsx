import { useEffect } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useLocation } from 'wouter';
import { Card } from '../components/ui/card.tsx';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { useDocumentTitle } from '../components/layout/use-document-title.ts';
import { serverMessage } from '../lib/api.ts';
import { toast } from '../lib/toast-store.ts';
import { useCurrentUser } from '../api/auth-api.ts';
import { AdminAuthShell, AdminCardIcon } from '../features/admin-auth/admin-auth-shell.tsx';
import { AccessDenied } from '../features/admin-auth/access-denied.tsx';
import { AdminAccessCodeDialog } from '../features/admin-auth/admin-access-code-dialog.tsx';
import { useAdminCheck, useAdminLogin } from '../features/admin-auth/admin-auth-api.ts';
import { preloadToaster } from '../components/ui/lazy-toaster.tsx';
import { useT } from '../i18n/use-t.ts';

// This page answers its forms with toasts.
preloadToaster();

/** The second admin entry (/secure-admin-<suffix>): a signed-in admin types the admin access code. */
export default function AdminEntryPage() {
  const { t } = useT();
  useDocumentTitle(t('admin-auth.entry.title'));
  const [, navigate] = useLocation();
  const { user, isPending: userPending } = useCurrentUser();
  const check = useAdminCheck();
  const login = useAdminLogin();
  const isAdmin = user?.isAdmin === true;

  useEffect(() => {
    if (isAdmin && check.hasAdminAccess) navigate('/admin', { replace: true });
  }, [isAdmin, check.hasAdminAccess, navigate]);

  const submitCode = async (accessCode: string): Promise<string | null> => {
    try {
      await login.mutateAsync(accessCode);
    } catch (error) {
      const message = serverMessage(error, t('admin-auth.entry.invalidCode'));
      toast({ title: t('admin-auth.denied.title'), description: message, variant: 'destructive' });
      return message;
    }
    toast({ title: t('admin-auth.entry.granted'), description: t('admin-auth.entry.welcome'), variant: 'success' });
    navigate('/admin', { replace: true });
    return null;
  };

  if (userPending || check.isPending || (isAdmin && check.hasAdminAccess)) return <PageLoading />;

  return (
    <AdminAuthShell>
      {isAdmin ? (
        <>
          <Card className="p-6 text-center sm:p-8">
            <AdminCardIcon>
              <ShieldCheck className="size-6" aria-hidden />
            </AdminCardIcon>
            <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{t('admin-auth.entry.title')}</h1>
            <p className="mt-2 text-sm text-slate-600">{t('admin-auth.entry.text')}</p>
          </Card>
          <AdminAccessCodeDialog verifying={login.isPending} onSubmit={submitCode} onCancel={() => navigate('/', { replace: true })} />
        </>
      ) : (
        <AccessDenied />
      )}
    </AdminAuthShell>
  );
}
