import { boardCoverage, displayState, isCheckedAutomatically, overallState, problemsFirst } from '#shared/status/board-status.js';
import { BOARD_COMPLETE_LIMIT, BOARD_PROBLEMS_LIMIT, type BoardAnswer, type BoardSection, type BoardSummary } from '#shared/status/board.js';
import { isClaimsNetwork, isInSection, SERVICE_TYPES, systemOverview, type Service, type ServiceType } from '#shared/status/services.js';

/*
 * GET /api/board (docs/product/board.md, "Large boards"): what every open dashboard polls, made
 * once per snapshot from the whole list with the same shared functions the page uses, so that its
 * counts say exactly what the page would have counted from every service.
 */

export interface BoardLimits {
  /** Boards of at most this many services are sent whole. */
  complete: number;
  /** At most this many problem services in an incomplete answer. */
  problems: number;
}

export const BOARD_LIMITS: BoardLimits = { complete: BOARD_COMPLETE_LIMIT, problems: BOARD_PROBLEMS_LIMIT };

/** Display states the banner names or warns about: what an incomplete answer lists. */
const PROBLEM_STATES = new Set(['offline', 'warning', 'maintenance', 'stale']);

export function boardSummary(services: readonly Service[]): BoardSummary {
  const monitorOffline = services.some((s) => s.monitorOffline);
  const partCounts = { offline: 0, warning: 0, maintenance: 0, stale: 0 };
  for (const service of services) {
    if (isClaimsNetwork(service)) continue;
    const state = displayState(service);
    if (state === 'offline' || state === 'warning' || state === 'maintenance') partCounts[state] += 1;
    // As overallSummary(): while the monitor is offline no service is singled out as unchecked.
    else if (state === 'stale' && !monitorOffline) partCounts.stale += 1;
  }
  return { state: overallState(services), overview: systemOverview(services), coverage: boardCoverage(services), monitorOffline, partCounts };
}

/** One section's heading: how many services, by status, and the version its own answer carries as ETag. */
export function boardSection(type: ServiceType, services: readonly Service[], version: string): BoardSection {
  const counts = { online: 0, warning: 0, offline: 0 };
  const shown = { online: 0, warning: 0, offline: 0, maintenance: 0, stale: 0, unmonitored: 0 };
  let automatic = 0;
  for (const service of services) {
    counts[service.status] += 1;
    shown[displayState(service)] += 1;
    if (isCheckedAutomatically(service)) automatic += 1;
  }
  return { type, total: services.length, counts, shown, automatic, version };
}

/**
 * The answer for a board: whole when small; otherwise the claims network (the page always shows
 * its card) and then the services with something to say, worst first, capped.
 */
export function boardAnswer(services: readonly Service[], versions: Readonly<Record<ServiceType, string>>, limits: BoardLimits = BOARD_LIMITS): BoardAnswer {
  const sections = SERVICE_TYPES.map((type) =>
    boardSection(
      type,
      services.filter((s) => isInSection(s, type)),
      versions[type],
    ),
  );
  const summary = boardSummary(services);
  if (services.length <= limits.complete) return { complete: true, services: [...services], summary, sections };
  const problems = problemsFirst(services.filter((s) => !isClaimsNetwork(s) && PROBLEM_STATES.has(displayState(s))));
  return {
    complete: false,
    services: [...services.filter(isClaimsNetwork), ...problems.slice(0, limits.problems)],
    summary,
    sections,
  };
}
