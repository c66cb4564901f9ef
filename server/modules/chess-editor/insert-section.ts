// A new section with its whole grid, the one way the editor and the import create one: last in its building,
// unpublished, living floors named up from `firstFloor` (1), risers 1…M, a unit per grid place. `fill` gives a place
// its unit's figures, or null to leave the place empty and disabled (an import's floor with fewer units); without
// it every place is an empty unit.
import { eq, max } from 'drizzle-orm';
import { buildSection } from '#shared/chessboard/convert.ts';
import { floorsOf } from '#shared/chessboard/floors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cells, cols, rows, sections, type SectionRow } from '../../db/schema/index.ts';
import { inBatches } from './grid-writes.ts';

type CellValues = typeof cells.$inferInsert;
/** A unit's own figures; the grid's columns (section, place, floor) are set here. */
export type UnitFigures = Omit<
  CellValues,
  'sectionId' | 'pavilionId' | 'objectId' | 'bbox' | 'floor' | 'disabled'
>;

export interface NewSection {
  pavilionId: number;
  objectId: number;
  name: string;
  rowsCount: number;
  colsCount: number;
  firstFloor?: number;
  dateBuild?: SectionRow['dateBuild'];
  isFinished?: boolean;
  fill?: (row: number, col: number) => UnitFigures | null;
}

export async function insertSection(
  tx: DbOrTx,
  input: NewSection,
): Promise<{ section: SectionRow; units: { id: number; number: string | null; disabled: boolean }[] }> {
  const { pavilionId, objectId, rowsCount, colsCount, fill } = input;
  const [last] = await tx
    .select({ sort: max(sections.sort) })
    .from(sections)
    .where(eq(sections.pavilionId, pavilionId));
  const [section] = await tx
    .insert(sections)
    .values({
      pavilionId,
      objectId,
      name: input.name,
      published: false,
      sort: (last?.sort ?? -1) + 1,
      dateBuild: input.dateBuild,
      isFinished: input.isFinished,
      rowsCount,
      colsCount,
    })
    .returning();
  const sectionId = section!.id;
  const grid = buildSection({ rowsCount, colsCount, firstFloor: input.firstFloor });
  await tx
    .insert(rows)
    .values(grid.rows.map((r) => ({ sectionId, name: r.name, type: r.type, bbox: [...r.bbox] })));
  await tx.insert(cols).values(grid.cols.map((c) => ({ sectionId, name: c.name, bbox: [...c.bbox] })));
  const floors = floorsOf(grid);
  const values = grid.cells.map((c, i): CellValues => {
    const figures = fill ? fill(c.bbox[0], c.bbox[1]) : {};
    return {
      sectionId,
      pavilionId,
      objectId,
      bbox: [...c.bbox],
      floor: floors[i] ?? null,
      ...(figures ? { disabled: false, ...figures } : { disabled: true }),
    };
  });
  const units: { id: number; number: string | null; disabled: boolean }[] = [];
  await inBatches(values, async (batch) => {
    units.push(
      ...(await tx
        .insert(cells)
        .values(batch)
        .returning({ id: cells.id, number: cells.number, disabled: cells.disabled })),
    );
  });
  return { section: section!, units };
}
