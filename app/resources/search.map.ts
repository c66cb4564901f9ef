// What the user taps on the map as a search filter: one pin (its complex or offer under the current filter) or the
// objects of one spot that zooming cannot split.
import { Market } from '#shared/enums.ts';
import type { TBounds, TSearchFilterInput } from '#shared/schemas/filter.ts';

export type MapSelection =
  { kind: 'point'; id: number; isOffer: boolean } | { kind: 'spot'; bounds: TBounds };

/** A little slack around a spot, so coordinates rounded on the way still fall inside. */
const SLACK = 1e-6;

export function selectionFilter(filter: TSearchFilterInput, selection: MapSelection): TSearchFilterInput {
  if (selection.kind === 'point') {
    return selection.isOffer
      ? { ...filter, market: Market.secondary, offerId: selection.id }
      : { ...filter, market: Market.primary, objectId: selection.id };
  }
  const [[south, west], [north, east]] = selection.bounds;
  return {
    ...filter,
    bounds: [
      [south - SLACK, west - SLACK],
      [north + SLACK, east + SLACK],
    ],
  };
}
