import { bboxUnionAll } from '../bbox.ts';
import { done, refuse, type TOpResult } from '../result.ts';
import { isRectangle } from '../selection.ts';
import type { TChessSection } from '../types.ts';
import { pickByKeys } from './common.ts';

/**
 * Merges cells that exactly fill a rectangle into one. The top-left cell survives (its key, id and data) and
 * grows to the rectangle; the others leave the section (the server deletes them on save).
 */
export function mergeCells(section: TChessSection, keys: readonly string[]): TOpResult {
  const picked = pickByKeys(section.cells, keys);
  if (!picked) return refuse('notFound');
  if (picked.length < 2) return refuse('single');
  if (picked.some((cell) => cell.disabled)) return refuse('disabled');
  if (!isRectangle(picked)) return refuse('notRectangle');
  const union = bboxUnionAll(picked.map((cell) => cell.bbox))!;
  const survivor = picked.find((cell) => cell.bbox[0] === union[0] && cell.bbox[1] === union[1])!;
  const gone = new Set(picked.map((cell) => cell.key));
  gone.delete(survivor.key);
  // The survivor keeps its place: it starts where the rectangle starts, before every cell that left.
  const cells = section.cells
    .filter((cell) => !gone.has(cell.key))
    .map((cell) => (cell === survivor ? { ...cell, bbox: union } : cell));
  return done({ ...section, cells }, [survivor.key]);
}
