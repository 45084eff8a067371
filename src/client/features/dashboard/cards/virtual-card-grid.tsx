import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type FocusEvent } from 'react';
import type { Service } from '#shared/status/services.js';
import { ServiceCard, serviceCardId, takesWholeRow } from './service-card.tsx';
import { useGridColumns } from './use-grid-columns.ts';
import { gridHeight, layoutRows, rowOfCard, rowOffsets, rowsBetween, type CardRow } from './virtual-rows.ts';

export interface VirtualCardGridProps {
  services: Service[];
  onSelect: (service: Service) => void;
  now: Date;
  /** The id of a card to scroll to and focus (the banner's links), or null. */
  reveal: string | null;
  onRevealed: () => void;
  /** The section's title: the list (and its filter) are named after it. */
  label: string;
}

const NONE_MEASURED: ReadonlyMap<number, number> = new Map();

/** The grid's gap (gap-3), in pixels. */
const GAP = 12;
/** Rows drawn beyond the screen's edges, so a quick scroll shows cards, not blanks (each card costs a little to draw). */
const OVERSCAN_PX = 600;
/** Heights of rows not measured yet: a card, and a card with advice that takes the row. */
const ESTIMATE = { row: 128, wide: 260 };
/** Rows drawn while the window's rows are not known (a filter just shortened the list). */
const FIRST_ROWS = 4;

/**
 * A grid of thousands of cards that puts in the page only the rows near the screen: the rows
 * above and below are padding of their measured (or estimated) height, so the page scrolls as if
 * every card were there. The window's own scroll drives it; the grid keeps the section's columns.
 * The list stays a list: each card says where it stands (aria-posinset of aria-setsize), and a
 * focused card scrolled out of view stays in the page (placed where its row is) so focus is never lost.
 */
export function VirtualCardGrid({ services, onSelect, now, reveal, onRevealed, label }: VirtualCardGridProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const columns = useGridColumns();
  const rows = useMemo(() => layoutRows(services.length, columns, (index) => takesWholeRow(services[index]!)), [services, columns]);
  // Measured heights by row, for one layout; a new layout (filter, width) is measured again.
  const [heights, setHeights] = useState<{ rows: CardRow[]; byRow: ReadonlyMap<number, number> }>(() => ({ rows, byRow: new Map() }));
  const measured = heights.rows === rows ? heights.byRow : NONE_MEASURED;
  const offsets = useMemo(() => {
    const typical = averageHeight(measured, rows, services) ?? ESTIMATE.row;
    const estimate = (row: number) => (isWideRow(rows[row]!, services) ? ESTIMATE.wide : typical);
    return rowOffsets(rows.length, (row) => measured.get(row) ?? estimate(row), GAP);
  }, [rows, measured, services]);
  // No card in the first draw: the layout effect finds where the grid is on screen and draws the
  // rows there before the browser paints, so an opened section draws only what it shows.
  const [range, setRange] = useState<[number, number]>([0, -1]);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const indexById = useMemo(() => new Map(services.map((service, index) => [service.id, index])), [services]);

  const rangeInView = useCallback((): [number, number] => {
    const list = listRef.current;
    if (!list) return [0, -1];
    const top = -list.getBoundingClientRect().top;
    return rowsBetween(offsets, top - OVERSCAN_PX, top + window.innerHeight + OVERSCAN_PX);
  }, [offsets]);

  const update = useCallback(() => {
    const next = rangeInView();
    setRange((previous) => (previous[0] === next[0] && previous[1] === next[1] ? previous : next));
  }, [rangeInView]);

  // The rows in view follow the window's scroll and size, and the heights as they are measured.
  useLayoutEffect(() => {
    const follow = () => update();
    follow();
  }, [update]);
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame === 0)
        frame = requestAnimationFrame(() => {
          frame = 0;
          update();
        });
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [update]);

  // After each draw, and whenever a card grows or shrinks (its explanation shown, a font loaded):
  // the height of every row in the page (its cards stretch to the row's height).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const found = new Map<number, number>();
      for (const child of list.children) {
        const item = child as HTMLElement;
        // A focused card kept out of its window is placed, not stretched: its height is not its row's.
        if (item.style.position === 'absolute') continue;
        const index = Number(item.getAttribute('aria-posinset')) - 1;
        const height = item.getBoundingClientRect().height;
        if (!(index >= 0) || height <= 0) continue;
        const row = rowOfCard(rows, index);
        if (rows[row]!.start === index) found.set(row, height);
      }
      setHeights((previous) => {
        const known = previous.rows === rows ? previous.byRow : NONE_MEASURED;
        const changed = [...found].filter(([row, height]) => Math.abs((known.get(row) ?? 0) - height) > 0.5);
        return changed.length === 0 && previous.rows === rows ? previous : { rows, byRow: new Map([...known, ...changed]) };
      });
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  });

  // A banner link asks for a card: scroll its row into view, draw it, then focus it.
  useEffect(() => {
    if (reveal === null) return;
    const index = indexById.get(reveal);
    const list = listRef.current;
    if (index === undefined || !list) return;
    const row = rowOfCard(rows, index);
    window.scrollTo({ top: list.getBoundingClientRect().top + window.scrollY + offsets[row]! - window.innerHeight / 3 });
    setTarget(index);
    setRange(rangeInView());
    // Only a new request moves the page; later measures must not scroll it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reveal, indexById]);
  useLayoutEffect(() => {
    if (target === null) return;
    const card = document.getElementById(serviceCardId(services[target]?.id ?? ''));
    if (!card) return;
    const focusTarget = () => {
      card.focus({ preventScroll: true });
      card.scrollIntoView?.({ block: 'center' });
      // Kept in the page from now on like any focused card, whatever the window does next.
      setFocusedId(services[target]!.id);
      setTarget(null);
      onRevealed();
    };
    focusTarget();
  }, [target, services, onRevealed]);

  const [first, last] = range[1] < rows.length ? range : [0, Math.min(rows.length, FIRST_ROWS) - 1];
  const drawnRows = last - first + 1;
  const rowShown = (row: number) => row >= first && row <= last;
  const targetRow = target === null ? null : rowOfCard(rows, target);
  const from = rows.length === 0 ? 0 : targetRow !== null && !rowShown(targetRow) ? targetRow : first;
  const to = rows.length === 0 ? -1 : targetRow !== null && !rowShown(targetRow) ? targetRow : last;
  const focusedIndex = focusedId === null ? undefined : indexById.get(focusedId);
  const focusedRow = focusedIndex === undefined ? null : rowOfCard(rows, focusedIndex);
  const pinned = focusedIndex !== undefined && focusedRow !== null && (focusedRow < from || focusedRow > to) ? focusedIndex : null;
  const start = rows[from]?.start ?? 0;
  const end = rows[to]?.end ?? 0;
  const height = gridHeight(offsets, GAP);
  const position = (index: number) => ({ index, count: services.length });

  const pinnedCard = (index: number) => {
    const row = rowOfCard(rows, index);
    return (
      <ServiceCard
        key={services[index]!.id}
        service={services[index]!}
        onSelect={onSelect}
        now={now}
        position={position(index)}
        style={pinnedStyle(rows[row]!, index, offsets[row]!, columns, services)}
      />
    );
  };

  return (
    <ul
      ref={listRef}
      aria-label={label}
      onFocus={(event: FocusEvent<HTMLUListElement>) => {
        const item = (event.target as HTMLElement).closest('li[aria-posinset]');
        const index = Number(item?.getAttribute('aria-posinset')) - 1;
        setFocusedId(services[index]?.id ?? null);
      }}
      onBlur={(event: FocusEvent<HTMLUListElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedId(null);
      }}
      className="relative grid gap-3"
      style={{
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        paddingTop: offsets[from] ?? 0,
        paddingBottom: drawnRows > 0 || targetRow !== null ? Math.max(0, height - (offsets[to + 1] ?? 0) + GAP) : height,
      }}
    >
      {/* One keyed array: a card that leaves the window for the pinned place stays the same element, focus and all. */}
      {[
        ...(pinned !== null && focusedRow! < from ? [pinnedCard(pinned)] : []),
        ...services
          .slice(start, end)
          .map((service, offset) => <ServiceCard key={service.id} service={service} onSelect={onSelect} now={now} position={position(start + offset)} />),
        ...(pinned !== null && focusedRow! > to ? [pinnedCard(pinned)] : []),
      ]}
    </ul>
  );
}

function isWideRow(row: CardRow, services: Service[]): boolean {
  return row.end - row.start === 1 && takesWholeRow(services[row.start]!);
}

/** The usual height of a row of cards, from those measured (rows with advice left out: they are taller). */
function averageHeight(measured: ReadonlyMap<number, number>, rows: CardRow[], services: Service[]): number | null {
  let sum = 0;
  let count = 0;
  for (const [row, height] of measured) {
    if (rows[row] && !isWideRow(rows[row], services)) {
      sum += height;
      count++;
    }
  }
  return count > 0 ? sum / count : null;
}

/** Where a focused card kept out of its window stands: at its row's top, in its column. */
function pinnedStyle(row: CardRow, index: number, top: number, columns: number, services: Service[]): CSSProperties {
  if (isWideRow(row, services)) return { position: 'absolute', top, left: 0, right: 0 };
  const column = index - row.start;
  const width = `((100% - ${(columns - 1) * GAP}px) / ${columns})`;
  return { position: 'absolute', top, width: `calc${width}`, left: `calc(${column} * (${width} + ${GAP}px))` };
}
