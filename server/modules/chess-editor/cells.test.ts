import { describe, expect, it } from 'vitest';
import { CellStatus, Interior, Layout } from '#shared/enums.ts';
import { fromApiSection, toSavePayload } from '#shared/chessboard/convert.ts';
import { deleteRows } from '#shared/chessboard/ops/delete-lines.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { useTestApp } from '../../test/use-app.ts';
import {
  adminCaller,
  call,
  caller,
  cellAt,
  form,
  objectFigures,
  picture,
  readSection,
  sectionFixture,
  useCaller,
} from '../../test/worlds/chess-editor.ts';
import * as chessEditorApi from '#shared/api/chess-editor.ts';

const v = chessEditorTexts.validation;

describe('[chess-editor] editing one unit: PUT cells/{id} and the form post with _method=PUT', () => {
  const t = useTestApp();
  const owner = useCaller(t);

  it('saves every field; the price per м² follows the price and the area; the figures are refreshed', async () => {
    const fixture = await sectionFixture(t, owner.user.id, {
      published: true,
      cell: () => ({ cntApart: Layout.one }),
    });
    const before = await readSection(t, owner, fixture);
    const cell = cellAt(before, 0, 0);
    const res = await t.call(
      chessEditorApi.updateCell,
      {
        params: { id: cell.id },
        body: {
          status: CellStatus.reserve,
          number: '101а',
          area: '42.55',
          price: 8_510_000,
          squarePrice: 1,
          cntApart: Layout.two,
          interior: Interior.chistInt,
          isAction: 1,
        },
      },
      owner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: cell.id,
      data: {
        status: CellStatus.reserve,
        number: '101а',
        area: 42.55,
        price: 8_510_000,
        squarePrice: 200_000,
        cntApart: Layout.two,
        interior: Interior.chistInt,
        isAction: true,
      },
    });
    // A reserved unit is not on sale: the complex now counts the cheapest remaining flat.
    const prices = before.cells.filter((c) => c.id !== cell.id).map((c) => c.data.price!);
    expect((await objectFigures(t, fixture.objectId)).priceFrom).toBe(Math.min(...prices));

    const perMeter = await t.call(
      chessEditorApi.updateCell,
      { params: { id: cell.id }, body: { price: '', squarePrice: 100_000 } },
      owner,
    );
    expect(perMeter.json().data).toMatchObject({ price: 4_255_000, squarePrice: 100_000 });
  });

  it('needs a number and a status; area and price unless the unit is the fund', async () => {
    const fixture = await sectionFixture(t, owner.user.id);
    const cell = cellAt(await readSection(t, owner, fixture), 1, 1);
    const bare = await t.call(
      chessEditorApi.updateCell,
      {
        params: { id: cell.id },
        body: {
          status: '',
          number: '',
          area: '',
          price: '',
        },
      },
      owner,
    );
    expect(bare.statusCode).toBe(422);
    expect(bare.failure().errors).toEqual({
      status: [v.statusRequired],
      number: [v.numberRequired],
      area: [v.areaRequired],
      price: [v.priceRequired],
    });

    const sale = await t.call(
      chessEditorApi.updateCell,
      {
        params: { id: cell.id },
        body: {
          status: CellStatus.sale,
          area: null,
          price: null,
        },
      },
      owner,
    );
    expect(sale.failure().errors).toEqual({ area: [v.areaRequired], price: [v.priceRequired] });

    const fund = await t.call(
      chessEditorApi.updateCell,
      {
        params: { id: cell.id },
        body: {
          status: CellStatus.fund,
          number: '7',
          area: '',
          price: '',
        },
      },
      owner,
    );
    expect(fund.statusCode).toBe(200);
    expect(fund.json().data).toMatchObject({ status: CellStatus.fund, number: '7', area: null, price: null });

    const bad = await t.call(
      chessEditorApi.updateCell,
      { params: { id: cell.id }, body: { area: '12,5', price: -3, status: 9 } },
      owner,
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.failure().errors).sort()).toEqual(['area', 'price', 'status']);
  });

  it('takes a multipart form post with _method=PUT and a plan image; refuses other methods and types', async () => {
    const fixture = await sectionFixture(t, owner.user.id);
    const cell = cellAt(await readSection(t, owner, fixture), 0, 1);
    const fields = {
      status: String(CellStatus.sale),
      number: '12',
      area: '50',
      price: '10000000',
      isAction: '0',
    };
    const posted = await t.callRaw(
      chessEditorApi.postCellForm,
      {
        params: { id: cell.id },
        body: await form({
          ...fields,
          _method: 'PUT',
          plan: { data: await picture('png'), filename: 'plan.png' },
        }),
      },
      owner,
    );
    expect(posted.statusCode).toBe(200);
    const plan = posted.json().data.plan;
    expect(plan).toMatchObject({ s: expect.stringMatching(/^\/files\/images\/.+\/s\.webp$/) });
    expect(posted.json().data).toMatchObject({ number: '12', squarePrice: 200_000 });
    expect(await t.storage.get(plan!.s.replace('/files/', ''))).not.toBeNull();

    const noOverride = await t.callRaw(
      chessEditorApi.postCellForm,
      { params: { id: cell.id }, body: await form(fields) },
      owner,
    );
    expect(noOverride.statusCode).toBe(422);
    expect(noOverride.failure().errors._method).toEqual([v.methodOverride]);

    for (const file of [
      { data: await picture('gif'), filename: 'plan.gif' },
      { data: Buffer.from('%PDF-1.7 not an image'), filename: 'plan.pdf' },
    ]) {
      const wrong = await t.callRaw(
        chessEditorApi.postCellForm,
        { params: { id: cell.id }, body: await form({ _method: 'PUT', plan: file }) },
        owner,
      );
      expect(wrong.statusCode).toBe(422);
      expect(wrong.failure().errors).toEqual({ plan: [v.planFormat] });
    }
    const broken = Buffer.concat([(await picture('png')).subarray(0, 40), Buffer.alloc(40)]);
    const unreadable = await t.callRaw(
      chessEditorApi.updateCell,
      { params: { id: cell.id }, body: await form({ plan: { data: broken, filename: 'plan.png' } }) },
      owner,
    );
    expect(unreadable.statusCode).toBe(422);
    expect(Object.keys(unreadable.failure().errors)).toEqual(['plan']);

    const removed = await t.callRaw(
      chessEditorApi.updateCell,
      { params: { id: cell.id }, body: await form({ plan: '' }) },
      owner,
    );
    expect(removed.json().data.plan).toBeNull();
  });

  it('deletes a unit and restores it, but not while its floor is deleted', async () => {
    const fixture = await sectionFixture(t, owner.user.id);
    const before = await readSection(t, owner, fixture);
    const cell = cellAt(before, 2, 0);
    expect(
      (
        await t.call(chessEditorApi.updateCell, { params: { id: cell.id }, body: { disabled: 1 } }, owner)
      ).json().disabled,
    ).toBe(true);
    expect(
      (
        await t.call(chessEditorApi.updateCell, { params: { id: cell.id }, body: { disabled: 0 } }, owner)
      ).json().disabled,
    ).toBe(false);

    const model = deleteRows(fromApiSection(before), [`row-${before.rows[2]!.id}`]);
    if (!model.ok) throw new Error(model.reason);
    await call(t, owner, 'PUT', fixture.sectionUrl, toSavePayload(model.section));
    const refused = await t.call(
      chessEditorApi.updateCell,
      { params: { id: cell.id }, body: { disabled: 0 } },
      owner,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.failure().errors.disabled).toEqual([v.restoreInDeleted]);
  });

  it('refuses another owner and changes nothing; an admin may edit', async () => {
    const fixture = await sectionFixture(t, owner.user.id);
    const before = await readSection(t, owner, fixture);
    const cell = cellAt(before, 0, 0);
    const stranger = await caller(t);
    const res = await t.call(
      chessEditorApi.updateCell,
      { params: { id: cell.id }, body: { number: '666' } },
      stranger,
    );
    expect(res.statusCode).toBe(404);
    const posted = await t.callRaw(
      chessEditorApi.postCellForm,
      { params: { id: cell.id }, body: await form({ _method: 'PUT', number: '666' }) },
      stranger,
    );
    expect(posted.statusCode).toBe(404);
    expect(await readSection(t, owner, fixture)).toEqual(before);
    const admin = await adminCaller(t);
    expect(
      (
        await t.call(chessEditorApi.updateCell, { params: { id: cell.id }, body: { number: '1А' } }, admin)
      ).json().data.number,
    ).toBe('1А');
  });
});
