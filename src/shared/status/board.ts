import type { BoardCoverage, DisplayState, OverallState } from './board-status.ts';
import type { Service, ServiceStatus, ServiceType, SystemOverview } from './services.ts';

/**
 * GET /api/board: what the dashboard polls every 30 s instead of the whole list, so that its size
 * does not grow with the board (docs/product/board.md, "Large boards"). A board of at most
 * BOARD_COMPLETE_LIMIT services is sent whole (`complete`), and the page works as it always did;
 * a larger one sends its counts, its problems and the claims network, and each section's
 * services are read when that section is opened (GET /api/board/sections/:type).
 */
export interface BoardAnswer {
  /** `services` holds every service on the board: the page needs nothing else. */
  complete: boolean;
  /**
   * Complete: every service, in board order. Otherwise: the claims network, then the services
   * with something to say (down, issues, maintenance, not checked recently), worst first, at most
   * BOARD_PROBLEMS_LIMIT of them; `summary.partCounts` says how many there are in all.
   */
  services: Service[];
  /** Over the whole board, whatever `services` holds. */
  summary: BoardSummary;
  /** The three sections, in SERVICE_TYPES order. */
  sections: BoardSection[];
}

export interface BoardSummary {
  /** overallState() of the whole board. */
  state: OverallState;
  /** The System Overview counters of the whole board (systemOverview()). */
  overview: SystemOverview;
  /** boardCoverage() of the whole board. */
  coverage: BoardCoverage;
  monitorOffline: boolean;
  /**
   * How many services of the whole board each banner part has (the claims network not counted
   * here: it is always in `services`), and how many are not checked recently.
   */
  partCounts: { offline: number; warning: number; maintenance: number; stale: number };
}

export interface BoardSection {
  type: ServiceType;
  /** Services in the section (the insurance section without the claims network, as on the page). */
  total: number;
  counts: Record<ServiceStatus, number>;
  /** How many services of the section show each display state (displayState()). */
  shown: Record<DisplayState, number>;
  /** How many of them are checked automatically (isCheckedAutomatically()). */
  automatic: number;
  /** Changes whenever any service of the section does: the ETag of GET /api/board/sections/:type. */
  version: string;
}

/** Boards of at most this many services are sent whole in GET /api/board. */
export const BOARD_COMPLETE_LIMIT = 300;
/** At most this many problem services in an incomplete board answer. */
export const BOARD_PROBLEMS_LIMIT = 100;
/** At most this many ids in one GET /api/board/services?ids= (a clinic's own services). */
export const BOARD_IDS_LIMIT = 100;
