import { Store } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { MARKETPLACE_CLICK, trackClick } from '#client/api/tracking-api.ts';

export const MARKETPLACE_ALERT = 'The Marketplace is coming soon! Your click has been tracked, so we know you are interested. Thank you.';

/**
 * The header Marketplace entry. Until a marketplace address is configured it is a button: it
 * records the click and says the marketplace is coming soon (docs/product/board.md).
 */
export function MarketplaceLink({ url, className }: { url: string | null; className?: string }) {
  const content = (
    <>
      <Store className="size-4" aria-hidden />
      Marketplace
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
        window.alert(MARKETPLACE_ALERT);
      }}
    >
      {content}
    </Button>
  );
}
