// PUT cells/{id}: one unit's data (PRODUCT §3 Cell.data), its plan, and deleting or restoring it. A key left out keeps
// its value; whenever the data changes, the whole unit must pass the form's rules (shared/chessboard/cell-rules.ts).
import { and, eq, sql } from 'drizzle-orm';
import { bboxIntersects } from '#shared/chessboard/bbox.ts';
import { cellProblems, consistentPrices } from '#shared/chessboard/cell-rules.ts';
import type { TBbox } from '#shared/chessboard/types.ts';
import type { TCellUpdate } from '#shared/schemas/chess.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { versionTexts } from '#shared/texts/versions.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cells, cols, rows, sections, type UserRow } from '../../db/schema/index.ts';
import { bumpVersion } from '../../core/versions.ts';
import { ValidationFailed } from '../../errors.ts';
import { saveImage, type ProcessedImage } from '../../storage/images.ts';
import type { Storage } from '../../storage/storage.ts';
import { recordChanges } from '../price-history/record.ts';
import { requireObjectPermission } from '../../policies/object-permissions.ts';
import { refreshObjectStats } from '../realty/refresh-object-stats.ts';
import { ownedCell } from './access.ts';

const DATA_KEYS = [
  'status',
  'number',
  'area',
  'price',
  'squarePrice',
  'cntApart',
  'interior',
  'isAction',
] as const;

/** Is any line the cell stands on deleted? Such a cell cannot come back before its floor or riser does. */
async function inDeletedLine(tx: DbOrTx, sectionId: number, bbox: TBbox): Promise<boolean> {
  const deleted = [
    ...(await tx
      .select({ bbox: rows.bbox })
      .from(rows)
      .where(and(eq(rows.sectionId, sectionId), eq(rows.disabled, true)))),
    ...(await tx
      .select({ bbox: cols.bbox })
      .from(cols)
      .where(and(eq(cols.sectionId, sectionId), eq(cols.disabled, true)))),
  ];
  return deleted.some((line) => bboxIntersects(line.bbox as unknown as TBbox, bbox));
}

export async function updateCell(
  db: DbOrTx,
  storage: Storage,
  user: UserRow,
  cellId: number,
  patch: TCellUpdate,
  plan: ProcessedImage | undefined,
): Promise<{ sectionId: number }> {
  return db.transaction(async (tx) => {
    const { item: cell, section } = await ownedCell(tx, user, cellId, { lock: true });
    // The unit's own version first (the more telling refusal), then the section's as the editor's board showed it.
    await bumpVersion(tx, cells, cellId, patch.version, versionTexts.stale.cell);
    await bumpVersion(tx, sections, section.id, patch.sectionVersion, versionTexts.stale.section);
    const next = {
      status: patch.status === undefined ? cell.status : patch.status,
      number: patch.number === undefined ? cell.number : patch.number,
      area: patch.area === undefined ? cell.area : patch.area,
      price: patch.price === undefined ? cell.price : patch.price,
      squarePrice: patch.squarePrice === undefined ? cell.squarePrice : patch.squarePrice,
      cntApart: patch.cntApart === undefined ? cell.cntApart : patch.cntApart,
      interior: patch.interior === undefined ? cell.interior : patch.interior,
      isAction: patch.isAction ?? cell.isAction,
    };
    const editsData = DATA_KEYS.some((key) => patch[key] !== undefined) || plan !== undefined;
    // A price per м² given without the price stands for it (PRODUCT: the two are kept consistent both ways).
    if (editsData) Object.assign(next, consistentPrices(next));
    // A price that changes needs the `prices` permission; the rest of the unit (its area, which moves only the price
    // per м²) any manager edits.
    if (next.price !== cell.price) await requireObjectPermission(tx, user, section.objectId, 'prices');
    if (editsData) {
      const problems = cellProblems(next);
      if (Object.keys(problems).length) {
        throw new ValidationFailed(
          Object.fromEntries(Object.entries(problems).map(([field, text]) => [field, [text]])),
        );
      }
    }
    const disabled = patch.disabled ?? cell.disabled;
    if (!disabled && cell.disabled && (await inDeletedLine(tx, section.id, cell.bbox as unknown as TBbox))) {
      throw new ValidationFailed({ disabled: [chessEditorTexts.validation.restoreInDeleted] });
    }
    const planImageId = plan
      ? (await saveImage(tx, storage, plan, user.id)).id
      : patch.plan === null
        ? null
        : cell.planImageId;
    await tx
      .update(cells)
      .set({
        ...next,
        // The editor's status is never null once the rules passed; a pure delete or restore keeps the old one.
        status: next.status ?? cell.status,
        disabled,
        planImageId,
        updatedAt: sql`now()`,
      })
      .where(eq(cells.id, cellId));
    await recordChanges(tx, 'cell', [cell], { cause: 'cell', byUserId: user.id });
    await refreshObjectStats(tx, section.objectId);
    return { sectionId: section.id };
  });
}
