// New sections from an import, laid out as the chessboard editor lays a new section (shared buildSection: living
// floors named from the file's lowest floor up, risers 1…M), in a building of that name or a new one (unpublished,
// last). Grid places no unit of the file takes are disabled: a floor with fewer units shows gaps, not empty flats.
import { eq, max } from 'drizzle-orm';
import { buildSection } from '#shared/chessboard/convert.ts';
import { floorsOf } from '#shared/chessboard/floors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cells, cols, pavilions, rows, sections } from '../../db/schema/index.ts';
import { inBatches } from '../chess-editor/grid-writes.ts';
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
    const [last] = await tx
      .select({ sort: max(sections.sort) })
      .from(sections)
      .where(eq(sections.pavilionId, pavilionId));
    const [section] = await tx
      .insert(sections)
      .values({
        pavilionId,
        objectId,
        name: plan.section,
        published: false,
        sort: (last?.sort ?? -1) + 1,
        rowsCount: plan.rowsCount,
        colsCount: plan.colsCount,
      })
      .returning({ id: sections.id });
    const sectionId = section!.id;
    const grid = buildSection({
      rowsCount: plan.rowsCount,
      colsCount: plan.colsCount,
      firstFloor: plan.firstFloor,
    });
    await tx
      .insert(rows)
      .values(grid.rows.map((r) => ({ sectionId, name: r.name, type: r.type, bbox: [...r.bbox] })));
    await tx.insert(cols).values(grid.cols.map((c) => ({ sectionId, name: c.name, bbox: [...c.bbox] })));
    const floors = floorsOf(grid);
    const at = new Map(plan.units.map((p) => [`${p.row}:${p.col}`, p.unit]));
    const values = grid.cells.map((c, i) => {
      const unit = at.get(`${c.bbox[0]}:${c.bbox[1]}`);
      return {
        sectionId,
        pavilionId,
        objectId,
        bbox: [...c.bbox],
        floor: floors[i] ?? null,
        disabled: !unit,
        ...(unit && {
          number: unit.number,
          area: unit.area,
          price: unit.price,
          squarePrice: squarePrice(unit),
          status: unit.status,
          cntApart: unit.rooms,
        }),
      };
    });
    const inserted: { id: number; number: string | null; disabled: boolean }[] = [];
    await inBatches(values, async (batch) => {
      inserted.push(
        ...(await tx
          .insert(cells)
          .values(batch)
          .returning({ id: cells.id, number: cells.number, disabled: cells.disabled })),
      );
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
