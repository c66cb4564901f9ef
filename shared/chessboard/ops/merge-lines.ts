import { bboxUnionAll } from '../bbox.ts';
import type { TAxis } from '../grid-index.ts';
import { done, refuse, type TOpResult } from '../result.ts';
import { isRectangle } from '../selection.ts';
import type { TChessSection, TGridItem } from '../types.ts';
import { pickByKeys, sortLines } from './common.ts';

type TMerged<T> =
  { items: T[]; survivor: string } | { reason: 'notFound' | 'single' | 'disabled' | 'notRectangle' };

function mergeLines<T extends TGridItem>(
  items: readonly T[],
  keys: readonly string[],
  axis: TAxis,
  pickSurvivor: (picked: T[]) => T,
): TMerged<T> {
  const picked = pickByKeys(items, keys);
  if (!picked) return { reason: 'notFound' };
  if (picked.length < 2) return { reason: 'single' };
  if (picked.some((item) => item.disabled)) return { reason: 'disabled' };
  if (!isRectangle(picked)) return { reason: 'notRectangle' };
  const survivor = pickSurvivor(picked);
  const bbox = bboxUnionAll(picked.map((item) => item.bbox))!;
  const gone = new Set(picked.map((item) => item.key));
  gone.delete(survivor.key);
  const merged = items
    .filter((item) => !gone.has(item.key))
    .map((item) => (item === survivor ? { ...item, bbox } : item));
  return { items: sortLines(merged, axis), survivor: survivor.key };
}

/**
 * Merges adjacent rows into one row header (a duplex, a two-storey commercial floor). Cells are not touched.
 * The bottom row survives with its key, id, type, name and plan: a merged floor is named by its lowest floor,
 * the way floors.ts derives a cell's floor from the bottom-most row it spans.
 */
export function mergeRows(section: TChessSection, keys: readonly string[]): TOpResult {
  const result = mergeLines(section.rows, keys, 'row', (picked) =>
    picked.reduce((low, row) => (row.bbox[2] > low.bbox[2] ? row : low)),
  );
  if ('reason' in result) return refuse(result.reason);
  return done({ ...section, rows: result.items }, [result.survivor]);
}

/** Merges adjacent columns into one riser header; the leftmost survives. Cells are not touched. */
export function mergeCols(section: TChessSection, keys: readonly string[]): TOpResult {
  const result = mergeLines(section.cols, keys, 'col', (picked) =>
    picked.reduce((left, col) => (col.bbox[1] < left.bbox[1] ? col : left)),
  );
  if ('reason' in result) return refuse(result.reason);
  return done({ ...section, cols: result.items }, [result.survivor]);
}
