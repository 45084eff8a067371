import { isClaimsNetwork, SERVICE_TYPES, type Service, type ServiceStatus } from './services.ts';
import type { Locale } from '../i18n/locales.ts';

/*
 * How the board reads the statuses the server decided (modules/status owns the decision; see
 * docs/decisions/0014-one-owner-for-status.md). Pure, shared by the dashboard, the status
 * summary and the tests, so every place that says "down" says it the same way.
 */

/**
 * What a visitor sees on a card: the status, or why the status should not be taken at face
 * value. Green is earned: 'online' only when an automated check or the vendor's page (or the
 * provider, by a deliberate override) says so; a service nobody checks that has no problem
 * reported is 'unmonitored', shown neutral.
 */
export type DisplayState = ServiceStatus | 'maintenance' | 'stale' | 'unmonitored';

export const DISPLAY_STATE_LABEL: Record<DisplayState, string> = {
  online: 'Online',
  warning: 'Issues',
  offline: 'Offline',
  maintenance: 'Maintenance',
  stale: 'Not checked recently',
  unmonitored: 'Not monitored',
};

/** Worst first: the order of cards inside a section and of names in the banner. */
const SEVERITY: Record<DisplayState, number> = { offline: 0, warning: 1, stale: 2, maintenance: 3, online: 4, unmonitored: 5 };

export type BoardService = Pick<Service, 'id' | 'name' | 'type' | 'status'> & Partial<Pick<Service, 'source' | 'stale' | 'monitorOffline' | 'unknown'>>;

/** The status comes from something that looks at the service by itself: its check or its vendor's page. */
export function isCheckedAutomatically(service: Pick<BoardService, 'source'>): boolean {
  return service.source === 'check' || service.source === 'vendor';
}

export function displayState(service: BoardService): DisplayState {
  if (service.source === 'maintenance') return 'maintenance';
  if (isCheckedAutomatically(service) && (service.stale || service.monitorOffline || service.unknown)) return 'stale';
  if (service.source === 'manual' && service.status === 'online') return 'unmonitored';
  return service.status;
}

export function isProblem(state: DisplayState): boolean {
  return state === 'offline' || state === 'warning';
}

/** Problems first, then stale and maintenance, then the rest; the server's order within each. */
export function problemsFirst<T extends BoardService>(services: readonly T[]): T[] {
  return services
    .map((service, index) => ({ service, index, rank: SEVERITY[displayState(service)] }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.service);
}

/** The claims network is named for what it is; every other service by its own name. */
export function spokenName(service: Pick<Service, 'name'>): string {
  return isClaimsNetwork(service) ? 'iTrans claims network' : service.name;
}

export const OVERALL_STATES = ['operational', 'unverified', 'monitor_offline', 'degraded', 'partial_outage', 'major_outage', 'maintenance'] as const;
export type OverallState = (typeof OVERALL_STATES)[number];

/**
 * The one-word state of the whole board, first rule that applies:
 * 1. major_outage: the claims network (iTrans Service) is offline, or more than half of the
 *    services of one group (insurers without the aggregate, internet, VoIP) are offline;
 * 2. partial_outage: any service is offline;
 * 3. degraded: any service has issues;
 * 4. monitor_offline: the board's own monitor cannot reach the internet, so its checks say
 *    nothing about the services (they are not thirty outages);
 * 5. maintenance: nothing is wrong and a service is under scheduled maintenance;
 * 6. operational: every service is checked automatically (or deliberately set online by the
 *    provider) and fine;
 * 7. unverified: no problem is reported, but not every service is checked, so nothing vouches
 *    for the rest: "No problems reported", never "All systems operational".
 * A service under maintenance is judged as under maintenance, whatever it showed before.
 */
export function overallState(services: readonly BoardService[]): OverallState {
  const states = services.map((s) => ({ service: s, state: displayState(s) }));
  if (states.some(({ service, state }) => isClaimsNetwork(service) && state === 'offline')) return 'major_outage';
  for (const type of SERVICE_TYPES) {
    const ofType = states.filter(({ service }) => service.type === type && !isClaimsNetwork(service));
    const offline = ofType.filter(({ state }) => state === 'offline').length;
    if (offline > 0 && offline * 2 > ofType.length) return 'major_outage';
  }
  if (states.some(({ state }) => state === 'offline')) return 'partial_outage';
  if (states.some(({ state }) => state === 'warning')) return 'degraded';
  if (services.some((s) => s.monitorOffline)) return 'monitor_offline';
  if (states.some(({ state }) => state === 'maintenance')) return 'maintenance';
  if (services.length > 0 && states.every(({ state }) => state === 'online')) return 'operational';
  return 'unverified';
}

export const OVERALL_STATE_LABEL: Record<OverallState, string> = {
  operational: 'All systems operational',
  unverified: 'No problems reported',
  monitor_offline: 'Status checks paused',
  degraded: 'Some services have issues',
  partial_outage: 'Partial outage',
  major_outage: 'Major outage',
  maintenance: 'Scheduled maintenance',
};

/** The sentence of a board with nothing to name: what is known, and no more. */
const QUIET_SENTENCE: Partial<Record<OverallState, string>> = {
  operational: 'All systems operational',
  unverified: 'No problems reported',
  monitor_offline: 'The board cannot reach the internet right now, so it cannot check services',
};

/** How much of the board is watched by something other than people: "12 of 31 checked automatically". */
export interface BoardCoverage {
  /** Services whose status comes from their check or their vendor's page. */
  automatic: number;
  total: number;
}

export function boardCoverage(services: readonly BoardService[]): BoardCoverage {
  return { automatic: services.filter(isCheckedAutomatically).length, total: services.length };
}

export function coverageText(coverage: BoardCoverage): string {
  if (coverage.total === 0) return 'No services listed yet';
  if (coverage.automatic === coverage.total) return `All ${coverage.total} checked automatically`;
  if (coverage.automatic === 0) return `None of the ${coverage.total} services is checked automatically`;
  return `${coverage.automatic} of ${coverage.total} checked automatically`;
}

export interface BannerPart<T extends BoardService = BoardService> {
  state: 'offline' | 'warning' | 'maintenance';
  services: T[];
  /** "are down", "has issues"... to follow the names. */
  verb: string;
}

export interface OverallSummary<T extends BoardService = BoardService> {
  state: OverallState;
  /** One sentence for the banner and the summary answer, naming what is affected. */
  sentence: string;
  /** The affected services by state, worst first, for links in the banner. */
  parts: BannerPart<T>[];
  /** Monitored services whose check has not run lately: their status is not known to be current. */
  unchecked: T[];
  coverage: BoardCoverage;
  /** The board's own monitor cannot reach the internet: check-decided statuses are the last known. */
  monitorOffline: boolean;
}

const VERBS: Record<BannerPart['state'], [singular: string, plural: string]> = {
  offline: ['is down', 'are down'],
  warning: ['has issues', 'have issues'],
  maintenance: ['is under scheduled maintenance', 'are under scheduled maintenance'],
};

/** At most this many names in a sentence; the rest are counted ("and 3 more"). */
export const NAMES_IN_SENTENCE = 3;

/** "A", "A and B", "A, B and C", "A, B, C and 2 more". */
export function joinNames(names: readonly string[], max = NAMES_IN_SENTENCE): string {
  if (names.length <= 1) return names[0] ?? '';
  if (names.length > max) return `${names.slice(0, max).join(', ')} and ${names.length - max} more`;
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function overallSummary<T extends BoardService>(services: readonly T[]): OverallSummary<T> {
  const ordered = problemsFirst(services);
  const parts: BannerPart<T>[] = [];
  // The claims network leads on its own: when it is down no electronic claim goes anywhere.
  const aggregate = ordered.find(isClaimsNetwork);
  const aggregateState = aggregate ? displayState(aggregate) : null;
  if (aggregate && (aggregateState === 'offline' || aggregateState === 'warning' || aggregateState === 'maintenance')) {
    parts.push({ state: aggregateState, services: [aggregate], verb: VERBS[aggregateState][0] });
  }
  for (const partState of ['offline', 'warning', 'maintenance'] as const) {
    const affected = ordered.filter((s) => displayState(s) === partState && !isClaimsNetwork(s));
    if (affected.length === 0) continue;
    const [singular, plural] = VERBS[partState];
    parts.push({ state: partState, services: affected, verb: affected.length === 1 ? singular : plural });
  }
  const spoken = parts.map((part) => `${joinNames(part.services.map(spokenName))} ${part.verb}`).join('; ');
  const state = overallState(services);
  const monitorOffline = services.some((s) => s.monitorOffline);
  return {
    state,
    sentence: spoken === '' ? (QUIET_SENTENCE[state] ?? OVERALL_STATE_LABEL[state]) : `${spoken}.`,
    parts,
    unchecked: monitorOffline ? [] : ordered.filter((s) => displayState(s) === 'stale'),
    coverage: boardCoverage(services),
    monitorOffline,
  };
}

type AdvisedService = BoardService & Partial<Pick<Service, 'whatToDo' | 'whatToDoFr' | 'guidance' | 'guidanceFr'>>;

/** One line of "What to do": the services it is about, and the advice (the incident's, else the provider's standing text). */
export interface AdviceLine<T extends AdvisedService = AdvisedService> {
  services: T[];
  text: string;
  /** The text is an active incident's pinned "what to do", which outranks the service's standing advice. */
  fromIncident: boolean;
  /** Every service of the line is one the clinic said it uses. */
  own: boolean;
  /** Set for a French reader when the provider wrote no French: the text is the English, to be marked as such (lang="en"). */
  englishOnly?: boolean;
}

/** At most this many characters of standing advice in one banner line; the card has the rest. */
const SHORT_ADVICE_CHARS = 200;

/**
 * The first sentence of a piece of advice, for a one-line summary. Standing advice is written
 * action first, so its first sentence is what to do now; the card keeps the whole text.
 */
export function shortAdvice(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const end = /[.!?](?=\s+[\p{Lu}0-9"(“«])/u.exec(trimmed);
  const first = end ? trimmed.slice(0, end.index + 1) : trimmed;
  if (first.length <= SHORT_ADVICE_CHARS) return first;
  const cut = first.slice(0, SHORT_ADVICE_CHARS - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), SHORT_ADVICE_CHARS / 2)).replace(/[,;:\s]+$/, '')}…`;
}

/**
 * "What to do", one short line per problem: the clinic's own services first, then the claims
 * network, then what is down, then what has issues. An incident's pinned line outranks the
 * service's standing advice; services whose advice reads the same share a line. The standing
 * advice the server sends already matches the level (issues or down).
 */
export function adviceLines<T extends AdvisedService>(
  summary: OverallSummary<T>,
  ownServiceIds: ReadonlySet<string> = new Set(),
  locale: Locale = 'en-CA',
): AdviceLine<T>[] {
  const problems: T[] = [];
  for (const part of summary.parts) {
    if (part.state === 'maintenance') continue;
    for (const service of part.services) if (!problems.includes(service)) problems.push(service);
  }
  const ordered = [...problems.filter((s) => ownServiceIds.has(s.id)), ...problems.filter((s) => !ownServiceIds.has(s.id))];
  const lines: AdviceLine<T>[] = [];
  for (const service of ordered) {
    const fromIncident = Boolean(service.whatToDo?.trim());
    const full = fromIncident ? service.whatToDo! : service.guidance?.trim();
    if (!full) continue;
    // A French reader gets the provider's French of that same text when there is one, else the English, marked.
    const french = locale === 'fr-CA' ? (fromIncident ? service.whatToDoFr : service.guidanceFr)?.trim() : undefined;
    const text = shortAdvice(french || full);
    const englishOnly = locale === 'fr-CA' && !french;
    const own = ownServiceIds.has(service.id);
    const same = lines.find((line) => line.text === text && line.own === own);
    if (same) same.services.push(service);
    else lines.push({ services: [service], text, fromIncident, own, ...(englishOnly ? { englishOnly } : {}) });
  }
  return lines;
}

/** The advice the banner leads with: the first line of adviceLines, for one-line places (the embed); in French for `locale` fr-CA when written. */
export function leadingAdvice<T extends AdvisedService>(
  summary: OverallSummary<T>,
  locale: Locale = 'en-CA',
): { service: T; text: string; englishOnly?: boolean } | null {
  const [first] = adviceLines(summary, new Set(), locale);
  return first ? { service: first.services[0]!, text: first.text, ...(first.englishOnly ? { englishOnly: true } : {}) } : null;
}

const OWN_KIND: Record<Service['type'], (name: string) => string> = {
  internet: (name) => `Your internet provider, ${name}`,
  voip: (name) => `Your phone service, ${name}`,
  insurance: (name) => `${name}, one of your insurers`,
};

/** A clinic's own service named for what it is to them: "Your internet provider, TELUS Business Internet". */
export function ownServiceName(service: Pick<Service, 'name' | 'type'>): string {
  return isClaimsNetwork(service) ? 'The iTrans claims network' : OWN_KIND[service.type](service.name);
}

const OWN_VERB: Partial<Record<DisplayState, string>> = {
  offline: 'is down',
  warning: 'has issues',
  maintenance: 'is under scheduled maintenance',
  stale: 'has not been checked recently',
};

/** "Your internet provider, TELUS Business Internet, is down." Null when nothing is worth saying. */
export function ownServiceSentence(service: BoardService): string | null {
  const verb = OWN_VERB[displayState(service)];
  if (!verb) return null;
  const name = ownServiceName(service);
  return isClaimsNetwork(service) ? `${name} ${verb}.` : `${name}, ${verb}.`;
}

/** The browser tab: "(2 down) Clinic status", "(1 issue) Clinic status", or the plain title. */
export function tabTitle(services: readonly BoardService[], base: string): string {
  const states = services.map(displayState);
  const down = states.filter((s) => s === 'offline').length;
  const issues = states.filter((s) => s === 'warning').length;
  if (down > 0) return `(${down} down) ${base}`;
  if (issues > 0) return `(${issues} ${issues === 1 ? 'issue' : 'issues'}) ${base}`;
  return base;
}

/** What a closed section says about its services: the problems by name, or that all is well. */
export function sectionSummary(services: readonly BoardService[]): { state: DisplayState; text: string } {
  if (services.length === 0) return { state: 'online', text: 'Nothing listed' };
  const ordered = problemsFirst(services);
  const worst = displayState(ordered[0]!);
  const named = (state: DisplayState, word: string) => {
    const names = ordered.filter((s) => displayState(s) === state).map((s) => s.name);
    return names.length > 0 ? `${joinNames(names, 2)} ${word}` : null;
  };
  const parts = [
    named('offline', 'down'),
    named('warning', 'with issues'),
    named('maintenance', 'in maintenance'),
    named('stale', 'not checked recently'),
  ].filter((p): p is string => p !== null);
  if (parts.length > 0) return { state: worst, text: parts.join(' · ') };
  const automatic = services.filter(isCheckedAutomatically).length;
  if (automatic === services.length) return { state: worst, text: 'All online' };
  return { state: worst, text: automatic === 0 ? 'No problems reported · not monitored' : `No problems reported · ${automatic} of ${services.length} checked` };
}

export interface ClaimsNetworkView {
  status: ServiceStatus;
  /** Badge text when not simply online. */
  label: string | null;
  /** The sentence under the title. */
  note: string;
  /** True when the card shows iTrans Service's own state rather than the insurers'. */
  fromAggregate: boolean;
  /** What the card shows: its status, or 'unmonitored' when no problem is reported but not everything it sums up is checked. */
  state: DisplayState;
}

const RANK: Record<ServiceStatus, number> = { online: 0, warning: 1, offline: 2 };

/**
 * The Claims Network card (docs/product/board.md; ADR 14). It is derived from the
 * insurers, and that derivation and its texts stand while iTrans Service itself is fine. When the
 * aggregate's own status is worse (set by an admin, an incident or its check), the card shows that
 * and says so in plain words: an iTrans outage stops every electronic claim whatever the insurers do.
 */
export function claimsNetworkView(
  services: readonly BoardService[],
  derived: { status: ServiceStatus; label: string | null; note: string | null; total: number },
): ClaimsNetworkView {
  const aggregate = services.find(isClaimsNetwork);
  const ownState = aggregate ? displayState(aggregate) : 'online';
  if (aggregate && ownState === 'maintenance' && derived.status === 'online') {
    return {
      status: aggregate.status,
      label: 'Maintenance',
      note: 'iTrans claims network is under scheduled maintenance',
      fromAggregate: true,
      state: 'maintenance',
    };
  }
  if (aggregate && (ownState === 'offline' || ownState === 'warning') && RANK[ownState] >= RANK[derived.status]) {
    return ownState === 'offline'
      ? { status: 'offline', label: 'Claims Network Down', note: 'iTrans claims network is down', fromAggregate: true, state: 'offline' }
      : { status: 'warning', label: 'Claims Network Issues', note: 'iTrans claims network has issues', fromAggregate: true, state: 'warning' };
  }
  if (derived.status === 'online') {
    // Green is earned here too: "all online" only when every insurer (and the network itself) is checked and fine.
    const summed = services.filter((s) => s.type === 'insurance');
    const verified = summed.filter((s) => displayState(s) === 'online').length;
    if (derived.total === 0 || verified < summed.length) {
      const automatic = summed.filter(isCheckedAutomatically).length;
      const note = derived.total === 0 ? 'No insurance providers listed yet' : `No problems reported · ${automatic} of ${summed.length} checked automatically`;
      return { status: 'online', label: null, note, fromAggregate: false, state: 'unmonitored' };
    }
  }
  const note = derived.note ?? `All ${derived.total} insurance providers are online`;
  return { status: derived.status, label: derived.label, note, fromAggregate: false, state: derived.status };
}
