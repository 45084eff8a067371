import { useEffect } from 'react';
import { useT } from '#client/i18n/use-t.ts';

/** Sets the tab title as "<page> | Clinic Status Board" (the product's name in the page's language) while the page is shown. */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useT();
  const title = t('common.pageTitle', { page: pageTitle, product: t('common.productName') });
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
