// Reading a history follows the visibility of the unit or offer: nothing of an unpublished complex, building or
// section reaches a buyer, a stranger never sees a draft's, and an unknown id answers like a hidden one.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Ability, CellStatus, OfferStatus, Role } from '#shared/enums.ts';
import { priceHistoryTexts } from '#shared/texts/price-history.ts';
import { sections } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { actor, complex, useActor } from '../../test/worlds/cabinet.ts';
import * as chessEditorApi from '#shared/api/chess-editor.ts';
import * as userOffersApi from '#shared/api/user-offers.ts';
import * as priceHistoryApi from '#shared/api/price-history.ts';

describe('[price-history] GET cells/{id}/history and offers/{id}/history', () => {
  const t = useTestApp();
  const builder = useActor(t, Role.user, { abilities: [Ability.cabinet] });
  const buyer = useActor(t, Role.user);
  const admin = useActor(t, Role.admin);

  it('[price-history] answers the records of a public unit, oldest first, as {at, price, squarePrice, status}', async () => {
    const open = await complex(t, { ownerId: builder.user.id });
    const unit = open.cells[0]!;
    const put = await t.call(
      chessEditorApi.updateCell,
      {
        params: { id: unit.id },
        body: {
          price: unit.price! - 300_000,
        },
      },
      builder,
    );
    expect(put.statusCode, put.body).toBe(200);
    await t.call(
      chessEditorApi.updateCell,
      { params: { id: unit.id }, body: { status: CellStatus.reserve } },
      builder,
    );
    const res = await t.call(priceHistoryApi.getCellHistory, { params: { id: unit.id } }, buyer);
    expect(res.statusCode, res.body).toBe(200);
    const points = res.json();
    expect(points).toHaveLength(2);
    expect(points[0]).toEqual({
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      price: unit.price! - 300_000,
      squarePrice: Math.round((unit.price! - 300_000) / unit.area!),
      status: CellStatus.sale,
    });
    expect(points[1]).toMatchObject({ status: CellStatus.reserve });
    expect(Object.keys(points[0]).sort()).toEqual(['at', 'price', 'squarePrice', 'status']);
    expect((await t.call(priceHistoryApi.getCellHistory, { params: { id: unit.id } })).statusCode).toBe(401);
  });

  it('[price-history] a buyer gets 404 for a unit of an unpublished complex or section; its owner and admins read it', async () => {
    const hidden = await complex(t, { ownerId: builder.user.id, published: false });
    const unit = hidden.cells[0]!;
    await t.call(chessEditorApi.updateCell, { params: { id: unit.id }, body: { price: 7_000_000 } }, builder);
    const refused = await t.call(priceHistoryApi.getCellHistory, { params: { id: unit.id } }, buyer);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ type: 'NotFound' });
    expect(
      (await t.call(priceHistoryApi.getCellHistory, { params: { id: unit.id } }, builder)).json(),
    ).toHaveLength(1);
    expect(
      (await t.call(priceHistoryApi.getCellHistory, { params: { id: unit.id } }, admin)).statusCode,
    ).toBe(200);

    const open = await complex(t, { ownerId: builder.user.id });
    await t.db.update(sections).set({ published: false }).where(eq(sections.id, open.sectionId));
    expect(
      (await t.call(priceHistoryApi.getCellHistory, { params: { id: open.cells[0]!.id } }, buyer)).statusCode,
    ).toBe(404);
    expect(
      (await t.call(priceHistoryApi.getCellHistory, { params: { id: open.cells[0]!.id } }, builder))
        .statusCode,
    ).toBe(200);
  });

  it('[price-history] an unknown unit or offer is 404, in Russian', async () => {
    const res = await t.call(priceHistoryApi.getCellHistory, { params: { id: 999_999 } }, buyer);
    expect(res.statusCode).toBe(404);
    expect(res.failure().message).toBe(priceHistoryTexts.errors.unitNotFound);
    expect(
      (await t.call(priceHistoryApi.getOfferHistory, { params: { id: 999_999 } }, buyer)).statusCode,
    ).toBe(404);
    expect((await t.call(priceHistoryApi.getCellHistory, { params: { id: 0 } }, buyer)).statusCode).toBe(422);
  });

  it('[price-history] a stranger gets 404 for a draft offer; its owner reads it; an active one is public', async () => {
    const seller = await actor(t, Role.agent);
    const ready = { price: 9_500_000, area: 42, address: 'г. Сочи, ул. Роз, 1' };
    const draft = (
      await t.call(userOffersApi.saveOwnOffer, { params: { id: 'draft' }, body: ready }, seller)
    ).json().data;
    expect(
      (await t.call(priceHistoryApi.getOfferHistory, { params: { id: draft.id } }, buyer)).statusCode,
    ).toBe(404);
    const own = await t.call(priceHistoryApi.getOfferHistory, { params: { id: draft.id } }, seller);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([
      {
        at: expect.any(String),
        price: 9_500_000,
        squarePrice: Math.round(9_500_000 / 42),
        status: OfferStatus.draft,
      },
    ]);
    await t.call(userOffersApi.activateOwnOffer, { params: { id: draft.id } }, seller);
    const open = await t.call(priceHistoryApi.getOfferHistory, { params: { id: draft.id } }, buyer);
    expect(open.json().map((p: { status: number }) => p.status)).toEqual([
      OfferStatus.draft,
      OfferStatus.active,
    ]);
  });
});
