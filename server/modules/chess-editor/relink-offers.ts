// Resale offers placed on a unit that a structure save removes (merged into a neighbour) follow the unit that now
// covers the same place; where nothing does, they keep everything but the link (the foreign key sets it to null).
import { eq, inArray, sql } from 'drizzle-orm';
import { buildCellIndex } from '#shared/chessboard/grid-index.ts';
import type { TBbox } from '#shared/chessboard/types.ts';
import type { DbOrTx } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';

type TLine = { id: number; bbox: readonly number[] };

/** Where an old grid line lands in the new structure: the same row (col) by id, at the same offset inside it. */
function lineMap(before: readonly TLine[], after: readonly TLine[], start: 0 | 1, end: 2 | 3) {
  const next = new Map(after.map((line) => [line.id, line.bbox]));
  return (line: number): number | null => {
    const old = before.find((l) => l.bbox[start]! <= line && line < l.bbox[end]!);
    const now = old && next.get(old.id);
    if (!old || !now) return null;
    const offset = line - old.bbox[start]!;
    return offset < now[end]! - now[start]! ? now[start]! + offset : null;
  };
}

export async function relinkOffers(
  tx: DbOrTx,
  removed: readonly { id: number; bbox: readonly number[] }[],
  grid: {
    before: { rows: readonly TLine[]; cols: readonly TLine[] };
    after: {
      rowsCount: number;
      colsCount: number;
      rows: readonly TLine[];
      cols: readonly TLine[];
      cells: readonly { id: number; bbox: TBbox }[];
    };
  },
): Promise<void> {
  if (removed.length === 0) return;
  const linked = await tx
    .select({ id: offers.id, cellId: offers.cellId })
    .from(offers)
    .where(
      inArray(
        offers.cellId,
        removed.map((c) => c.id),
      ),
    );
  if (linked.length === 0) return;
  const rowAt = lineMap(grid.before.rows, grid.after.rows, 0, 2);
  const colAt = lineMap(grid.before.cols, grid.after.cols, 1, 3);
  const index = buildCellIndex(grid.after);
  const target = new Map<number, number>();
  for (const cell of removed) {
    const r = rowAt(cell.bbox[0]!);
    const c = colAt(cell.bbox[1]!);
    const covering = r === null || c === null ? undefined : index.at(r, c);
    if (covering) target.set(cell.id, covering.id);
  }
  for (const offer of linked) {
    const cellId = target.get(offer.cellId!);
    if (cellId !== undefined) {
      await tx
        .update(offers)
        .set({ cellId, updatedAt: sql`now()` })
        .where(eq(offers.id, offer.id));
    }
  }
}
