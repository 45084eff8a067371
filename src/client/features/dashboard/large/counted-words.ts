import { claimsNetworkView, displayState, type DisplayState } from '#shared/status/board-status.js';
import type { BoardSection } from '#shared/status/board.js';
import { isClaimsNetwork, type Service } from '#shared/status/services.js';
import type { Locale } from '#shared/i18n/locales.js';
import { msg, type Translate } from '#client/i18n/use-t.ts';
import { listWords } from '#client/components/board-words.ts';
import type { InsurerCounts } from './board-counts.ts';

/*
 * The words of a large board's counts: what sectionSummary and claimsNetworkWords
 * (components/board-words.ts) say from the whole list, said from the answer's counts and the few
 * services it names.
 */

/** "A, B and 1,204 more": at most `max` names, then how many more there are in all; "1,206 services" with no name. */
export function countedNames(names: readonly string[], total: number, t: Translate, locale: Locale, max: number): string {
  const shown = names.slice(0, max);
  const more = Math.max(0, total - shown.length);
  if (shown.length === 0) return t('board.list.services', { count: total });
  return listWords(more > 0 ? [...shown, t('board.list.more', { count: more })] : shown, locale);
}

const SECTION_PART_ID = {
  offline: msg('board.section.down'),
  warning: msg('board.section.issues'),
  maintenance: msg('board.section.maintenance'),
  stale: msg('board.section.stale'),
} as const;

/** Worst first, as problemsFirst ranks display states. */
const WORST_FIRST: DisplayState[] = ['offline', 'warning', 'stale', 'maintenance', 'online', 'unmonitored'];

/**
 * What a closed section of a large board says: its problems by name (those the answer lists) and
 * count, or that all is well; the same words sectionSummary gives a small board's section.
 */
export function countedSectionSummary(section: BoardSection, listed: readonly Service[], t: Translate, locale: Locale): { state: DisplayState; text: string } {
  if (section.total === 0) return { state: 'online', text: t('board.section.empty') };
  const { shown } = section;
  const worst = WORST_FIRST.find((state) => shown[state] > 0) ?? 'online';
  const parts = (['offline', 'warning', 'maintenance', 'stale'] as const).flatMap((state) => {
    if (shown[state] === 0) return [];
    const names = listed.filter((s) => displayState(s) === state).map((s) => s.name);
    return [t(SECTION_PART_ID[state], { names: countedNames(names, shown[state], t, locale, 2), count: shown[state] })];
  });
  if (parts.length > 0) return { state: worst, text: parts.join(' · ') };
  const { automatic } = section;
  if (automatic === section.total) return { state: worst, text: t('board.section.allOnline') };
  return {
    state: worst,
    text: automatic === 0 ? t('board.section.noneMonitored') : t('board.section.someChecked', { automatic, total: section.total }),
  };
}

/** The Claims Network card's state and words from the insurers' counts (claimsNetworkWords of a small board). */
export function countedClaimsWords(services: readonly Service[], insurers: InsurerCounts, t: Translate) {
  const aggregate = services.find(isClaimsNetwork);
  const status = insurers.allOffline ? 'offline' : insurers.affected > 0 ? 'warning' : 'online';
  const view = claimsNetworkView(aggregate ? [aggregate] : [], { status, label: null, note: null, total: insurers.total });
  if (view.fromAggregate) {
    const ownState = aggregate ? displayState(aggregate) : 'online';
    return {
      ...view,
      label: t(
        ownState === 'maintenance' ? 'board.claims.label.maintenance' : ownState === 'offline' ? 'board.claims.label.down' : 'board.claims.label.issues',
      ),
      note: t(ownState === 'maintenance' ? 'board.claims.note.maintenance' : ownState === 'offline' ? 'board.claims.note.down' : 'board.claims.note.issues'),
    };
  }
  if (status === 'online' && (insurers.total === 0 || insurers.verified < insurers.summed)) {
    return {
      ...view,
      state: 'unmonitored' as const,
      label: null,
      note:
        insurers.total === 0
          ? t('board.claims.note.noInsurers')
          : t('board.claims.note.someChecked', { automatic: insurers.automatic, total: insurers.summed }),
    };
  }
  if (status === 'offline') return { ...view, label: t('board.claims.label.outage'), note: t('board.claims.note.allOffline') };
  if (status === 'warning') return { ...view, label: t('board.claims.label.degraded'), note: t('board.claims.note.someIssues', { count: insurers.affected }) };
  return { ...view, label: null, note: t('board.claims.note.allOnline', { total: insurers.total }) };
}
