import { DropdownMenu } from 'radix-ui';
import { ExternalLink } from 'lucide-react';
import type { ResourceLink } from '#shared/public-config.js';
import { ResourcesButton } from './resources-button.tsx';
import { msg, useT } from '#client/i18n/use-t.ts';

const GROUPS: { group: ResourceLink['group']; label: string }[] = [
  { group: 'provider', label: msg('board.resources.provider') },
  { group: 'government', label: msg('board.resources.government') },
  { group: 'associations', label: msg('board.resources.associations') },
  { group: 'insurers', label: msg('board.resources.insurers') },
];

/**
 * The 'Canadian Dental Resources' dropdown: external links by group, each in a new tab. Loaded
 * when first wanted (resources-menu.tsx); it opens at once, as the click that loaded it asked.
 */
export default function ResourcesMenuContent({ links, className, defaultOpen }: { links: ResourceLink[]; className?: string; defaultOpen: boolean }) {
  const { t } = useT();
  const groups = GROUPS.map((g) => ({ ...g, links: links.filter((l) => l.group === g.group) })).filter((g) => g.links.length > 0);
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <ResourcesButton className={className} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 max-h-[min(32rem,var(--radix-dropdown-menu-content-available-height))] w-[min(20rem,calc(100vw-1.5rem))] overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 text-slate-900 shadow-xl"
        >
          {groups.map((g, index) => (
            <DropdownMenu.Group key={g.group}>
              {index > 0 && <DropdownMenu.Separator className="mx-2 my-1.5 h-px bg-slate-200" />}
              <DropdownMenu.Label className="px-2.5 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t(g.label)}</DropdownMenu.Label>
              {g.links.map((link) => (
                <DropdownMenu.Item key={link.url} asChild>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800"
                  >
                    {link.label}
                    <ExternalLink className="size-3.5 shrink-0 text-slate-500" aria-hidden />
                  </a>
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Group>
          ))}
          {groups.length === 0 && <p className="px-2.5 py-2 text-sm text-slate-600">{t('board.resources.none')}</p>}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
