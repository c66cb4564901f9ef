// What splitting rows, columns and cells shares: the picked items that span more than one unit are cut into pieces.
import { keyMaker } from '../keys.ts';
import { refuse } from '../result.ts';
import type { TChessSection, TGridItem } from '../types.ts';
import { pickByKeys } from './common.ts';

/**
 * The items in their order, each picked one that spans more than one unit replaced by the pieces `cut` makes of it
 * (new pieces take keys from `nextKey`), and the keys of all pieces; refused for an unknown key, an empty pick or a
 * pick with nothing to split.
 */
export function splitPicked<T extends TGridItem>(
  section: TChessSection,
  items: readonly T[],
  keys: readonly string[],
  spansMore: (item: T) => boolean,
  cut: (item: T, nextKey: () => string) => T[],
) {
  const picked = pickByKeys(items, keys);
  if (!picked) return refuse('notFound');
  if (picked.length === 0) return refuse('empty');
  const merged = new Set(picked.filter(spansMore));
  if (merged.size === 0) return refuse('notMerged');
  const nextKey = keyMaker(section);
  const result: T[] = [];
  const pieces: string[] = [];
  for (const item of items) {
    if (!merged.has(item)) {
      result.push(item);
      continue;
    }
    for (const piece of cut(item, nextKey)) {
      result.push(piece);
      pieces.push(piece.key);
    }
  }
  return { ok: true as const, items: result, pieces };
}
