import { useEffect, type ReactNode } from 'react';
import { StaticPageHeader } from './static-page-header.tsx';
import { StaticPageFooter } from './static-page-footer.tsx';
import { useDocumentTitle } from './use-document-title.ts';
import { useT } from '#client/i18n/use-t.ts';

interface StaticPageLayoutProps {
  title: string;
  children: ReactNode;
}

/** The frame of the legal and contact pages: header with the way back, content, small footer. */
export function StaticPageLayout({ title, children }: StaticPageLayoutProps) {
  const { t } = useT();
  useDocumentTitle(title);
  useScrollOnArrival();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('ui.skipToContent')}
      </a>
      <StaticPageHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <StaticPageFooter />
    </div>
  );
}

/**
 * Client-side navigation keeps the previous page's scroll position, and a deep link's anchor
 * only exists once this lazily loaded page has rendered: start at the top or at the anchor.
 */
function useScrollOnArrival(): void {
  useEffect(() => {
    const anchor = window.location.hash.slice(1);
    const target = anchor ? document.getElementById(decodeURIComponent(anchor)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, []);
}
