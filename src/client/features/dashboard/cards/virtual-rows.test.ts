import { describe, expect, it } from 'vitest';
import { gridHeight, layoutRows, rowOfCard, rowOffsets, rowsBetween } from './virtual-rows.ts';

describe('the rows of a windowed card grid', () => {
  it('fills rows of `columns` cards, and gives a wide card a row of its own, leaving the row before it short', () => {
    expect(layoutRows(7, 3, () => false)).toEqual([
      { start: 0, end: 3 },
      { start: 3, end: 6 },
      { start: 6, end: 7 },
    ]);
    expect(layoutRows(6, 4, (i) => i === 0 || i === 2)).toEqual([
      { start: 0, end: 1 },
      { start: 1, end: 2 },
      { start: 2, end: 3 },
      { start: 3, end: 6 },
    ]);
    expect(layoutRows(0, 4, () => false)).toEqual([]);
  });

  it('finds the row of a card', () => {
    const rows = layoutRows(10, 4, (i) => i === 5);
    expect(rows.map((row) => [row.start, row.end])).toEqual([
      [0, 4],
      [4, 5],
      [5, 6],
      [6, 10],
    ]);
    expect([0, 3, 4, 5, 6, 9].map((index) => rowOfCard(rows, index))).toEqual([0, 0, 1, 2, 3, 3]);
  });

  it('places rows one under another with the gap, and finds the rows a stretch of the page shows', () => {
    const offsets = rowOffsets(5, (row) => (row === 2 ? 200 : 100), 10);
    expect([...offsets]).toEqual([0, 110, 220, 430, 540, 650]);
    expect(gridHeight(offsets, 10)).toBe(640);
    expect(rowsBetween(offsets, 0, 50)).toEqual([0, 0]);
    expect(rowsBetween(offsets, 105, 225)).toEqual([0, 2]);
    expect(rowsBetween(offsets, 300, 10_000)).toEqual([2, 4]);
    // Above the grid: its first row; below it: its last row.
    expect(rowsBetween(offsets, -500, -100)).toEqual([0, 0]);
    expect(rowsBetween(offsets, 5_000, 6_000)).toEqual([4, 4]);
    expect(
      rowsBetween(
        rowOffsets(0, () => 100, 10),
        0,
        100,
      ),
    ).toEqual([0, -1]);
  });
});
