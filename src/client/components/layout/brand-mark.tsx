import { Activity } from 'lucide-react';
import { Link } from 'wouter';
import { publicConfig } from '#client/lib/public-config.ts';
import { useT } from '#client/i18n/use-t.ts';

/** The product's mark and name with the provider's, linking home. */
export function BrandMark() {
  const { t } = useT();
  const { provider } = publicConfig();
  return (
    <Link href="/" className="group flex min-w-0 items-center gap-3 rounded-lg">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-700 text-white shadow-sm group-hover:bg-brand-800">
        <Activity className="size-5" aria-hidden />
      </span>
      {/* Phones show the mark alone: the name and the back link do not both fit at 390 px. */}
      <span className="sr-only min-w-0 leading-tight sm:not-sr-only">
        <span className="block truncate font-semibold text-slate-900">{t('common.productName')}</span>
        <span className="block truncate text-xs text-slate-600">{t('ui.brand.by', { provider: provider.name })}</span>
      </span>
    </Link>
  );
}
