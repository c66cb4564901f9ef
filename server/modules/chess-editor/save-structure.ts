// Saves a section's whole structure (PRODUCT §7: cells with id, bbox, disabled; cols with id, bbox, disabled, name;
// rows with type) in one transaction. ZChessStructure has already checked it with the shared model; here every id
// must be one of this section's, new items are inserted, items left out are deleted (what a merge removed), and the
// floors of the cells follow the rows.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { versionTexts } from '#shared/texts/versions.ts';
import { floorsOf } from '#shared/chessboard/floors.ts';
import type { TBbox } from '#shared/chessboard/types.ts';
import type { TChessStructure } from '#shared/schemas/chess.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cells, cols, rows, sections, type UserRow } from '../../db/schema/index.ts';
import { ValidationFailed } from '../../errors.ts';
import { atVersion, nextVersion, refuseStale } from '../../core/versions.ts';
import { refreshObjectStats } from '../realty/refresh-object-stats.ts';
import { ownedSection } from './access.ts';
import { inBatches, updateCellGeometry, updateCols, updateRows } from './grid-writes.ts';
import { relinkOffers } from './relink-offers.ts';
import { recordNew } from '../price-history/record.ts';
import { refuseBookedUnits } from '../bookings/booked-units.ts';

const sameBbox = (a: readonly number[], b: readonly number[]) =>
  a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];

/** Ids the payload names must be this section's own: an id from elsewhere changes nothing anywhere. */
function checkIds(
  field: string,
  items: readonly { id?: number }[],
  known: ReadonlySet<number>,
  errors: Record<string, string[]>,
): void {
  items.forEach((item, i) => {
    if (item.id !== undefined && !known.has(item.id)) {
      errors[`${field}.${i}.id`] = [chessEditorTexts.validation.unknownItem];
    }
  });
}

const idsOf = (list: readonly { id: number }[]) => new Set(list.map((item) => item.id));

export async function saveStructure(
  db: DbOrTx,
  user: UserRow,
  pavilionId: number,
  sectionId: number,
  structure: TChessStructure,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { section } = await ownedSection(tx, user, sectionId, { pavilionId, lock: true });
    // A copy older than the section is refused before anything else: its ids may be gone already.
    const [saved] = await tx
      .update(sections)
      .set({
        rowsCount: structure.rowsCount,
        colsCount: structure.colsCount,
        updatedAt: sql`now()`,
        version: nextVersion(sections),
      })
      .where(and(eq(sections.id, sectionId), atVersion(sections, structure.version)))
      .returning({ id: sections.id });
    refuseStale(saved, versionTexts.stale.section);
    // One after another: a transaction holds one connection, and pg refuses overlapping queries on it.
    const oldRows = await tx.select().from(rows).where(eq(rows.sectionId, sectionId));
    const oldCols = await tx.select().from(cols).where(eq(cols.sectionId, sectionId));
    const oldCells = await tx
      .select({ id: cells.id, bbox: cells.bbox, disabled: cells.disabled, floor: cells.floor })
      .from(cells)
      .where(eq(cells.sectionId, sectionId));
    const errors: Record<string, string[]> = {};
    checkIds('rows', structure.rows, idsOf(oldRows), errors);
    checkIds('cols', structure.cols, idsOf(oldCols), errors);
    checkIds('cells', structure.cells, idsOf(oldCells), errors);
    if (Object.keys(errors).length) throw new ValidationFailed(errors);

    // Rows and cols: changed ones updated, new ones inserted, the rest deleted.
    const rowsById = new Map(oldRows.map((r) => [r.id, r]));
    await updateRows(
      tx,
      structure.rows.flatMap((r) => {
        const old = r.id === undefined ? undefined : rowsById.get(r.id);
        if (!old) return [];
        const same =
          sameBbox(old.bbox, r.bbox) &&
          old.disabled === r.disabled &&
          old.type === r.type &&
          old.name === r.name;
        return same ? [] : [{ id: old.id, bbox: r.bbox, disabled: r.disabled, type: r.type, name: r.name }];
      }),
    );
    const newRows = structure.rows.filter((r) => r.id === undefined);
    const insertedRows = newRows.length
      ? await tx
          .insert(rows)
          .values(
            newRows.map((r) => ({
              sectionId,
              bbox: r.bbox,
              disabled: r.disabled,
              type: r.type,
              name: r.name,
            })),
          )
          .returning({ id: rows.id, bbox: rows.bbox })
      : [];
    const keptRows = new Set(structure.rows.flatMap((r) => (r.id === undefined ? [] : [r.id])));
    const goneRows = oldRows.filter((r) => !keptRows.has(r.id)).map((r) => r.id);
    if (goneRows.length) await tx.delete(rows).where(inArray(rows.id, goneRows));

    const colsById = new Map(oldCols.map((c) => [c.id, c]));
    await updateCols(
      tx,
      structure.cols.flatMap((c) => {
        const old = c.id === undefined ? undefined : colsById.get(c.id);
        if (!old) return [];
        const same = sameBbox(old.bbox, c.bbox) && old.disabled === c.disabled && old.name === c.name;
        return same ? [] : [{ id: old.id, bbox: c.bbox, disabled: c.disabled, name: c.name }];
      }),
    );
    const newCols = structure.cols.filter((c) => c.id === undefined);
    const insertedCols = newCols.length
      ? await tx
          .insert(cols)
          .values(newCols.map((c) => ({ sectionId, bbox: c.bbox, disabled: c.disabled, name: c.name })))
          .returning({ id: cols.id, bbox: cols.bbox })
      : [];
    const keptCols = new Set(structure.cols.flatMap((c) => (c.id === undefined ? [] : [c.id])));
    const goneCols = oldCols.filter((c) => !keptCols.has(c.id)).map((c) => c.id);
    if (goneCols.length) await tx.delete(cols).where(inArray(cols.id, goneCols));

    // Cells: the floor of each follows the rows it now stands on.
    const floors = floorsOf(structure);
    const cellsById = new Map(oldCells.map((c) => [c.id, c]));
    const changed = structure.cells.flatMap((c, i) => {
      const old = c.id === undefined ? undefined : cellsById.get(c.id);
      if (!old) return [];
      const floor = floors[i] ?? null;
      const same = sameBbox(old.bbox, c.bbox) && old.disabled === c.disabled && old.floor === floor;
      return same ? [] : [{ id: old.id, bbox: c.bbox, disabled: c.disabled, floor }];
    });
    await updateCellGeometry(tx, changed);
    const fresh = structure.cells.flatMap((c, i) =>
      c.id === undefined
        ? [
            {
              sectionId,
              pavilionId: section.pavilionId,
              objectId: section.objectId,
              bbox: c.bbox,
              disabled: c.disabled,
              floor: floors[i] ?? null,
            },
          ]
        : [],
    );
    const insertedCells: { id: number; bbox: number[] }[] = [];
    await inBatches(fresh, async (batch) => {
      insertedCells.push(
        ...(await tx.insert(cells).values(batch).returning({ id: cells.id, bbox: cells.bbox })),
      );
    });
    await recordNew(
      tx,
      'cell',
      insertedCells.map((c) => c.id),
      { cause: 'structure', byUserId: user.id },
    );
    const keptCells = new Set(structure.cells.flatMap((c) => (c.id === undefined ? [] : [c.id])));
    const goneCells = oldCells.filter((c) => !keptCells.has(c.id));
    await refuseBookedUnits(tx, { cellIds: goneCells.map((c) => c.id) });
    if (goneCells.length) {
      const afterCells = [
        ...structure.cells.flatMap((c) => (c.id === undefined ? [] : [{ id: c.id, bbox: c.bbox as TBbox }])),
        ...insertedCells.map((c) => ({ id: c.id, bbox: c.bbox as unknown as TBbox })),
      ];
      await relinkOffers(tx, goneCells, {
        before: { rows: oldRows, cols: oldCols },
        after: {
          rowsCount: structure.rowsCount,
          colsCount: structure.colsCount,
          rows: [
            ...structure.rows.flatMap((r) => (r.id === undefined ? [] : [{ id: r.id, bbox: r.bbox }])),
            ...insertedRows,
          ],
          cols: [
            ...structure.cols.flatMap((c) => (c.id === undefined ? [] : [{ id: c.id, bbox: c.bbox }])),
            ...insertedCols,
          ],
          cells: afterCells,
        },
      });
      await inBatches(goneCells, (batch) =>
        tx.delete(cells).where(
          and(
            eq(cells.sectionId, sectionId),
            inArray(
              cells.id,
              batch.map((c) => c.id),
            ),
          ),
        ),
      );
    }
    await refreshObjectStats(tx, section.objectId);
  });
}
