/*
 * The arithmetic of a windowed card grid (large-service-list.tsx): which cards share a row, where
 * each row starts, and which rows a stretch of the page shows. Pure, so it is tested without a
 * browser; the component measures, this computes.
 */

/** Cards [start, end) of the list, side by side on one row of the grid. */
export interface CardRow {
  start: number;
  end: number;
}

/**
 * The rows CSS grid's auto-placement makes of `count` cards in `columns` columns, where a wide
 * card (one that spans the row) starts a row of its own and ends it: a row left short before it
 * stays short, as in the grid.
 */
export function layoutRows(count: number, columns: number, isWide: (index: number) => boolean): CardRow[] {
  const rows: CardRow[] = [];
  let start = 0;
  for (let index = 0; index < count; index++) {
    if (isWide(index)) {
      if (index > start) rows.push({ start, end: index });
      rows.push({ start: index, end: index + 1 });
      start = index + 1;
    } else if (index + 1 - start === columns) {
      rows.push({ start, end: index + 1 });
      start = index + 1;
    }
  }
  if (start < count) rows.push({ start, end: count });
  return rows;
}

/** The row holding card `index` (rows in order, as layoutRows gives them). */
export function rowOfCard(rows: readonly CardRow[], index: number): number {
  let low = 0;
  let high = rows.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (rows[middle]!.start <= index) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * Where each row starts, from the top of the grid: offsets[i] is row i's top, and offsets[n]
 * is the grid's height plus one gap. A row not measured yet takes `estimate(i)`.
 */
export function rowOffsets(rowCount: number, heightOf: (row: number) => number, gap: number): Float64Array {
  const offsets = new Float64Array(rowCount + 1);
  for (let row = 0; row < rowCount; row++) offsets[row + 1] = offsets[row]! + heightOf(row) + gap;
  return offsets;
}

/** The height the rows take, gaps between them included. */
export function gridHeight(offsets: Float64Array, gap: number): number {
  const rows = offsets.length - 1;
  return rows > 0 ? offsets[rows]! - gap : 0;
}

/** The rows any part of which lies within [top, bottom) (grid coordinates), as [first, last]; [0, -1] when none. */
export function rowsBetween(offsets: Float64Array, top: number, bottom: number): [number, number] {
  const rows = offsets.length - 1;
  if (rows === 0 || bottom <= 0) return [0, Math.min(0, rows - 1)];
  // The first row whose bottom edge (its next row's top) is below `top`.
  let low = 0;
  let high = rows - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (offsets[middle + 1]! > top) high = middle;
    else low = middle + 1;
  }
  const first = low;
  // The last row whose top is above `bottom`.
  high = rows - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (offsets[middle]! < bottom) low = middle;
    else high = middle - 1;
  }
  return [first, Math.max(first, low)];
}
