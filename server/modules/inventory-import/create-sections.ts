// New sections from an import, laid out by the editor's own insertSection (living floors named from the file's lowest
// floor up, risers 1…M), in a building of that name or a new one (unpublished,
// last). Grid places no unit of the file takes are disabled: a floor with fewer units shows gaps, not empty flats.
import { eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pavilions } from '../../db/schema/index.ts';
import { insertSection } from '../chess-editor/insert-section.ts';
import { squarePrice, type TNewSection } from './plan-import.ts';
import { writeKeys } from './write-units.ts';

/** Creates the sections (and their buildings); returns the ids of the units created, for price history. */
export async function createSections(
  tx: DbOrTx,
  objectId: number,
  list: readonly TNewSection[],
): Promise<number[]> {
  const created: number[] = [];
  const buildingIds = new Map<string, number>();
  for (const plan of list) {
    let pavilionId = plan.buildingId ?? buildingIds.get(plan.building);
    if (pavilionId === undefined) {
      const [last] = await tx
        .select({ sort: max(pavilions.sort) })
        .from(pavilions)
        .where(eq(pavilions.objectId, objectId));
      const [pavilion] = await tx
        .insert(pavilions)
        .values({ objectId, name: plan.building, published: false, sort: (last?.sort ?? -1) + 1 })
        .returning({ id: pavilions.id });
      pavilionId = pavilion!.id;
      buildingIds.set(plan.building, pavilionId);
    }
    const at = new Map(plan.units.map((p) => [`${p.row}:${p.col}`, p.unit]));
    const { units: inserted } = await insertSection(tx, {
      pavilionId,
      objectId,
      name: plan.section,
      rowsCount: plan.rowsCount,
      colsCount: plan.colsCount,
      firstFloor: plan.firstFloor,
      fill: (row, col) => {
        const unit = at.get(`${row}:${col}`);
        return unit
          ? {
              number: unit.number,
              area: unit.area,
              price: unit.price,
              squarePrice: squarePrice(unit),
              status: unit.status,
              cntApart: unit.rooms,
            }
          : null;
      },
    });
    const byNumber = new Map(plan.units.map((p) => [p.unit.number, p.unit]));
    const units = inserted.filter((c) => !c.disabled);
    created.push(...units.map((c) => c.id));
    await writeKeys(
      tx,
      units.map((c) => ({ cellId: c.id, unit: byNumber.get(c.number!)! })),
    );
  }
  return created;
}
