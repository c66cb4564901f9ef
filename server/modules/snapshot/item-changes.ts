// What changed for one item since its link was sent: the baseline against now. An item that is no longer public
// (unpublished, hidden, archived, deleted, or in an unpublished building or section) is told only as it was sent:
// `hidden`, unavailable, nothing now, so a link never shows today's figures of what left the site. A link sent
// before baselines were kept compares with nothing.
import type { TItemChanges, TItemState } from '#shared/schemas/collections-live.ts';
import type { ItemNow } from './item-states.ts';

/** `open`: the item is public today (what `visibleItems` with no viewer keeps). */
export function itemChanges(
  was: TItemState | undefined,
  now: ItemNow | undefined,
  open: boolean,
): TItemChanges {
  const seen = open ? now : undefined;
  return {
    priceWas: was?.price ?? null,
    priceNow: seen?.price ?? null,
    statusWas: was?.status ?? null,
    statusNow: seen?.status ?? null,
    onSaleWas: was?.onSale ?? null,
    onSaleNow: seen?.onSale ?? null,
    deadlineMoved: was?.shifts != null && seen?.shifts != null && seen.shifts > was.shifts,
    newProgressReport: was?.progress != null && seen?.progress != null && seen.progress > was.progress,
    available: seen?.available ?? false,
    hidden: !seen,
  };
}
