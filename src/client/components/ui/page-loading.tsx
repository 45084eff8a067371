import { useT } from '#client/i18n/use-t.ts';

/** Shown while a lazily loaded page arrives. */
export function PageLoading() {
  const { t } = useT();
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] items-center justify-center text-slate-500">
      <span className="mr-3 size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" aria-hidden />
      {t('ui.loading')}
    </div>
  );
}
