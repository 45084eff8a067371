import { problemsFirst } from '#shared/status/board-status.js';
import { SERVICE_TYPES, type Service, type ServiceType } from '#shared/status/services.js';
import { msg } from '#client/i18n/use-t.ts';

/** Each group's heading on the wall, looked up where shown: t(DISPLAY_GROUP_TITLE[type]). */
export const DISPLAY_GROUP_TITLE: Record<ServiceType, string> = {
  insurance: msg('display.group.insurance'),
  internet: msg('display.group.internet'),
  voip: msg('display.group.voip'),
};

export interface DisplayGroup {
  type: ServiceType;
  /** The heading's message id. */
  title: string;
  /** Problems first, then the server's order. */
  services: Service[];
  /** How many tile columns the group takes on the wall. */
  columns: number;
}

export interface DisplayLayout {
  groups: DisplayGroup[];
  /** Tile rows every group shares, so all tiles are the same height. */
  rows: number;
  /** Tile columns across the screen, the sum of the groups' columns. */
  columns: number;
}

/**
 * Lays every service out on one screen: one block per group (insurers, internet, VoIP), the
 * fewest tile rows with which the blocks fit in `maxColumns` columns, so tiles are as tall (and
 * their words as big) as the count allows. Nothing scrolls: more services make smaller tiles.
 */
export function displayLayout(services: readonly Service[], maxColumns = 4): DisplayLayout {
  const present = SERVICE_TYPES.map((type) => ({ type, services: problemsFirst(services.filter((s) => s.type === type)) })).filter(
    (group) => group.services.length > 0,
  );
  if (present.length === 0) return { groups: [], rows: 0, columns: 0 };
  // Each group needs a column of its own, so the wall is never narrower than its group count.
  const limit = Math.max(maxColumns, present.length);
  const largest = Math.max(...present.map((group) => group.services.length));
  let rows = 1;
  while (rows < largest && columnsFor(present, rows) > limit) rows++;
  const groups = present.map((group) => ({
    ...group,
    title: DISPLAY_GROUP_TITLE[group.type],
    columns: Math.ceil(group.services.length / rows),
  }));
  return { groups, rows, columns: groups.reduce((sum, group) => sum + group.columns, 0) };
}

function columnsFor(groups: readonly { services: readonly Service[] }[], rows: number): number {
  return groups.reduce((sum, group) => sum + Math.ceil(group.services.length / rows), 0);
}
