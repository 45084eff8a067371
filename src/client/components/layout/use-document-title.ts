import { useEffect } from 'react';

export const PRODUCT_NAME = 'Clinic Status Board';

/** Sets the tab title as "<page> | Clinic Status Board" while the page is shown. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${pageTitle} | ${PRODUCT_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [pageTitle]);
}
