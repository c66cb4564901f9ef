// Test fixtures: sections drawn as text. Each letter is one cell (its key); lowercase means deleted.
import { RowType } from '../enums.ts';
import { buildCellIndex } from './grid-index.ts';
import type { TBbox, TChessCell, TChessCol, TChessRow, TChessSection } from './types.ts';

/**
 * gridFrom(['AAB',
 *           'AAC']) — cell A is merged over 2×2. Rows r0… (live floors numbered from 1 at the bottom), cols c0….
 */
export function gridFrom(art: readonly string[]): TChessSection {
  const rowsCount = art.length;
  const colsCount = art[0]!.length;
  const boxes = new Map<string, [number, number, number, number]>();
  art.forEach((line, r) => {
    if (line.length !== colsCount) throw new Error(`row ${r} is not ${colsCount} wide`);
    [...line].forEach((ch, c) => {
      const b = boxes.get(ch);
      if (!b) boxes.set(ch, [r, c, r + 1, c + 1]);
      else
        boxes.set(ch, [Math.min(b[0], r), Math.min(b[1], c), Math.max(b[2], r + 1), Math.max(b[3], c + 1)]);
    });
  });
  const cells: TChessCell[] = [...boxes].map(([key, bbox]) => ({
    key,
    bbox,
    disabled: key !== key.toUpperCase(),
    data: null,
  }));
  cells.sort((a, b) => a.bbox[0] - b.bbox[0] || a.bbox[1] - b.bbox[1]);
  const rows: TChessRow[] = art.map((_, r) => ({
    key: `r${r}`,
    bbox: [r, 0, r + 1, colsCount],
    disabled: false,
    type: RowType.live,
    name: String(rowsCount - r),
    plan: null,
  }));
  const cols: TChessCol[] = [...art[0]!].map((_, c) => ({
    key: `c${c}`,
    bbox: [0, c, rowsCount, c + 1],
    disabled: false,
    name: String(c + 1),
  }));
  return { rowsCount, colsCount, rows, cols, cells };
}

/** The section drawn back: one character per unit, the cell's key if it is one character, else '?'. */
export function drawKeys(section: TChessSection): string[] {
  const index = buildCellIndex(section);
  return Array.from({ length: section.rowsCount }, (_, r) =>
    Array.from({ length: section.colsCount }, (_, c) => {
      const key = index.at(r, c)?.key ?? ' ';
      return key.length === 1 ? key : '?';
    }).join(''),
  );
}

/** The tiling alone: cells lettered A, B… in reading order, lowercase when deleted. */
export function drawShape(section: TChessSection): string[] {
  const index = buildCellIndex(section);
  const letters = new Map<TChessCell, string>();
  return Array.from({ length: section.rowsCount }, (_, r) =>
    Array.from({ length: section.colsCount }, (_, c) => {
      const cell = index.at(r, c);
      if (!cell) return ' ';
      if (!letters.has(cell)) letters.set(cell, String.fromCharCode(65 + (letters.size % 26)));
      const letter = letters.get(cell)!;
      return cell.disabled ? letter.toLowerCase() : letter;
    }).join(''),
  );
}

export const bboxOf = (section: TChessSection, key: string): TBbox | undefined =>
  [...section.rows, ...section.cols, ...section.cells].find((item) => item.key === key)?.bbox;

/** Freezes a section deeply, so an operation that mutates its input throws. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
