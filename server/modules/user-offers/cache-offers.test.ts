// A seller's own resale offers through the cache: activation (one, or all at once), a save and a delete show on
// the next cached search of the resale market, and an offer tied to a unit shows on the cached chessboard.
import { describe, expect, it } from 'vitest';
import { Market, OfferStatus, Role } from '#shared/enums.ts';
import type { TChessView } from '#shared/schemas/realty.ts';
import type { TSearchResponse } from '#shared/schemas/search.ts';
import { useTestApp } from '../../test/use-app.ts';
import { complex, resaleOffer, soldCell, useActor } from '../../test/worlds/cabinet.ts';
import * as chessApi from '#shared/api/chess.ts';
import * as searchApi from '#shared/api/search.ts';
import * as userOffersApi from '#shared/api/user-offers.ts';
import type { EndpointDef } from '#shared/api/endpoint.ts';
import type { RawInput } from '../../test/call.ts';

const t = useTestApp();
const seller = useActor(t, Role.agent);
const viewer = useActor(t, Role.user);

/** The resale cards the viewer finds, by id. */
async function resale(): Promise<Map<number, TSearchResponse['data'][number]>> {
  const res = await t.call(searchApi.searchCards, { body: { market: Market.secondary } }, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return new Map((res.json() as TSearchResponse).data.map((card) => [card.id, card]));
}

async function ok(descriptor: EndpointDef, input?: RawInput) {
  const res = await t.callRaw(descriptor, input, seller);
  expect(res.statusCode, res.body).toBe(200);
}

describe('[cache] a seller’s own offers', () => {
  it('activation, a price save and a delete show on the next resale search', async () => {
    const offer = await resaleOffer(t, seller, { status: OfferStatus.inactive, price: 9_100_000 });
    expect((await resale()).has(offer.id)).toBe(false);

    await ok(userOffersApi.activateOwnOffer, { params: { id: offer.id } });
    expect((await resale()).get(offer.id)?.price).toBe(9_100_000);

    await ok(userOffersApi.saveOwnOffer, { params: { id: offer.id }, body: { price: 8_700_000 } });
    expect((await resale()).get(offer.id)?.price).toBe(8_700_000);

    await ok(userOffersApi.deleteOwnOffer, { params: { id: offer.id } });
    expect((await resale()).has(offer.id)).toBe(false);
  });

  it('activating every inactive offer at once shows them all', async () => {
    const a = await resaleOffer(t, seller, { status: OfferStatus.inactive, address: 'г. Сочи, ул. Роз, 1' });
    const b = await resaleOffer(t, seller, { status: OfferStatus.inactive, address: 'г. Сочи, ул. Роз, 3' });
    const before = await resale();
    expect([before.has(a.id), before.has(b.id)]).toEqual([false, false]);
    await ok(userOffersApi.activateAllOffers);
    const after = await resale();
    expect([after.has(a.id), after.has(b.id)]).toEqual([true, true]);
  });

  it('an offer tied to a unit shows in the unit on the cached chessboard once it is activated', async () => {
    const place = await complex(t, { title: 'ЖК Оферта' });
    // Resale offers sit on sold units.
    const sold = soldCell(place);
    const board = async () => {
      const res = await t.call(
        chessApi.getChessSection,
        { params: { id: place.object.id, sectionId: place.sectionId }, body: {} },
        viewer,
      );
      expect(res.statusCode, res.body).toBe(200);
      const cell = (res.json() as TChessView).cells.find((c) => c.id === sold.id)!;
      return cell.offers.map((o) => o.id);
    };
    const offer = await resaleOffer(t, seller, { status: OfferStatus.inactive });
    expect(await board()).toEqual([]);
    // Tied while inactive: still nobody else's to see.
    await ok(userOffersApi.saveOwnOffer, { params: { id: offer.id }, body: { cellId: sold.id } });
    expect(await board()).toEqual([]);
    await ok(userOffersApi.activateOwnOffer, { params: { id: offer.id } });
    expect(await board()).toEqual([offer.id]);
  });
});
