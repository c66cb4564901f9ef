import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TSearchResponse } from '#shared/schemas/search.ts';
import { searchListKey, type SearchPages } from '../api/search.ts';
import { removedOfferId, removeOfferFromLists } from './use-offer-removal.ts';

const item = (id: number, isOffer: boolean) => ({ id, isOffer }) as TSearchResponse['data'][number];
const page = (items: TSearchResponse['data'], total: number): TSearchResponse => ({
  data: items,
  meta: { current_page: 1, last_page: 1, total, per_page: 20 },
});

describe('[search] offer removal (SPEC §4)', () => {
  it('reads the offer of an archived or outdated notification only', () => {
    expect(
      removedOfferId({ id: 1, type: 'OfferArchived', data: { payload: { offerId: 5, title: 'x' } } }),
    ).toBe(5);
    expect(
      removedOfferId({ id: 1, type: 'OfferOutdated', data: { payload: { offerId: 6, title: 'x' } } }),
    ).toBe(6);
    expect(removedOfferId({ id: 1, type: 'InviteAccepted', data: { payload: { inviteId: 5 } } })).toBeNull();
    expect(removedOfferId(null)).toBeNull();
  });

  it('removes the offer from every cached list and lowers the totals', () => {
    const client = new QueryClient();
    const key = searchListKey({ market: 2 });
    client.setQueryData<SearchPages>(key, {
      pages: [page([item(5, true), item(6, true), item(5, false)], 3)],
      pageParams: [1],
    });
    removeOfferFromLists(client, 5);
    const data = client.getQueryData<SearchPages>(key)!;
    expect(data.pages[0]!.data).toEqual([item(6, true), item(5, false)]);
    expect(data.pages[0]!.meta.total).toBe(2);
  });
});
