import { cn } from '#client/lib/cn.ts';
import { lazy, Suspense, type ReactNode } from 'react';
import { LogIn } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { publicConfig } from '#client/lib/public-config.ts';
import { BrandMark } from '#client/components/brand-mark.tsx';
import { HeaderSearch } from './header-search.tsx';
import { ResourcesMenu } from './resources-menu.tsx';
import { MarketplaceLink } from './marketplace-link.tsx';
import { ThemeToggle } from '#client/components/ui/theme-toggle.tsx';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { useT } from '#client/i18n/use-t.ts';
import type { NotificationsPanelState } from './use-notifications-panel.ts';
import { withLaterMessages } from '#client/i18n/i18n.ts';

// Only signed-in people see the bell and its popover: their code stays out of everyone else's first download.
const SignedInAccount = lazy(withLaterMessages(() => import('./signed-in-account.tsx')));

interface DashboardHeaderProps {
  /** undefined while we do not yet know, so neither the bell nor Log In flashes. */
  signedIn: boolean | undefined;
  notifications: NotificationsPanelState;
  /** The notification list's length, shown on the bell (only its length is read: docs/product/alerts.md). */
  notificationCount: number;
  /** The panel the bell opens (the notifications feature's popover content). */
  notificationsPanel: ReactNode;
}

/**
 * One row on wide screens (brand, search, links, account); on phones the brand and account
 * share the top row, the search takes the second and the links the third.
 */
export function DashboardHeader({ signedIn, notifications, notificationCount, notificationsPanel }: DashboardHeaderProps) {
  const { t } = useT();
  const config = publicConfig();
  return (
    <header className="keep-palette bg-brand-900 text-white shadow-[inset_0_-1px_0_rgb(255_255_255/0.08)]">
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-3 px-4 py-3 [grid-template-areas:'brand_account'_'search_search'_'links_links'] sm:px-6 lg:grid-cols-[auto_minmax(0,1fr)_auto_auto] lg:py-4 lg:[grid-template-areas:'brand_search_links_account'] xl:px-8">
        <a href="/" className="flex min-w-0 items-center gap-3 rounded-lg [grid-area:brand]">
          <BrandMark />
          <span className="min-w-0 leading-tight">
            <span className="block truncate text-base font-semibold">{config.provider.name}</span>
            <span className="block truncate text-xs text-brand-200">{t('common.productName')}</span>
          </span>
        </a>
        <HeaderSearch className="w-full [grid-area:search] lg:mx-auto lg:max-w-md" />
        <nav aria-label={t('board.header.resources')} className="grid grid-cols-2 gap-2 [grid-area:links] lg:flex">
          <ResourcesMenu links={config.resourceLinks} />
          <MarketplaceLink url={config.marketplaceUrl} />
        </nav>
        <div className="flex items-center justify-end gap-1 [grid-area:account]">
          <LanguageSwitch tone="onBrand" />
          <ThemeToggle tone="onBrand" />
          {signedIn === true && (
            <Suspense fallback={null}>
              <SignedInAccount notifications={notifications} notificationCount={notificationCount} notificationsPanel={notificationsPanel} />
            </Suspense>
          )}
          {signedIn !== true && (
            // While we do not know yet, the button holds its place unseen, so nothing moves when it appears.
            <Button asChild variant="accent" className={cn(signedIn === undefined && 'invisible')}>
              <a href="/api/login" aria-hidden={signedIn === undefined || undefined} tabIndex={signedIn === undefined ? -1 : undefined}>
                <LogIn className="size-4" aria-hidden />
                {t('board.header.logIn')}
              </a>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
