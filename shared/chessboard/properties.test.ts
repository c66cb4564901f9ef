// Property tests: any sequence of editor operations keeps the structure sound.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PriceChange, RowType } from '../enums.ts';
import { bboxArea, bboxIntersects, bboxUnionAll } from './bbox.ts';
import { buildSection } from './convert.ts';
import { buildCellIndex } from './grid-index.ts';
import { disableCells, restoreCells } from './ops/cell-state.ts';
import { deleteCols, deleteRows, restoreCols, restoreRows } from './ops/delete-lines.ts';
import { insertCols } from './ops/insert-cols.ts';
import { insertRows } from './ops/insert-rows.ts';
import { mergeCells } from './ops/merge-cells.ts';
import { mergeCols, mergeRows } from './ops/merge-lines.ts';
import { renameCol, updateRow } from './ops/rename.ts';
import { renumberFloors } from './ops/renumber.ts';
import { splitCells } from './ops/split-cells.ts';
import { splitCols, splitRows } from './ops/split-lines.ts';
import { changedPrice } from './price-change.ts';
import type { TOpResult } from './result.ts';
import { cellsInRect, isRectangle } from './selection.ts';
import { deepFreeze, drawShape } from './test-grid.ts';
import type { TBbox, TChessSection, TGridItem } from './types.ts';
import { validateStructure } from './validate.ts';

/** Checks the invariants by brute force, independently of validate.ts. */
function brokenInvariants(s: TChessSection): string[] {
  const out: string[] = [];
  if (s.rowsCount < 1 || s.rowsCount > 99 || s.colsCount < 1 || s.colsCount > 99) out.push('grid size');
  const tiles = (items: readonly TGridItem[], start: 0 | 1, count: number, across: TBbox) => {
    let at = 0;
    for (const { bbox } of items) {
      if (bbox[start] !== at || bbox[start + 2]! <= at) out.push(`line order at ${at}`);
      if (start === 0 && (bbox[1] !== across[1] || bbox[3] !== across[3])) out.push('row width');
      if (start === 1 && (bbox[0] !== across[0] || bbox[2] !== across[2])) out.push('col height');
      at = bbox[start + 2]!;
    }
    if (at !== count) out.push('lines short');
  };
  const whole: TBbox = [0, 0, s.rowsCount, s.colsCount];
  tiles(s.rows, 0, s.rowsCount, whole);
  tiles(s.cols, 1, s.colsCount, whole);
  const cover = Array.from({ length: s.rowsCount }, () => new Array<number>(s.colsCount).fill(0));
  let prev: TBbox | null = null;
  for (const { bbox } of s.cells) {
    if (bbox[0] < 0 || bbox[1] < 0 || bbox[2] > s.rowsCount || bbox[3] > s.colsCount || bboxArea(bbox) <= 0) {
      out.push(`cell outside ${bbox.join(',')}`);
      continue;
    }
    if (prev && (bbox[0] < prev[0] || (bbox[0] === prev[0] && bbox[1] <= prev[1]))) out.push('cell order');
    prev = bbox;
    for (let r = bbox[0]; r < bbox[2]; r++) for (let c = bbox[1]; c < bbox[3]; c++) cover[r]![c]!++;
  }
  if (cover.some((line) => line.some((n) => n !== 1))) out.push('cells do not tile the grid');
  const deleted = [...s.rows, ...s.cols].filter((line) => line.disabled);
  for (const cell of s.cells) {
    if (!cell.disabled && deleted.some((line) => bboxIntersects(line.bbox, cell.bbox)))
      out.push('live cell in deleted line');
  }
  if (s.rows.every((row) => row.disabled) || s.cols.every((col) => col.disabled))
    out.push('everything deleted');
  for (const items of [s.rows, s.cols, s.cells]) {
    if (new Set(items.map((item) => item.key)).size !== items.length) out.push('repeated key');
  }
  return out;
}

const OPS = [
  'mergeRect',
  'mergeAny',
  'split',
  'mergeRows',
  'splitRows',
  'mergeCols',
  'splitCols',
  'insertRows',
  'insertCols',
  'deleteRows',
  'deleteCols',
  'restoreRows',
  'restoreCols',
  'disable',
  'restore',
  'rowType',
  'renameCol',
  'renumber',
] as const;
type TOp = (typeof OPS)[number];

const arbStep = fc.record({
  op: fc.constantFrom(...OPS),
  a: fc.nat(1000),
  b: fc.nat(1000),
  c: fc.nat(1000),
  d: fc.nat(1000),
  flag: fc.boolean(),
});
type TStep = { op: TOp; a: number; b: number; c: number; d: number; flag: boolean };

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length]!;
const keysFrom = <T extends { key: string }>(items: readonly T[], from: number, n: number) =>
  Array.from({ length: 1 + (n % 3) }, (_, i) => items[(from + i) % items.length]!.key);

function apply(s: TChessSection, { op, a, b, c, d, flag }: TStep): TOpResult {
  const type = RowType.ids[b % RowType.ids.length]!;
  switch (op) {
    case 'mergeRect': {
      const r0 = a % s.rowsCount;
      const c0 = b % s.colsCount;
      const rect: TBbox = [
        r0,
        c0,
        Math.min(s.rowsCount, r0 + 1 + (c % 3)),
        Math.min(s.colsCount, c0 + 1 + (d % 3)),
      ];
      return mergeCells(
        s,
        cellsInRect(buildCellIndex(s), rect).map((cell) => cell.key),
      );
    }
    case 'mergeAny':
      return mergeCells(s, [pick(s.cells, a).key, pick(s.cells, b).key, pick(s.cells, c).key]);
    case 'split':
      return splitCells(s, [pick(s.cells, a).key]);
    case 'mergeRows':
      return mergeRows(s, keysFrom(s.rows, a, b + 1));
    case 'splitRows':
      return splitRows(s, [pick(s.rows, a).key]);
    case 'mergeCols':
      return mergeCols(s, keysFrom(s.cols, a, b + 1));
    case 'splitCols':
      return splitCols(s, [pick(s.cols, a).key]);
    case 'insertRows':
      return insertRows(s, {
        anchor: pick(s.rows, a).key,
        position: flag ? 'above' : 'below',
        type,
        count: 1 + (c % 2),
        names: [String(d), String(d + 1)],
      });
    case 'insertCols':
      return insertCols(s, {
        anchor: pick(s.cols, a).key,
        position: flag ? 'left' : 'right',
        count: 1 + (c % 2),
      });
    case 'deleteRows':
      return deleteRows(s, keysFrom(s.rows, a, b));
    case 'deleteCols':
      return deleteCols(s, keysFrom(s.cols, a, b));
    case 'restoreRows':
      return restoreRows(s, [pick(s.rows, a).key]);
    case 'restoreCols':
      return restoreCols(s, [pick(s.cols, a).key]);
    case 'disable':
      return disableCells(s, [pick(s.cells, a).key]);
    case 'restore':
      return restoreCells(s, [pick(s.cells, a).key]);
    case 'rowType':
      return updateRow(s, pick(s.rows, a).key, { type, name: flag ? String(c) : undefined });
    case 'renameCol':
      return renameCol(s, pick(s.cols, a).key, String(c));
    case 'renumber':
      return renumberFloors(s, 1 + (a % 3));
  }
}

const arbStart = fc.record({
  rowsCount: fc.integer({ min: 1, max: 6 }),
  colsCount: fc.integer({ min: 1, max: 6 }),
});

describe('[chessboard] properties', () => {
  it('any sequence of operations keeps the cells tiling the grid and rows and cols consistent', () => {
    const succeeded = new Map<TOp, number>();
    fc.assert(
      fc.property(arbStart, fc.array(arbStep, { minLength: 1, maxLength: 40 }), (size, steps) => {
        let section = deepFreeze(buildSection(size));
        for (const step of steps) {
          const before = section;
          const result = apply(section, step as TStep);
          if (!result.ok) continue;
          succeeded.set(step.op, (succeeded.get(step.op) ?? 0) + 1);
          section = deepFreeze(result.section);
          expect(before).not.toBe(section);
          expect(brokenInvariants(section), step.op).toEqual([]);
          expect(validateStructure(section), step.op).toEqual([]);
          const keys = new Set([...section.rows, ...section.cols, ...section.cells].map((item) => item.key));
          expect(
            result.keys.every((key) => keys.has(key)),
            step.op,
          ).toBe(true);
        }
      }),
      // A fixed seed: the check below that every operation succeeded somewhere must not depend on the day's luck.
      { numRuns: 300, seed: 20261125 },
    );
    // The sequences really exercise every operation, not only its refusals.
    expect(OPS.filter((op) => !succeeded.get(op))).toEqual([]);
  });

  it('merging a rectangle and splitting it back gives the unit grid; merging the pieces again gives the merge', () => {
    fc.assert(
      fc.property(arbStart, fc.nat(100), fc.nat(100), fc.nat(100), fc.nat(100), (size, a, b, c, d) => {
        const grid = buildSection(size);
        const r0 = a % size.rowsCount;
        const c0 = b % size.colsCount;
        const rect: TBbox = [
          r0,
          c0,
          r0 + 1 + (c % (size.rowsCount - r0)),
          c0 + 1 + (d % (size.colsCount - c0)),
        ];
        const keys = cellsInRect(buildCellIndex(grid), rect).map((cell) => cell.key);
        const merged = mergeCells(grid, keys);
        if (keys.length === 1) {
          expect(merged).toEqual({ ok: false, reason: 'single' });
          return;
        }
        if (!merged.ok) throw new Error(merged.reason);
        const split = splitCells(merged.section, merged.keys);
        if (!split.ok) throw new Error(split.reason);
        expect(drawShape(split.section)).toEqual(drawShape(grid));
        expect(split.keys[0]).toBe(keys[0]);
        expect(mergeCells(split.section, split.keys)).toEqual(merged);
      }),
    );
  });

  it('merging consecutive floors and splitting them back restores their numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.nat(100), fc.nat(100), (rowsCount, a, b) => {
        const grid = buildSection({ rowsCount, colsCount: 2 });
        const from = a % (rowsCount - 1);
        const keys = grid.rows.slice(from, from + 2 + (b % (rowsCount - from - 1))).map((row) => row.key);
        const merged = mergeRows(grid, keys);
        if (!merged.ok) throw new Error(merged.reason);
        const split = splitRows(merged.section, merged.keys);
        if (!split.ok) throw new Error(split.reason);
        const shape = (s: TChessSection) => s.rows.map((row) => [row.name, row.type, row.bbox]);
        expect(shape(split.section)).toEqual(shape(grid));
      }),
    );
  });

  it('the rectangle check agrees with a unit-by-unit count on any selection', () => {
    fc.assert(
      fc.property(
        arbStart,
        fc.array(arbStep, { maxLength: 15 }),
        fc.array(fc.nat(1000), { maxLength: 6 }),
        (size, steps, picks) => {
          let section = buildSection(size);
          for (const step of steps) {
            const result = apply(section, step as TStep);
            if (result.ok) section = result.section;
          }
          const chosen = [...new Set(picks.map((n) => pick(section.cells, n)))];
          const union = bboxUnionAll(chosen.map((cell) => cell.bbox));
          const expected =
            union !== null &&
            chosen.reduce((sum, cell) => sum + bboxArea(cell.bbox), 0) === bboxArea(union) &&
            chosen.every((cell) => bboxIntersects(cell.bbox, union));
          expect(isRectangle(chosen)).toBe(expected);
        },
      ),
    );
  });

  it('a per-м² change keeps the price equal to the price per м² times the area, in whole roubles', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 30_000 }).map((n) => n / 100),
        fc.integer({ min: 50_000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 40_000 }),
        fc.constantFrom(PriceChange.priceUp, PriceChange.priceDown),
        (area, squarePrice, value, type) => {
          const next = changedPrice({ area, price: null, squarePrice }, { type, value })!;
          expect(Number.isInteger(next.price)).toBe(true);
          expect(next.squarePrice).toBe(squarePrice + (type === PriceChange.priceUp ? value : -value));
          expect(next.price).toBe(Math.round(next.squarePrice! * area));
        },
      ),
    );
  });

  it('a percent change moves the price by that percent, rounded to the rouble', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 500_000_000 }),
        fc.integer({ min: 0, max: 9_999 }).map((n) => n / 100),
        fc.constantFrom(PriceChange.percentUp, PriceChange.percentDown),
        (price, value, type) => {
          const next = changedPrice({ area: null, price, squarePrice: null }, { type, value })!;
          const exact = price * (1 + (type === PriceChange.percentUp ? value : -value) / 100);
          expect(Number.isInteger(next.price)).toBe(true);
          expect(Math.abs(next.price - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
          expect(next.price).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
