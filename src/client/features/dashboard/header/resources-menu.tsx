import { lazy, Suspense, useState } from 'react';
import type { ResourceLink } from '#shared/public-config.js';
import { ResourcesButton } from './resources-button.tsx';
import { withLaterMessages } from '#client/i18n/i18n.ts';

// The menu's code (Radix menu, positioning, focus handling) is not needed to show the board:
// it is fetched when the pointer or the focus reaches the button, and used from the first click.
const loadContent = withLaterMessages(() => import('./resources-menu-content.tsx'));
const ResourcesMenuContent = lazy(loadContent);
const preload = () => void loadContent().catch(() => undefined);

/** The header's resources menu: a plain button until someone reaches for it. */
export function ResourcesMenu({ links, className }: { links: ResourceLink[]; className?: string }) {
  const [opened, setOpened] = useState(false);
  const button = (
    <ResourcesButton
      className={className}
      data-needs-js
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setOpened(true)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setOpened(true);
        }
      }}
    />
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <ResourcesMenuContent links={links} className={className} defaultOpen />
    </Suspense>
  );
}
