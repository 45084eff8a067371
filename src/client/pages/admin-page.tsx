import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { useDocumentTitle } from '../components/layout/use-document-title.ts';
import { serverMessage } from '../lib/api.ts';
import { toast } from '../lib/toast-store.ts';
import { AdminPanelHeader } from '../features/admin-auth/admin-panel-header.tsx';
import { AdminPanel } from '../features/admin/admin-panel.tsx';
import { adminCheckQuery, useAdminCheck, useAdminLogout, useAdminSession } from '../features/admin-auth/admin-auth-api.ts';
import { preloadToaster } from '../components/ui/lazy-toaster.tsx';
import { useT } from '../i18n/use-t.ts';

// This page answers its forms with toasts.
preloadToaster();

/** /admin: the Admin Control Panel, only with admin access (otherwise off to /admin-login). */
export default function AdminPage() {
  const { t } = useT();
  useDocumentTitle(t('admin-panel.page.title'));
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const check = useAdminCheck();
  const session = useAdminSession();
  const logout = useAdminLogout();

  useEffect(() => {
    if (!check.isPending && !check.hasAdminAccess) navigate('/admin-login', { replace: true });
  }, [check.isPending, check.hasAdminAccess, navigate]);

  // The check is cached; an admin session that ended meanwhile shows up here first.
  useEffect(() => {
    if (session.data === null) void queryClient.invalidateQueries({ queryKey: adminCheckQuery.queryKey });
  }, [session.data, queryClient]);

  const endSession = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('admin-panel.page.sessionEnded'), variant: 'success' });
        navigate('/', { replace: true });
      },
      onError: (error) =>
        toast({ title: t('admin-panel.page.logoutError'), description: serverMessage(error, t('admin-panel.page.logoutFailed')), variant: 'destructive' }),
    });

  if (check.isPending || !check.hasAdminAccess) {
    return (
      <div role="status" aria-live="polite" className="flex min-h-screen items-center justify-center bg-slate-50 text-slate-600">
        <span className="mr-3 size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" aria-hidden />
        {t('admin-panel.page.loading')}
      </div>
    );
  }

  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('admin-panel.page.skipLink')}
      </a>
      <AdminPanelHeader expiresAt={session.data?.expiresAt} loggingOut={logout.isPending} onLogout={endSession} />
      <main id="main-content" className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:px-8">
        <AdminPanel />
      </main>
    </div>
  );
}
