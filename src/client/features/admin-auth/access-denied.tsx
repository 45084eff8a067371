import { useEffect } from 'react';
import { ShieldX } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Card } from '#client/components/ui/card.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/use-t.ts';
import { AdminCardIcon } from './admin-auth-shell.tsx';

export const ACCESS_DENIED_REDIRECT_MS = 3000;

/** Shown to visitors and non-admins on the secure admin entry; then back to the dashboard. */
export function AccessDenied() {
  const { t } = useT();
  const [, navigate] = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/', { replace: true }), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <Card className="p-6 text-center sm:p-8">
      <AdminCardIcon tone="danger">
        <ShieldX className="size-6" aria-hidden />
      </AdminCardIcon>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{t('admin-auth.denied.title')}</h1>
      <p className="mt-2 text-slate-600">{t('admin-auth.denied.text')}</p>
      <p className="mt-4 text-sm text-slate-500" role="status">
        {t('admin-auth.denied.redirecting')}
      </p>
      <Link href="/" replace className={buttonClasses('outline', 'md', 'mt-6 w-full')}>
        {t('admin-auth.denied.goNow')}
      </Link>
    </Card>
  );
}
