// The type of the floor each unit stands on, for the units' nouns (shared/unit-kind.ts: a unit without a layout is
// named by its floor), read for a whole page at once by the bookings' and the commissions' presenters.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TRowType } from '#shared/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cells, rows } from '../../db/schema/index.ts';

/** Units that no longer exist, or stand on no typed floor, are left out. */
export async function floorTypesOf(db: DbOrTx, cellIds: readonly number[]): Promise<Map<number, TRowType>> {
  const ids = [...new Set(cellIds)];
  if (ids.length === 0) return new Map();
  // A cell stands on the row that covers its bottom line (shared/chessboard/floors.ts); bbox is [top, left, bottom, right).
  const found = await db
    .select({ id: cells.id, rowType: rows.type })
    .from(cells)
    .leftJoin(
      rows,
      and(
        eq(rows.sectionId, cells.sectionId),
        sql`${rows.bbox}[1] <= ${cells.bbox}[3] - 1`,
        sql`${rows.bbox}[3] > ${cells.bbox}[3] - 1`,
      ),
    )
    .where(inArray(cells.id, ids));
  return new Map(found.flatMap((c) => (c.rowType != null ? [[c.id, c.rowType] as const] : [])));
}
