import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { ThemeToggle } from '../ui/theme-toggle.tsx';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { BrandMark } from './brand-mark.tsx';
import { useT } from '#client/i18n/use-t.ts';

export function StaticPageHeader() {
  const { t } = useT();
  return (
    <header className="border-b border-slate-200 bg-white/95">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <BrandMark />
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          <ThemeToggle />
          <Link
            href="/"
            className="inline-flex shrink-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 shadow-xs hover:border-slate-400 hover:bg-slate-50"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {t('ui.backToDashboard')}
          </Link>
        </div>
      </div>
    </header>
  );
}
