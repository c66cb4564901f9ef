// POST sections/{id}/massive_action (PRODUCT §9): the shared model changes the prices of the chosen rows' units of one
// status (promo units only when asked); all of them are written in one transaction, or none when any would break.
import { eq } from 'drizzle-orm';
import { applyPriceChange } from '#shared/chessboard/price-change.ts';
import { refusalText } from '#shared/chessboard/result.ts';
import type { TMassAction } from '#shared/schemas/chess.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { versionTexts } from '#shared/texts/versions.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cells, rows, sections, type UserRow } from '../../db/schema/index.ts';
import { bumpVersion } from '../../core/versions.ts';
import { ValidationFailed } from '../../errors.ts';
import { recordChanges } from '../price-history/record.ts';
import { refreshObjectStats } from '../realty/refresh-object-stats.ts';
import { requireObjectPermission } from '../../policies/object-permissions.ts';
import { ownedSection } from './access.ts';
import { updateCellPrices } from './grid-writes.ts';

/** Returns how many units changed. */
export async function massPriceChange(
  db: DbOrTx,
  user: UserRow,
  sectionId: number,
  action: TMassAction,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { section } = await ownedSection(tx, user, sectionId, { lock: true });
    await requireObjectPermission(tx, user, section.objectId, 'prices');
    await bumpVersion(tx, sections, sectionId, action.version, versionTexts.stale.section);
    const rowList = await tx
      .select({ id: rows.id, bbox: rows.bbox })
      .from(rows)
      .where(eq(rows.sectionId, sectionId));
    const chosen = action.rows?.length ? new Set(action.rows) : null;
    if (chosen && [...chosen].some((id) => !rowList.some((row) => row.id === id))) {
      throw new ValidationFailed({ rows: [chessEditorTexts.validation.rowsUnknown] });
    }
    // A unit belongs to a chosen row when it stands on any grid line of it (a duplex spans two).
    const lines = new Uint8Array(section.rowsCount);
    for (const row of rowList) if (!chosen || chosen.has(row.id)) lines.fill(1, row.bbox[0], row.bbox[2]);
    const cellList = await tx
      .select({
        id: cells.id,
        bbox: cells.bbox,
        disabled: cells.disabled,
        status: cells.status,
        isAction: cells.isAction,
        area: cells.area,
        price: cells.price,
        squarePrice: cells.squarePrice,
      })
      .from(cells)
      .where(eq(cells.sectionId, sectionId));
    const candidates = cellList
      .filter((cell) => lines.subarray(cell.bbox[0], cell.bbox[2]).some(Boolean))
      .map(({ id, disabled, ...data }) => ({ id, disabled, data }));
    const result = applyPriceChange(candidates, action);
    if (!result.ok) throw new ValidationFailed({ value: [refusalText(result.reason)] });
    await updateCellPrices(
      tx,
      result.changed.map((cell) => ({
        id: cell.id,
        price: cell.data.price!,
        squarePrice: cell.data.squarePrice,
      })),
    );
    const changed = new Set(result.changed.map((cell) => cell.id));
    await recordChanges(
      tx,
      'cell',
      cellList.filter((cell) => changed.has(cell.id)),
      { cause: 'mass', byUserId: user.id },
    );
    if (result.changed.length) await refreshObjectStats(tx, section.objectId);
    return result.changed.length;
  });
}
