// Client keys: saved items are keyed by their id, new ones by a counter the section itself carries in its keys.
import type { TChessSection } from './types.ts';

export type TItemKind = 'row' | 'col' | 'cell';

const NEW_PREFIX = 'new-';

/** The key of an item the server has saved. */
export const savedKey = (kind: TItemKind, id: number): string => `${kind}-${id}`;

export const isNewKey = (key: string): boolean => key.startsWith(NEW_PREFIX);

/**
 * Makes keys for new items, unique across the section's rows, cols and cells. The counter continues after the
 * highest `new-N` already present, so the same section and operation always give the same keys.
 */
export function keyMaker(section: Pick<TChessSection, 'rows' | 'cols' | 'cells'>): () => string {
  let max = 0;
  const scan = (items: readonly { readonly key: string }[]) => {
    for (const { key } of items) {
      if (!key.startsWith(NEW_PREFIX)) continue;
      const n = Number(key.slice(NEW_PREFIX.length));
      if (Number.isInteger(n) && n > max) max = n;
    }
  };
  scan(section.rows);
  scan(section.cols);
  scan(section.cells);
  return () => `${NEW_PREFIX}${++max}`;
}
