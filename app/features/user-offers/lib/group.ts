// The owner's list arrives ordered by status (then the latest edited), so groups are runs of one status.
import type { TOfferCounts, TOwnOfferCard } from '#shared/schemas/user-offers.ts';
import { OfferStatus, type TOfferStatus } from '#shared/enums.ts';

export interface OfferGroup {
  status: TOfferStatus;
  offers: TOwnOfferCard[];
  /** All offers of this status, loaded or not. */
  count: number;
}

const countKey: Record<TOfferStatus, keyof TOfferCounts> = {
  [OfferStatus.draft]: 'draft',
  [OfferStatus.active]: 'active',
  [OfferStatus.inactive]: 'inactive',
  [OfferStatus.archive]: 'archive',
  [OfferStatus.disabled]: 'disabled',
};

export function groupByStatus(
  offers: readonly TOwnOfferCard[],
  counts: TOfferCounts | undefined,
): OfferGroup[] {
  const groups: OfferGroup[] = [];
  for (const offer of offers) {
    const last = groups.at(-1);
    if (last && last.status === offer.status) last.offers.push(offer);
    else groups.push({ status: offer.status, offers: [offer], count: 0 });
  }
  for (const group of groups) group.count = counts?.[countKey[group.status]] ?? group.offers.length;
  return groups;
}
