import { useState } from 'react';
import { Activity, BarChart3, Building2, KeyRound, Megaphone, PanelLeftClose, PanelLeftOpen, Users, type LucideIcon } from 'lucide-react';
import { Tip } from '#client/components/ui/tooltip.tsx';
import { cn } from '#client/lib/cn.ts';
import { readPreferenceCookie, writePreferenceCookie } from '#client/lib/preference-cookie.ts';
import { SIDEBAR_COOKIE_DAYS } from '#shared/sign-in/cookies.js';
import { msg, useT } from '#client/i18n/use-t.ts';

export interface PanelSectionLink {
  anchor: string;
  /** The section's name: a message id, looked up where it is shown. */
  label: string;
  icon: LucideIcon;
}

/** In-page sections, in the order they appear; the sidebar jumps to the widget anchors. */
export const PANEL_SECTIONS: readonly PanelSectionLink[] = [
  { anchor: 'clinics-section', label: msg('admin-panel.sidebar.clinics'), icon: Building2 },
  { anchor: 'operations-section', label: msg('admin-panel.sidebar.operations'), icon: Megaphone },
  { anchor: 'monitoring-section', label: msg('admin-panel.sidebar.monitoring'), icon: Activity },
  { anchor: 'access-section', label: msg('admin-panel.sidebar.access'), icon: KeyRound },
  { anchor: 'analytics-section', label: msg('admin-panel.sidebar.analytics'), icon: BarChart3 },
  { anchor: 'records-section', label: msg('admin-panel.sidebar.records'), icon: Users },
];

const NAV_ID = 'admin-sections';

/** Open unless the admin collapsed it; kept for 7 days in the sidebar_state cookie (docs/product/accounts.md). */
export function useSidebarOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => readPreferenceCookie('sidebar') !== 'closed');
  const change = (next: boolean) => {
    setOpen(next);
    writePreferenceCookie('sidebar', next ? 'open' : 'closed', SIDEBAR_COOKIE_DAYS);
  };
  return [open, change];
}

/**
 * The panel's section navigation: a strip along the top on narrow screens; from large screens
 * on, a sticky sidebar that collapses to icons (each with its name as a tooltip).
 */
export function PanelSidebar({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useT();
  const ToggleIcon = open ? PanelLeftClose : PanelLeftOpen;
  const toggleLabel = open ? t('admin-panel.sidebar.collapse') : t('admin-panel.sidebar.expand');
  return (
    <div className="sticky top-0 z-20 -mx-4 border-b border-slate-200 bg-slate-50/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6 lg:top-4 lg:mx-0 lg:self-start lg:rounded-xl lg:border lg:bg-white lg:p-2 lg:shadow-xs">
      <Tip label={toggleLabel} side="right">
        <button
          type="button"
          onClick={() => onOpenChange(!open)}
          aria-expanded={open}
          aria-controls={NAV_ID}
          aria-label={toggleLabel}
          className="mb-1 hidden size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 lg:inline-flex"
        >
          <ToggleIcon className="size-5" aria-hidden />
        </button>
      </Tip>
      <nav id={NAV_ID} aria-label={t('admin-panel.sidebar.label')}>
        <ul className="flex gap-1 overflow-x-auto text-sm whitespace-nowrap lg:flex-col lg:overflow-visible">
          {PANEL_SECTIONS.map(({ anchor, label: labelId, icon: Icon }) => {
            const label = t(labelId);
            const link = (
              <a
                href={`#${anchor}`}
                aria-label={open ? undefined : label}
                className={cn(
                  'inline-flex items-center gap-2.5 rounded-md px-3 py-1.5 font-medium text-slate-700 hover:bg-white hover:text-slate-900 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600 lg:flex lg:hover:bg-slate-100 lg:hover:shadow-none',
                  !open && 'lg:size-9 lg:justify-center lg:px-0',
                )}
              >
                <Icon className="hidden size-4 shrink-0 text-slate-500 lg:block" aria-hidden />
                <span className={cn(!open && 'lg:sr-only')}>{label}</span>
              </a>
            );
            return (
              <li key={anchor}>
                {open ? (
                  link
                ) : (
                  <Tip label={label} side="right">
                    {link}
                  </Tip>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
