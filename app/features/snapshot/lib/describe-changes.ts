// What a client reads on an item of a sent link about what changed since: the price's move in ₽, a postponed
// handover, and why an item is
// no longer on offer (sold, booked, withdrawn, or no longer public at all). A link sent before baselines were kept shows no price move.
import { CellStatus, Kind } from '#shared/enums.ts';
import { formatPrice } from '#shared/format.ts';
import type { TSnapshotItem } from '#shared/schemas/collections-live.ts';
import { fill } from '#shared/texts/ru.ts';
import { liveTexts } from '#shared/texts/collections-live.ts';
import { progressTexts } from '#shared/texts/progress.ts';

const t = liveTexts.changes;

export type ChangeTone = 'down' | 'up' | 'gone';
export interface ChangeBadge {
  tone: ChangeTone;
  text: string;
}

/** Why the item is not on offer any more; null while it is. */
export function unavailableReason(item: Pick<TSnapshotItem, 'kind' | 'changes'>): string | null {
  const c = item.changes;
  if (c.available) return null;
  // No longer public: nothing of today is known, whatever its status was.
  if (c.hidden) return t.notForSale;
  if (item.kind === Kind.unit && c.statusNow === CellStatus.sold) return t.sold;
  if (item.kind === Kind.unit && c.statusNow === CellStatus.reserve) return t.reserved;
  return t.withdrawn;
}

/**
 * `statusOnCard`: the item's card already names a unit's status («Продано», «Бронь»), so the reason is not said twice;
 * the item is still greyed.
 */
export function changeBadges(
  item: Pick<TSnapshotItem, 'kind' | 'changes'>,
  { statusOnCard = false }: { statusOnCard?: boolean } = {},
): ChangeBadge[] {
  const c = item.changes;
  const badges: ChangeBadge[] = [];
  const reason = unavailableReason(item);
  const statusSaid = statusOnCard && item.kind === Kind.unit && !c.hidden && reason !== t.withdrawn;
  if (reason && !statusSaid) badges.push({ tone: 'gone', text: reason });
  else if (item.kind === Kind.realty && (c.onSaleWas ?? 0) > 0 && c.onSaleNow === 0) {
    badges.push({ tone: 'gone', text: t.soldOut });
  }
  if (c.priceWas != null && c.priceNow != null && c.priceWas !== c.priceNow) {
    const down = c.priceNow < c.priceWas;
    badges.push({
      tone: down ? 'down' : 'up',
      text: fill(down ? t.priceDown : t.priceUp, formatPrice(Math.abs(c.priceNow - c.priceWas))),
    });
  }
  // A postponed handover is bad news for the buyer, as a price rise is.
  if (c.deadlineMoved && !c.hidden) badges.push({ tone: 'up', text: t.deadlineMoved });
  // A new construction report is news in the buyer's favour: the house is being built.
  if (c.newProgressReport && !c.hidden) badges.push({ tone: 'down', text: progressTexts.change });
  return badges;
}
