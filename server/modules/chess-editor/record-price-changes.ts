// Units' price and status changes into price_history, in the change's own transaction (issue 13: the history and
// the saved-filter alerts' outbox). Only units whose price or status really changed get a row.
import type { TCellStatus } from '#shared/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { priceHistory, type TPriceCause } from '../../db/schema/index.ts';

export interface CellPriceChange {
  cellId: number;
  objectId: number;
  price: number | null;
  squarePrice: number | null;
  status: TCellStatus;
  prevPrice: number | null;
  prevStatus: TCellStatus | null;
}

export async function recordCellPriceChanges(
  tx: DbOrTx,
  changes: readonly CellPriceChange[],
  cause: TPriceCause,
  byUserId: number | null,
): Promise<void> {
  const changed = changes.filter((c) => c.price !== c.prevPrice || c.status !== c.prevStatus);
  if (changed.length === 0) return;
  await tx.insert(priceHistory).values(changed.map((c) => ({ ...c, cause, byUserId })));
}
