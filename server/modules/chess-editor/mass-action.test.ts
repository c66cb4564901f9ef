import { describe, expect, it } from 'vitest';
import { CellStatus, Layout, PriceChange } from '#shared/enums.ts';
import { refusalText } from '#shared/chessboard/result.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { useTestApp } from '../../test/use-app.ts';
import {
  adminCaller,
  caller,
  cellAt,
  objectFigures,
  readSection,
  sectionFixture,
  type Caller,
  useCaller,
} from '../../test/worlds/chess-editor.ts';
import * as chessEditorApi from '#shared/api/chess-editor.ts';
import type { TestInputOf } from '../../test/call.ts';

type MassActionBody = TestInputOf<typeof chessEditorApi.massAction>['body'];

describe('[chess-editor] mass price change: POST sections/{id}/massive_action', () => {
  const t = useTestApp();
  const owner = useCaller(t);
  const massAction = (sectionId: number, body: MassActionBody, as: Caller) =>
    t.call(chessEditorApi.massAction, { params: { id: sectionId }, body }, as);

  // Floors 1…3 × risers 0…1: riser 0 is 30 м² at 400 000 ₽/м², riser 1 is 42.5 м²; floor 2 is reserved,
  // riser 1 of floor 3 is a promotion.
  const fixtureCells = (floor: number, riser: number) => ({
    cntApart: Layout.one,
    status: floor === 2 ? CellStatus.reserve : CellStatus.sale,
    isAction: floor === 3 && riser === 1,
  });

  it('adds ₽ per м² to the units on sale of the chosen rows and recomputes the prices from the areas', async () => {
    const fixture = await sectionFixture(t, owner.user.id, { published: true, cell: fixtureCells });
    const before = await readSection(t, owner, fixture);
    const res = await massAction(
      fixture.sectionId,
      { type: PriceChange.priceUp, value: '10000', rows: [before.rows[0]!.id, before.rows[1]!.id] },
      owner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().changed).toBe(2);
    const after = res.json().section;
    expect(cellAt(after, 0, 0).data).toMatchObject({ squarePrice: 410_000, price: 12_300_000 });
    expect(cellAt(after, 0, 1).data).toMatchObject({ squarePrice: 410_000, price: 17_425_000 });
    expect(cellAt(after, 1, 0).data).toEqual(cellAt(before, 1, 0).data);
    expect(cellAt(after, 2, 0).data).toEqual(cellAt(before, 2, 0).data);
    expect((await objectFigures(t, fixture.objectId)).priceTo).toBe(17_425_000);
  });

  it('changes by a percent all rows by default, only the chosen status, only promotions when asked', async () => {
    const fixture = await sectionFixture(t, owner.user.id, { cell: fixtureCells });
    const before = await readSection(t, owner, fixture);
    const reserve = await massAction(
      fixture.sectionId,
      { type: PriceChange.percentDown, value: 10, forStatus: CellStatus.reserve },
      owner,
    );
    expect(reserve.json().changed).toBe(2);
    expect(cellAt(reserve.json().section, 1, 0).data).toMatchObject({
      price: 10_800_000,
      squarePrice: 360_000,
    });
    expect(cellAt(reserve.json().section, 0, 0).data.price).toBe(cellAt(before, 0, 0).data.price);

    const promo = await massAction(
      fixture.sectionId,
      { type: PriceChange.percentUp, value: '5', forActions: 1 },
      owner,
    );
    expect(promo.json().changed).toBe(1);
    expect(cellAt(promo.json().section, 0, 1).data.price).toBe(17_850_000);
    expect(cellAt(promo.json().section, 0, 0).data.price).toBe(12_000_000);
  });

  it('refuses a change that would break a price, a wrong value or foreign rows, and changes nothing', async () => {
    const fixture = await sectionFixture(t, owner.user.id, { cell: fixtureCells });
    const before = await readSection(t, owner, fixture);
    const negative = await massAction(
      fixture.sectionId,
      { type: PriceChange.priceDown, value: 400_000 },
      owner,
    );
    expect(negative.statusCode).toBe(422);
    expect(negative.failure().errors).toEqual({ value: [refusalText('negativePrice')] });
    const hundred = await massAction(fixture.sectionId, { type: PriceChange.percentDown, value: 100 }, owner);
    expect(hundred.failure().errors).toEqual({ value: [refusalText('badValue')] });
    const other = await sectionFixture(t, owner.user.id);
    const foreignRow = (await readSection(t, owner, other)).rows[0]!.id;
    const rows = await massAction(fixture.sectionId, { type: 1, value: 1, rows: [foreignRow] }, owner);
    expect(rows.failure().errors).toEqual({ rows: [chessEditorTexts.validation.rowsUnknown] });
    const stranger = await caller(t);
    expect((await massAction(fixture.sectionId, { type: 1, value: 1 }, stranger)).statusCode).toBe(404);
    expect(await readSection(t, owner, fixture)).toEqual(before);
    const admin = await adminCaller(t);
    expect((await massAction(fixture.sectionId, { type: 1, value: 1 }, admin)).json().changed).toBe(4);
  });
});
