// What changed for one item since its link was sent: the baseline against now. An item gone from the database is
// unavailable with nothing now; a link sent before baselines were kept compares with nothing.
import type { TItemChanges, TItemState } from '#shared/schemas/collections-live.ts';
import type { ItemNow } from './item-states.ts';

export function itemChanges(was: TItemState | undefined, now: ItemNow | undefined): TItemChanges {
  return {
    priceWas: was?.price ?? null,
    priceNow: now?.price ?? null,
    statusWas: was?.status ?? null,
    statusNow: now?.status ?? null,
    onSaleWas: was?.onSale ?? null,
    onSaleNow: now?.onSale ?? null,
    available: now?.available ?? false,
  };
}
