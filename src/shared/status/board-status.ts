import { isClaimsNetwork, SERVICE_TYPES, type Service, type ServiceStatus } from './services.ts';

/*
 * How the board reads the statuses the server decided (modules/status owns the decision; see
 * docs/decisions/0014-one-owner-for-status.md). Pure, shared by the dashboard, the status
 * summary and the tests, so every place that says "down" says it the same way.
 */

/** What a visitor sees on a card: the status, or why the status should not be taken at face value. */
export type DisplayState = ServiceStatus | 'maintenance' | 'stale';

export const DISPLAY_STATE_LABEL: Record<DisplayState, string> = {
  online: 'Online',
  warning: 'Issues',
  offline: 'Offline',
  maintenance: 'Maintenance',
  stale: 'Not checked recently',
};

/** Worst first: the order of cards inside a section and of names in the banner. */
const SEVERITY: Record<DisplayState, number> = { offline: 0, warning: 1, stale: 2, maintenance: 3, online: 4 };

export type BoardService = Pick<Service, 'id' | 'name' | 'type' | 'status'> & Partial<Pick<Service, 'source' | 'stale'>>;

export function displayState(service: BoardService): DisplayState {
  if (service.source === 'maintenance') return 'maintenance';
  if ((service.source === 'check' || service.source === 'vendor') && service.stale) return 'stale';
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

export type OverallState = 'operational' | 'degraded' | 'partial_outage' | 'major_outage' | 'maintenance';

/**
 * The one-word state of the whole board, first rule that applies:
 * 1. major_outage: the claims network (iTrans Service) is offline, or more than half of the
 *    services of one group (insurers without the aggregate, internet, VoIP) are offline;
 * 2. partial_outage: any service is offline;
 * 3. degraded: any service has issues;
 * 4. maintenance: nothing is wrong and a service is under scheduled maintenance;
 * 5. operational.
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
  if (states.some(({ state }) => state === 'maintenance')) return 'maintenance';
  return 'operational';
}

export const OVERALL_STATE_LABEL: Record<OverallState, string> = {
  operational: 'All systems operational',
  degraded: 'Some services have issues',
  partial_outage: 'Partial outage',
  major_outage: 'Major outage',
  maintenance: 'Scheduled maintenance',
};

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
  return {
    state: overallState(services),
    sentence: spoken === '' ? OVERALL_STATE_LABEL.operational : `${spoken}.`,
    parts,
    unchecked: ordered.filter((s) => displayState(s) === 'stale'),
  };
}

/**
 * The advice the banner leads with: that of the first service it names (the claims network,
 * then what is down, then what has issues) that carries any, the incident's pinned line first.
 */
export function leadingAdvice<T extends BoardService & Partial<Pick<Service, 'whatToDo' | 'guidance'>>>(
  summary: OverallSummary<T>,
): { service: T; text: string } | null {
  for (const part of summary.parts) {
    if (part.state === 'maintenance') continue;
    for (const service of part.services) {
      const text = service.whatToDo || service.guidance;
      if (text) return { service, text };
    }
  }
  return null;
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
  return { state: worst, text: parts.length > 0 ? parts.join(' · ') : 'All online' };
}

export interface ClaimsNetworkView {
  status: ServiceStatus;
  /** Badge text when not simply online. */
  label: string | null;
  /** The sentence under the title. */
  note: string;
  /** True when the card shows iTrans Service's own state rather than the insurers'. */
  fromAggregate: boolean;
}

const RANK: Record<ServiceStatus, number> = { online: 0, warning: 1, offline: 2 };

/**
 * The Claims Network card (DESIGN.md deviations; ADR 0014). SPEC.md section 4 derives it from the
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
    return { status: aggregate.status, label: 'Maintenance', note: 'iTrans claims network is under scheduled maintenance', fromAggregate: true };
  }
  if (aggregate && (ownState === 'offline' || ownState === 'warning') && RANK[ownState] >= RANK[derived.status]) {
    return ownState === 'offline'
      ? { status: 'offline', label: 'Claims Network Down', note: 'iTrans claims network is down', fromAggregate: true }
      : { status: 'warning', label: 'Claims Network Issues', note: 'iTrans claims network has issues', fromAggregate: true };
  }
  const note = derived.note ?? (derived.total > 0 ? `All ${derived.total} insurance providers are online` : 'No insurance providers listed yet');
  return { status: derived.status, label: derived.label, note, fromAggregate: false };
}
