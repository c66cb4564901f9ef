// Writes one section with its rows, columns and cells from a GridSpec.
import type { DbOrTx } from '../client.ts';
import { cells, cols, rows, sections, type SectionRow } from '../schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { saveImage } from '../../storage/images.ts';
import { tilingProblems, type GridSpec } from './grid.ts';

export interface SectionTarget {
  objectId: number;
  pavilionId: number;
  name: string;
  published?: boolean;
  sort?: number;
  dateBuild?: string | null;
  isFinished?: boolean;
  uploaderId?: number | null;
}

const BATCH = 500;

async function insertInBatches<T>(items: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) await insert(items.slice(i, i + BATCH));
}

/** The floor of a cell: the number of the bottom-most row it spans, null when that row has none. */
export function floorOfCell(grid: Pick<GridSpec, 'rows'>, bbox: readonly number[]): number | null {
  const bottom = bbox[2]! - 1;
  const row = grid.rows.find((r) => r.bbox[0] <= bottom && bottom < r.bbox[2]);
  return row && /^-?\d+$/.test(row.name) ? Number(row.name) : null;
}

/** Throws on a grid whose cells do not tile it: the seed must never write a broken chessboard. */
export async function createSectionGrid(
  db: DbOrTx,
  storage: Storage,
  target: SectionTarget,
  grid: GridSpec,
): Promise<SectionRow> {
  const problems = tilingProblems(grid);
  if (problems.length > 0) throw new Error(`Section «${target.name}»: ${problems.slice(0, 3).join('; ')}`);

  return db.transaction(async (tx) => {
    const [section] = await tx
      .insert(sections)
      .values({
        objectId: target.objectId,
        pavilionId: target.pavilionId,
        name: target.name,
        published: target.published ?? true,
        sort: target.sort ?? 0,
        dateBuild: target.dateBuild ?? null,
        isFinished: target.isFinished ?? false,
        rowsCount: grid.rowsCount,
        colsCount: grid.colsCount,
      })
      .returning();
    const sectionId = section!.id;
    const plan = async (image: GridSpec['rows'][number]['plan']) =>
      image ? (await saveImage(tx, storage, image, target.uploaderId)).id : null;

    const rowValues = [];
    for (const row of grid.rows) {
      rowValues.push({
        sectionId,
        name: row.name,
        type: row.type,
        bbox: row.bbox,
        planImageId: await plan(row.plan),
      });
    }
    await tx.insert(rows).values(rowValues);
    await tx.insert(cols).values(grid.cols.map((col) => ({ sectionId, name: col.name, bbox: col.bbox })));

    const cellValues = [];
    for (const cell of grid.cells) {
      cellValues.push({
        sectionId,
        pavilionId: target.pavilionId,
        objectId: target.objectId,
        bbox: cell.bbox,
        disabled: cell.disabled ?? false,
        status: cell.status,
        number: cell.number ?? null,
        area: cell.area ?? null,
        price: cell.price ?? null,
        squarePrice: cell.squarePrice ?? null,
        cntApart: cell.cntApart ?? null,
        interior: cell.interior ?? null,
        isAction: cell.isAction ?? false,
        planImageId: await plan(cell.plan),
        floor: floorOfCell(grid, cell.bbox),
      });
    }
    await insertInBatches(cellValues, (batch) => tx.insert(cells).values(batch));
    return section!;
  });
}
