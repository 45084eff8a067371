import { displayState, isCheckedAutomatically, overallSummary, type BannerPart, type DisplayState, type OverallSummary } from '#shared/status/board-status.js';
import type { BoardSection, BoardSummary } from '#shared/status/board.js';
import { insuranceProviders, isClaimsNetwork, systemOverview, type Service, type ServiceType } from '#shared/status/services.js';

/*
 * The page's counts on a board too large to be sent whole (src/shared/status/board.ts): the
 * answer lists the claims network and the problems (at most BOARD_PROBLEMS_LIMIT), and counts the
 * rest. Each function here gives the same figures the page computes from the whole list on a
 * small board, so the components draw both the same way.
 */

/** What the answer of a large board says besides the services it lists. */
export interface BoardTotals {
  summary: BoardSummary;
  sections: BoardSection[];
}

export function sectionOf(totals: BoardTotals, type: ServiceType): BoardSection | undefined {
  return totals.sections.find((section) => section.type === type);
}

/** A part of the banner's sentence, with how many services it is about in all (the sentence names a few). */
export interface CountedPart<T extends Service = Service> extends BannerPart<T> {
  total: number;
}

export interface BannerSummary<T extends Service = Service> extends Omit<OverallSummary<T>, 'parts'> {
  parts: CountedPart<T>[];
  /** How many services are not checked recently in all (`unchecked` names those listed). */
  uncheckedTotal: number;
}

/** The banner's summary: over every service of a small board, or from a large board's counts. */
export function bannerSummary<T extends Service>(services: readonly T[], totals?: BoardTotals): BannerSummary<T> {
  const listed = overallSummary(services);
  if (!totals) {
    return { ...listed, parts: listed.parts.map((part) => ({ ...part, total: part.services.length })), uncheckedTotal: listed.unchecked.length };
  }
  const { summary } = totals;
  const parts: CountedPart<T>[] = [];
  const claimsPart = listed.parts.find((part) => part.services.some(isClaimsNetwork));
  if (claimsPart) parts.push({ ...claimsPart, total: 1 });
  for (const state of ['offline', 'warning', 'maintenance'] as const) {
    const named = listed.parts.find((part) => part.state === state && part !== claimsPart)?.services ?? [];
    const total = Math.max(summary.partCounts[state], named.length);
    // The English verb of overallSummary is not shown by the page (it words the part itself).
    if (total > 0) parts.push({ state, services: named, verb: '', total });
  }
  const claimsStale = listed.unchecked.some(isClaimsNetwork) ? 1 : 0;
  const unchecked = summary.monitorOffline ? [] : listed.unchecked;
  return {
    state: summary.state,
    sentence: listed.sentence,
    parts,
    unchecked,
    uncheckedTotal: summary.monitorOffline ? 0 : Math.max(summary.partCounts.stale + claimsStale, unchecked.length),
    coverage: summary.coverage,
    monitorOffline: summary.monitorOffline,
  };
}

/** The System Overview's counters: status counts, "Online" as shown green, and how many nobody checks. */
export interface OverviewCounts {
  total: number;
  online: number;
  warning: number;
  offline: number;
  unmonitored: number;
}

export function overviewCounts(services: readonly Service[], totals?: BoardTotals): OverviewCounts {
  if (!totals) {
    const states = services.map(displayState);
    return {
      ...systemOverview(services),
      online: states.filter((s) => s === 'online').length,
      unmonitored: states.filter((s) => s === 'unmonitored').length,
    };
  }
  // The sections leave the claims network out; the answer always lists it.
  const claims = services.filter(isClaimsNetwork).map(displayState);
  const count = (state: DisplayState) => totals.sections.reduce((sum, section) => sum + section.shown[state], 0) + claims.filter((s) => s === state).length;
  const { overview } = totals.summary;
  return { total: overview.total, warning: overview.warning, offline: overview.offline, online: count('online'), unmonitored: count('unmonitored') };
}

/** How many services show down and with issues, for the tab's title. */
export function troubleCounts(services: readonly Service[], totals?: BoardTotals): { down: number; issues: number } {
  if (!totals) {
    const states = services.map(displayState);
    return { down: states.filter((s) => s === 'offline').length, issues: states.filter((s) => s === 'warning').length };
  }
  const claims = services.filter(isClaimsNetwork).map(displayState);
  const count = (state: DisplayState) => totals.sections.reduce((sum, section) => sum + section.shown[state], 0) + claims.filter((s) => s === state).length;
  return { down: count('offline'), issues: count('warning') };
}

/**
 * The insurers as the Claims Network card weighs them: how many, how many not online, all of them
 * offline, how many shown green and how many checked automatically (the claims network itself
 * counted in the last two, as claimsNetworkView does).
 */
export interface InsurerCounts {
  total: number;
  affected: number;
  allOffline: boolean;
  /** Insurance services shown green, the claims network included. */
  verified: number;
  /** Insurance services, the claims network included. */
  summed: number;
  automatic: number;
}

export function insurerCounts(services: readonly Service[], totals?: BoardTotals): InsurerCounts {
  const claims = services.filter(isClaimsNetwork);
  const section = totals ? sectionOf(totals, 'insurance') : undefined;
  if (!section) {
    const providers = insuranceProviders(services);
    const summed = services.filter((s) => s.type === 'insurance');
    return {
      total: providers.length,
      affected: providers.filter((s) => s.status !== 'online').length,
      allOffline: providers.length > 0 && providers.every((s) => s.status === 'offline'),
      verified: summed.filter((s) => displayState(s) === 'online').length,
      summed: summed.length,
      automatic: summed.filter(isCheckedAutomatically).length,
    };
  }
  return {
    total: section.total,
    affected: section.total - section.counts.online,
    allOffline: section.total > 0 && section.counts.offline === section.total,
    verified: section.shown.online + claims.filter((s) => displayState(s) === 'online').length,
    summed: section.total + claims.length,
    automatic: section.automatic + claims.filter(isCheckedAutomatically).length,
  };
}
