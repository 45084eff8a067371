import { useEffect } from 'react';
import { ShieldX } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Card } from '#client/components/ui/card.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { AdminCardIcon } from './admin-auth-shell.tsx';

export const ACCESS_DENIED_REDIRECT_MS = 3000;

/** Shown to visitors and non-admins on the secure admin entry; then back to the dashboard. */
export function AccessDenied() {
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
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Access Denied</h1>
      <p className="mt-2 text-slate-600">You don&apos;t have permission to access this page.</p>
      <p className="mt-4 text-sm text-slate-500" role="status">
        Taking you back to the dashboard…
      </p>
      <Link href="/" replace className={buttonClasses('outline', 'md', 'mt-6 w-full')}>
        Go to the dashboard now
      </Link>
    </Card>
  );
}
