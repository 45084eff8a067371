import { Store } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { MARKETPLACE_CLICK, trackClick } from '#client/api/tracking-api.ts';
import { useT } from '#client/i18n/use-t.ts';

/**
 * The header Marketplace entry. Until a marketplace address is configured it is a button: it
 * records the click and says the marketplace is coming soon (docs/product/board.md).
 */
export function MarketplaceLink({ url, className }: { url: string | null; className?: string }) {
  const { t } = useT();
  const content = (
    <>
      <Store className="size-4" aria-hidden />
      {t('board.header.marketplace')}
    </>
  );
  if (url) {
    return (
      <Button asChild variant="inverse" className={className}>
        <a href={url} target="_blank" rel="noopener noreferrer" onClick={() => void trackClick(MARKETPLACE_CLICK)}>
          {content}
        </a>
      </Button>
    );
  }
  return (
    <Button
      variant="inverse"
      className={className}
      data-needs-js
      onClick={() => {
        void trackClick(MARKETPLACE_CLICK);
        window.alert(t('board.header.marketplaceSoon'));
      }}
    >
      {content}
    </Button>
  );
}
