import { beforeAll, describe, expect, it } from 'vitest';
import { CellStatus, Layout, OfferStatus } from '#shared/enums.ts';
import type { TChessView } from '#shared/schemas/realty.ts';
import { useTestApp } from '../../test/use-app.ts';
import { authHeaders, tokenFor } from '../../test/factories.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { buildRealtyWorld, type RealtyWorld } from '../../test/worlds/realty.ts';
import * as chessApi from '#shared/api/chess.ts';

const t = useTestApp();
let w: RealtyWorld;
let objectId: number;
let sectionId: number;
const tokens = new Map<number, string>();

async function chess(
  user: UserRow | null,
  body?: Record<string, unknown>,
  ids: { objectId?: number; sectionId?: number } = {},
) {
  let headers = {};
  if (user) {
    if (!tokens.has(user.id)) tokens.set(user.id, await tokenFor(t.db, user));
    headers = authHeaders(tokens.get(user.id)!);
  }
  return t.call(
    chessApi.getChessSection,
    { params: { id: ids.objectId ?? objectId, sectionId: ids.sectionId ?? sectionId }, body },
    null,
    { headers },
  );
}

const byNumber = (view: TChessView) => new Map(view.cells.map((c) => [c.data.number, c]));
const relevantNumbers = (view: TChessView) =>
  view.cells
    .filter((c) => c.data.relevant)
    .map((c) => c.data.number)
    .sort();

beforeAll(async () => {
  w = await buildRealtyWorld(t.db, t.storage);
  objectId = w.complex.object.id;
  sectionId = w.complex.pavilions[0]!.sections[0]!.id;
});

describe('[chess] POST /api/objects/{id}/chess/{sectionId}', () => {
  it('[chess] reads out the grid in grid order: rows, risers, merged and deleted cells', async () => {
    const res = await chess(w.buyer);
    expect(res.statusCode).toBe(200);
    const view = res.json<TChessView>();
    expect(view).toMatchObject({
      id: sectionId,
      name: 'Секция 1',
      objectId,
      pavilionName: 'Корпус 1',
      rowsCount: 3,
      colsCount: 3,
      dateBuild: '2027-05-01',
    });
    expect(view.rows.map((r) => [r.name, r.bbox])).toEqual([
      ['3', [0, 0, 1, 3]],
      ['2', [1, 0, 2, 3]],
      ['1', [2, 0, 3, 3]],
    ]);
    expect(view.cols.map((c) => c.name)).toEqual(['1', '2', '3']);
    expect(view.cells.map((c) => c.bbox)).toEqual([
      [0, 0, 1, 2],
      [0, 2, 1, 3],
      [1, 0, 2, 1],
      [1, 1, 2, 2],
      [1, 2, 2, 3],
      [2, 0, 3, 1],
      [2, 1, 3, 2],
      [2, 2, 3, 3],
    ]);
    const penthouse = byNumber(view).get('7')!;
    expect(penthouse.data).toMatchObject({
      cntApart: Layout.penthouse,
      floor: 3,
      area: 120,
      price: 60_000_000,
    });
    expect(view.cells[4]).toMatchObject({ disabled: true, data: { relevant: false } });
  });

  it('[chess] without a filter, units on sale are relevant and the rest are not', async () => {
    const view = (await chess(w.buyer)).json<TChessView>();
    expect(relevantNumbers(view)).toEqual(['1', '3', '4', '7']);
    expect(view.relevantCount).toBe(4);
  });

  it('[chess] narrows relevance by the filter: layouts, price, area, floor, promotion, interior', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ cntApart: [Layout.one, Layout.two] }, ['1', '3']],
      [{ cntApart: String(Layout.studio) }, ['4']],
      [{ priceFrom: 10_000_000, priceTo: '20000000' }, ['1', '3']],
      [{ areaFrom: 50 }, ['3', '7']],
      [{ squarePriceTo: 300_000 }, ['1', '3']],
      [{ floorFrom: 2 }, ['4', '7']],
      [{ isAction: 1 }, ['4']],
      [{ isAction: 0 }, ['1', '3', '4', '7']],
      [{ interior: [4] }, ['4']],
      [{ dateBuildFrom: '2027-2', dateBuildTo: '2027-2' }, ['1', '3', '4', '7']],
      [{ dateBuildFrom: '2027-3' }, []],
      [{ isFinished: 1 }, []],
      [{ isFinished: 0 }, ['1', '3', '4', '7']],
      // Criteria of the whole complex do not pick units.
      [{ features: [9], market: 1, subregions: [1] }, ['1', '3', '4', '7']],
    ];
    for (const [filter, expected] of cases) {
      const view = (await chess(w.buyer, filter)).json<TChessView>();
      expect({ filter, relevant: relevantNumbers(view) }).toEqual({ filter, relevant: expected });
      expect(view.relevantCount).toBe(expected.length);
    }
  });

  it('[chess] lists active offers on a unit and the caller’s own, commission for agents only', async () => {
    const forBuyer = byNumber((await chess(w.buyer)).json<TChessView>()).get('8')!;
    expect(forBuyer.data.status).toBe(CellStatus.sold);
    expect(forBuyer.offers).toEqual([
      {
        id: w.offers.active.id,
        ownerId: w.seller.id,
        ownerName: 'Продавец Иван',
        status: OfferStatus.active,
        area: 60,
        price: w.offers.active.price,
        commission: null,
      },
      expect.objectContaining({ id: w.buyerDraft.id, ownerId: w.buyer.id, status: OfferStatus.draft }),
    ]);
    const forAgent = byNumber((await chess(w.agent)).json<TChessView>()).get('8')!;
    expect(forAgent.offers).toEqual([
      expect.objectContaining({ id: w.offers.active.id, commission: { type: 1, price: 150_000 } }),
    ]);
    // The seller sees their own offers in play: active, draft, inactive, disabled; never archived ones.
    const forSeller = byNumber((await chess(w.seller)).json<TChessView>()).get('8')!;
    expect(forSeller.offers.map((o) => o.id)).toEqual(
      [w.offers.active.id, w.offers.draft.id, w.offers.inactive.id, w.offers.disabled.id].sort(
        (a, b) => a - b,
      ),
    );
  });

  it('[chess] hides unpublished sections and buildings from buyers, not from the owner and admins', async () => {
    const hiddenSection = w.complex.pavilions[0]!.sections[1]!.id;
    const hiddenBuilding = w.complex.pavilions[1]!.sections[0]!.id;
    for (const id of [hiddenSection, hiddenBuilding]) {
      const res = await chess(w.buyer, undefined, { sectionId: id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ type: 'NotFound', message: 'Секция не найдена' });
      expect((await chess(w.owner, undefined, { sectionId: id })).statusCode).toBe(200);
      expect((await chess(w.admin, undefined, { sectionId: id })).json<TChessView>().published).toBe(
        id !== hiddenSection,
      );
    }
  });

  it('[chess] answers NotFound for a section of another complex and for an unpublished complex', async () => {
    expect((await chess(w.buyer, undefined, { objectId: w.hollow.object.id })).statusCode).toBe(404);
    const draftSection = w.draft.pavilions[0]!.sections[0]!.id;
    expect(
      (await chess(w.buyer, undefined, { objectId: w.draft.object.id, sectionId: draftSection })).statusCode,
    ).toBe(404);
    expect(
      (await chess(w.owner, undefined, { objectId: w.draft.object.id, sectionId: draftSection })).statusCode,
    ).toBe(200);
  });

  it('[chess] opens through a snapshot without login: no offers, no commission, published only', async () => {
    const res = await chess(null, { snapshot: w.snapshotId, cntApart: [Layout.one] });
    expect(res.statusCode).toBe(200);
    const view = res.json<TChessView>();
    expect(view.cells.every((c) => c.offers.length === 0)).toBe(true);
    expect(relevantNumbers(view)).toEqual(['1']);
    const hiddenSection = w.complex.pavilions[0]!.sections[1]!.id;
    expect((await chess(null, { snapshot: w.snapshotId }, { sectionId: hiddenSection })).statusCode).toBe(
      404,
    );
    const asAgent = byNumber((await chess(w.agent, { snapshot: w.snapshotId })).json<TChessView>()).get('8')!;
    expect(asAgent.offers).toEqual([]);
  });

  it('[chess] refuses anonymous callers without a valid snapshot, or with one that lacks the complex', async () => {
    expect((await chess(null)).statusCode).toBe(401);
    expect((await chess(null, { snapshot: 'missing' })).json()).toMatchObject({ type: 'Unauthorized' });
    const hollowSection = w.hollow.pavilions[0]!.sections[0]!.id;
    const res = await chess(
      null,
      { snapshot: w.snapshotId },
      { objectId: w.hollow.object.id, sectionId: hollowSection },
    );
    expect(res.statusCode).toBe(401);
  });

  it('[chess] answers a bad filter with 422, never 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ priceFrom: 'дорого' }, 'priceFrom'],
      [{ priceFrom: 10, priceTo: 5 }, 'priceTo'],
      [{ cntApart: [99] }, 'cntApart.0'],
      [{ dateBuildFrom: '2027' }, 'dateBuildFrom'],
      [{ snapshot: 'a b' }, 'snapshot'],
    ];
    for (const [body, field] of cases) {
      const res = await chess(w.buyer, body);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.failure().errors)).toContain(field);
    }
    const badId = await t.call(
      chessApi.getChessSection,
      { params: { id: objectId, sectionId: 0 } },
      await tokenFor(t.db, w.buyer),
    );
    expect(badId.statusCode).toBe(422);
  });
});
