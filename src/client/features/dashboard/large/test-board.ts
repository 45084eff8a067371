import { boardCoverage, displayState, isCheckedAutomatically, overallState, problemsFirst, type DisplayState } from '#shared/status/board-status.js';
import { BOARD_PROBLEMS_LIMIT, type BoardAnswer, type BoardSection } from '#shared/status/board.js';
import { insuranceProviders, isClaimsNetwork, SERVICE_TYPES, systemOverview, type Service, type ServiceType } from '#shared/status/services.js';

/*
 * Tests' boards: the answer GET /api/board gives for a list of services, built from the shared
 * functions as the server builds it (modules/status), so a widget test can feed the page either way.
 */

const ofType = (services: readonly Service[], type: ServiceType) =>
  type === 'insurance' ? insuranceProviders(services) : services.filter((s) => s.type === type);

function sectionOfList(services: readonly Service[], type: ServiceType): BoardSection {
  const members = ofType(services, type);
  const shown: Record<DisplayState, number> = { online: 0, warning: 0, offline: 0, maintenance: 0, stale: 0, unmonitored: 0 };
  for (const service of members) shown[displayState(service)]++;
  return {
    type,
    total: members.length,
    counts: {
      online: members.filter((s) => s.status === 'online').length,
      warning: members.filter((s) => s.status === 'warning').length,
      offline: members.filter((s) => s.status === 'offline').length,
    },
    version: `${type}-${members.length}`,
    shown,
    automatic: members.filter(isCheckedAutomatically).length,
  };
}

/** The large board's answer for `services` (not `complete`): the claims network and the problems, worst first. */
export function largeBoardAnswer(services: readonly Service[], problemsLimit = BOARD_PROBLEMS_LIMIT): BoardAnswer {
  const monitorOffline = services.some((s) => s.monitorOffline);
  const others = services.filter((s) => !isClaimsNetwork(s));
  const count = (state: DisplayState) => others.filter((s) => displayState(s) === state).length;
  const problems = problemsFirst(others.filter((s) => displayState(s) !== 'online' && displayState(s) !== 'unmonitored')).slice(0, problemsLimit);
  return {
    complete: false,
    services: [...services.filter(isClaimsNetwork), ...problems],
    summary: {
      state: overallState(services),
      overview: systemOverview(services),
      coverage: boardCoverage(services),
      monitorOffline,
      partCounts: { offline: count('offline'), warning: count('warning'), maintenance: count('maintenance'), stale: monitorOffline ? 0 : count('stale') },
    },
    sections: SERVICE_TYPES.map((type) => sectionOfList(services, type)),
  };
}

/** A service checked a minute before `now`, online unless told. */
export function checkedService(id: string, name: string, type: ServiceType, now: Date, extra: Partial<Service> = {}): Service {
  return {
    id,
    name,
    type,
    status: 'online',
    location: null,
    source: 'check',
    monitored: true,
    lastChecked: new Date(now.getTime() - 60_000).toISOString(),
    ...extra,
  };
}
