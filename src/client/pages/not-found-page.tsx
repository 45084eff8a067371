import { useEffect } from 'react';
import { Link } from 'wouter';
import { useT } from '../i18n/use-t.ts';

/** Any unknown path (the server answers it with HTTP 404 too). */
export default function NotFoundPage() {
  const { t } = useT();
  const title = t('board.notFound.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('board.notFound.eyebrow')}</p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">{t('board.notFound.heading')}</h1>
        <p className="mt-3 text-slate-600">{t('board.notFound.text')}</p>
        <Link
          href="/"
          className="mt-6 inline-flex items-center justify-center rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('ui.backToDashboard')}
        </Link>
      </div>
    </main>
  );
}
