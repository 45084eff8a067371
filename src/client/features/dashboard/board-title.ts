import { useEffect } from 'react';
import { overallState, type OverallState } from '#shared/status/board-status.js';
import type { Service } from '#shared/status/services.js';
import { useT, type Translate } from '#client/i18n/use-t.ts';
import { tabTitle } from '#client/components/board-words.ts';
import { troubleCounts, type BoardTotals } from './large/board-counts.ts';

const BADGE_COLOUR: Partial<Record<OverallState, string>> = {
  degraded: '#f59e0b',
  partial_outage: '#dc2626',
  major_outage: '#dc2626',
  maintenance: '#0284c7',
};

/** The brand mark with a coloured dot in its corner, so a background tab shows trouble at a glance. */
export function faviconFor(state: OverallState): string | null {
  const colour = BADGE_COLOUR[state];
  if (!colour) return null;
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0f3b5f"/>' +
    '<path d="M6 17h5l2.5-6 4 11 3-8 1.5 3H26" fill="none" stroke="#5eead4" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>' +
    `<circle cx="24" cy="8" r="7.5" fill="${colour}" stroke="#fff" stroke-width="2"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * Keeps the tab title ("(2 down) Clinic status": the count of what is down in front) and the favicon
 * in step with the board; on a large board, from its counts (`totals`) rather than the services listed.
 */
export function useBoardTitle(services: Service[] | undefined, totals?: BoardTotals): void {
  const { t } = useT();
  const base = t('board.tab.title');
  const title = services ? (totals ? countedTitle(troubleCounts(services, totals), base, t) : tabTitle(services, base, t)) : base;
  const icon = services ? faviconFor(totals ? totals.summary.state : overallState(services)) : null;
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) return;
    const original = link.getAttribute('href') ?? '/favicon.svg';
    if (icon) link.href = icon;
    return () => {
      link.setAttribute('href', original);
    };
  }, [icon]);
}

/** tabTitle's words from counts. */
function countedTitle({ down, issues }: { down: number; issues: number }, base: string, t: Translate): string {
  if (down > 0) return t('board.tab.down', { count: down, title: base });
  if (issues > 0) return t('board.tab.issues', { count: issues, title: base });
  return base;
}
