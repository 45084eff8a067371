import { ThemeToggle } from '#client/components/ui/theme-toggle.tsx';
import { ArrowLeft, LogOut, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { businessClock, formatBusinessTime } from '#client/lib/business-time.ts';
import { BrandMark } from '#client/components/layout/brand-mark.tsx';

interface AdminPanelHeaderProps {
  expiresAt: string | undefined;
  loggingOut: boolean;
  onLogout: () => void;
}

/** The control panel's header: the title, when the admin session ends, and the ways out. */
export function AdminPanelHeader({ expiresAt, loggingOut, onLogout }: AdminPanelHeaderProps) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <BrandMark />
        <nav aria-label="Admin" className="flex items-center gap-2">
          <Link href="/" className={buttonClasses('outline', 'sm')}>
            <ArrowLeft className="size-4" aria-hidden />
            <span>
              Back<span className="sr-only sm:not-sr-only"> to Dashboard</span>
            </span>
          </Link>
          <ThemeToggle className="size-9" />
          <Button variant="secondary" size="sm" onClick={onLogout} pending={loggingOut} icon={LogOut}>
            <span>
              Log out<span className="sr-only sm:not-sr-only"> of admin</span>
            </span>
          </Button>
        </nav>
      </div>
      <div className="keep-palette bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-end justify-between gap-x-6 gap-y-2 px-4 py-7 sm:px-6 lg:px-8">
          <div>
            <p className="text-xs font-semibold tracking-[0.14em] text-accent-300 uppercase">Administration</p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">Admin Control Panel</h1>
          </div>
          <p className="flex items-center gap-2 text-sm text-brand-100">
            <ShieldCheck className="size-4 text-accent-300" aria-hidden />
            {expiresAt ? `Admin session active until ${formatSessionEnd(expiresAt)}` : 'Admin session active'}
          </p>
        </div>
      </div>
    </header>
  );
}

/** "5:42 p.m. MDT" today, "Nov 28, 1:15 a.m. MDT" when the session runs past midnight. */
function formatSessionEnd(expiresAt: string): string {
  return formatBusinessTime(expiresAt, businessClock().sameDay(expiresAt, new Date()) ? 'time' : 'monthDayTime');
}
