// The demo's flats on sale: units with a layout (no parking places or shops), on sale, in a public section of a
// published complex; each demo part narrows them (one builder, untouched ones, with a price) and orders them.
import { and, asc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { CellStatus } from '#shared/enums.ts';
import type { DbOrTx } from '../client.ts';
import { cells, objects, pavilions, sections } from '../schema/index.ts';
import { isPublicUnit } from '../../modules/cards/unit-cards.ts';

export function flatsOnSale(
  tx: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[] = [asc(cells.objectId), asc(cells.id)],
) {
  return tx
    .select({ id: cells.id, objectId: cells.objectId, sectionId: cells.sectionId, price: cells.price })
    .from(cells)
    .innerJoin(sections, eq(sections.id, cells.sectionId))
    .innerJoin(pavilions, eq(pavilions.id, cells.pavilionId))
    .innerJoin(objects, eq(objects.id, cells.objectId))
    .where(and(isPublicUnit(), eq(cells.status, CellStatus.sale), isNotNull(cells.cntApart), where))
    .orderBy(...orderBy);
}
