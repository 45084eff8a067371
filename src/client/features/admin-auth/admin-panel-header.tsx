import { ThemeToggle } from '#client/components/ui/theme-toggle.tsx';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { ArrowLeft, LogOut, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { businessClock, formatBusinessTime } from '#client/lib/business-time.ts';
import { BrandMark } from '#client/components/layout/brand-mark.tsx';
import { T } from '#client/i18n/t.tsx';
import { useT } from '#client/i18n/use-t.ts';
import type { Locale } from '#shared/i18n/locales.js';

interface AdminPanelHeaderProps {
  expiresAt: string | undefined;
  loggingOut: boolean;
  onLogout: () => void;
}

/** The control panel's header: the title, when the admin session ends, and the ways out. */
export function AdminPanelHeader({ expiresAt, loggingOut, onLogout }: AdminPanelHeaderProps) {
  const { t, locale } = useT();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <BrandMark />
        <nav aria-label={t('admin-auth.header.nav')} className="flex items-center gap-2">
          <Link href="/" className={buttonClasses('outline', 'sm')}>
            <ArrowLeft className="size-4" aria-hidden />
            <span>
              <T id="admin-auth.header.back" components={{ 0: <span className="sr-only sm:not-sr-only" /> }} />
            </span>
          </Link>
          <LanguageSwitch />
          <ThemeToggle className="size-9" />
          <Button variant="secondary" size="sm" onClick={onLogout} pending={loggingOut} icon={LogOut}>
            <span>
              <T id="admin-auth.header.logout" components={{ 0: <span className="sr-only sm:not-sr-only" /> }} />
            </span>
          </Button>
        </nav>
      </div>
      <div className="keep-palette bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-end justify-between gap-x-6 gap-y-2 px-4 py-7 sm:px-6 lg:px-8">
          <div>
            <p className="text-xs font-semibold tracking-[0.14em] text-accent-300 uppercase">{t('admin-auth.header.eyebrow')}</p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">{t('admin-auth.header.title')}</h1>
          </div>
          <p className="flex items-center gap-2 text-sm text-brand-100">
            <ShieldCheck className="size-4 text-accent-300" aria-hidden />
            {expiresAt ? t('admin-auth.header.sessionUntil', { time: formatSessionEnd(expiresAt, locale) }) : t('admin-auth.header.session')}
          </p>
        </div>
      </div>
    </header>
  );
}

/** "5:42 p.m. MDT" today, "Nov 28, 1:15 a.m. MDT" when the session runs past midnight ("17 h 42 HAR", "28 nov., 1 h 15 HAR"). */
function formatSessionEnd(expiresAt: string, locale: Locale): string {
  return formatBusinessTime(expiresAt, businessClock().sameDay(expiresAt, new Date()) ? 'time' : 'monthDayTime', locale);
}
