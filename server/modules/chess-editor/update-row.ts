// PUT rows/{id} (name, type, plan) and PUT cols/{id} (name). A floor's name is its number and only living floors
// have one (PRODUCT §5); when it changes, the floors stored on the section's cells follow.
import { eq } from 'drizzle-orm';
import { RowType } from '#shared/enums.ts';
import { floorsOf } from '#shared/chessboard/floors.ts';
import { refusalText } from '#shared/chessboard/result.ts';
import type { TBbox } from '#shared/chessboard/types.ts';
import type { TColUpdate, TRowUpdate } from '#shared/schemas/chess.ts';
import { versionTexts } from '#shared/texts/versions.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cells, cols, rows, sections, type ColRow, type UserRow } from '../../db/schema/index.ts';
import { bumpVersion } from '../../core/versions.ts';
import { ValidationFailed } from '../../errors.ts';
import { saveImage, type ProcessedImage } from '../../storage/images.ts';
import type { Storage } from '../../storage/storage.ts';
import { ownedCol, ownedRow } from './access.ts';
import { updateCellFloors } from './grid-writes.ts';

async function refreshFloors(tx: DbOrTx, sectionId: number, rowsCount: number): Promise<void> {
  // Sequential: inside a transaction (one connection) pg refuses overlapping queries.
  const rowList = await tx
    .select({ bbox: rows.bbox, name: rows.name })
    .from(rows)
    .where(eq(rows.sectionId, sectionId));
  const cellList = await tx
    .select({ id: cells.id, bbox: cells.bbox, floor: cells.floor })
    .from(cells)
    .where(eq(cells.sectionId, sectionId));
  const floors = floorsOf({
    rowsCount,
    rows: rowList.map((r) => ({ name: r.name, bbox: r.bbox as unknown as TBbox })),
    cells: cellList.map((c) => ({ bbox: c.bbox as unknown as TBbox })),
  });
  await updateCellFloors(
    tx,
    cellList.flatMap((c, i) => (c.floor === floors[i] ? [] : [{ id: c.id, floor: floors[i] ?? null }])),
  );
}

export async function updateRow(
  db: DbOrTx,
  storage: Storage,
  user: UserRow,
  rowId: number,
  patch: TRowUpdate,
  plan: ProcessedImage | undefined,
): Promise<{ sectionId: number }> {
  return db.transaction(async (tx) => {
    const { item: row, section } = await ownedRow(tx, user, rowId, { lock: true });
    await bumpVersion(tx, rows, rowId, patch.version, versionTexts.stale.row);
    await bumpVersion(tx, sections, section.id, patch.sectionVersion, versionTexts.stale.section);
    const type = patch.type ?? row.type;
    const name = type === RowType.live ? (patch.name ?? row.name).trim() : '';
    if (type === RowType.live && name === '')
      throw new ValidationFailed({ name: [refusalText('nameRequired')] });
    const planImageId = plan
      ? (await saveImage(tx, storage, plan, user.id)).id
      : patch.plan === null
        ? null
        : row.planImageId;
    await tx.update(rows).set({ type, name, planImageId }).where(eq(rows.id, rowId));
    if (name !== row.name) await refreshFloors(tx, section.id, section.rowsCount);
    return { sectionId: section.id };
  });
}

export async function updateCol(
  db: DbOrTx,
  user: UserRow,
  colId: number,
  patch: TColUpdate,
): Promise<{ col: ColRow; sectionVersion: number }> {
  return db.transaction(async (tx) => {
    const { section } = await ownedCol(tx, user, colId, { lock: true });
    await bumpVersion(tx, cols, colId, patch.version, versionTexts.stale.col);
    const sectionVersion = await bumpVersion(
      tx,
      sections,
      section.id,
      patch.sectionVersion,
      versionTexts.stale.section,
    );
    const [col] = await tx.update(cols).set({ name: patch.name }).where(eq(cols.id, colId)).returning();
    return { col: col!, sectionVersion };
  });
}
