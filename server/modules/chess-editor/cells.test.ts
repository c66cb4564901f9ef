import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CellStatus, Interior, Layout } from '#shared/enums.ts';
import { fromApiSection, toSavePayload } from '#shared/chessboard/convert.ts';
import { deleteRows } from '#shared/chessboard/ops/delete-lines.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { type TestContext } from '../../test/app.ts';
import {
  adminCaller,
  call,
  appWithOwner,
  caller,
  cellAt,
  form,
  objectFigures,
  picture,
  readSection,
  sectionFixture,
  type Caller,
} from '../../test/worlds/chess-editor.ts';

const v = chessEditorTexts.validation;

describe('[chess-editor] editing one unit: PUT cells/{id} and the form post with _method=PUT', () => {
  let t: TestContext;
  let owner: Caller;
  beforeAll(async () => ({ t, owner } = await appWithOwner()));
  afterAll(() => t.close());

  const cellUrl = (id: number) => `/api/backoffice/cells/${id}`;

  it('saves every field; the price per м² follows the price and the area; the figures are refreshed', async () => {
    const fixture = await sectionFixture(t, owner.user.id, {
      published: true,
      cell: () => ({ cntApart: Layout.one }),
    });
    const before = await readSection(t, owner, fixture);
    const cell = cellAt(before, 0, 0);
    const res = await call(t, owner, 'PUT', cellUrl(cell.id), {
      status: CellStatus.reserve,
      number: '101а',
      area: '42.55',
      price: 8_510_000,
      squarePrice: 1,
      cntApart: Layout.two,
      interior: Interior.chistInt,
      isAction: 1,
    });
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

    const perMeter = await call(t, owner, 'PUT', cellUrl(cell.id), { price: '', squarePrice: 100_000 });
    expect(perMeter.json().data).toMatchObject({ price: 4_255_000, squarePrice: 100_000 });
  });

  it('needs a number and a status; area and price unless the unit is the fund', async () => {
    const fixture = await sectionFixture(t, owner.user.id);
    const cell = cellAt(await readSection(t, owner, fixture), 1, 1);
    const bare = await call(t, owner, 'PUT', cellUrl(cell.id), {
      status: '',
      number: '',
      area: '',
      price: '',
    });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors).toEqual({
      status: [v.statusRequired],
      number: [v.numberRequired],
      area: [v.areaRequired],
      price: [v.priceRequired],
    });

    const sale = await call(t, owner, 'PUT', cellUrl(cell.id), {
      status: CellStatus.sale,
      area: null,
      price: null,
    });
    expect(sale.json().errors).toEqual({ area: [v.areaRequired], price: [v.priceRequired] });

    const fund = await call(t, owner, 'PUT', cellUrl(cell.id), {
      status: CellStatus.fund,
      number: '7',
      area: '',
      price: '',
    });
    expect(fund.statusCode).toBe(200);
    expect(fund.json().data).toMatchObject({ status: CellStatus.fund, number: '7', area: null, price: null });

    const bad = await call(t, owner, 'PUT', cellUrl(cell.id), { area: '12,5', price: -3, status: 9 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['area', 'price', 'status']);
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
    const posted = await call(
      t,
      owner,
      'POST',
      cellUrl(cell.id),
      await form({ ...fields, _method: 'PUT', plan: { data: await picture('png'), filename: 'plan.png' } }),
    );
    expect(posted.statusCode).toBe(200);
    const plan = posted.json().data.plan;
    expect(plan).toMatchObject({ s: expect.stringMatching(/^\/files\/images\/.+\/s\.webp$/) });
    expect(posted.json().data).toMatchObject({ number: '12', squarePrice: 200_000 });
    expect(await t.storage.get(plan.s.replace('/files/', ''))).not.toBeNull();

    const noOverride = await call(t, owner, 'POST', cellUrl(cell.id), await form(fields));
    expect(noOverride.statusCode).toBe(422);
    expect(noOverride.json().errors._method).toEqual([v.methodOverride]);

    for (const file of [
      { data: await picture('gif'), filename: 'plan.gif' },
      { data: Buffer.from('%PDF-1.7 not an image'), filename: 'plan.pdf' },
    ]) {
      const wrong = await call(
        t,
        owner,
        'POST',
        cellUrl(cell.id),
        await form({ _method: 'PUT', plan: file }),
      );
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ plan: [v.planFormat] });
    }
    const broken = Buffer.concat([(await picture('png')).subarray(0, 40), Buffer.alloc(40)]);
    const unreadable = await call(
      t,
      owner,
      'PUT',
      cellUrl(cell.id),
      await form({ plan: { data: broken, filename: 'plan.png' } }),
    );
    expect(unreadable.statusCode).toBe(422);
    expect(Object.keys(unreadable.json().errors)).toEqual(['plan']);

    const removed = await call(t, owner, 'PUT', cellUrl(cell.id), await form({ plan: '' }));
    expect(removed.json().data.plan).toBeNull();
  });

  it('deletes a unit and restores it, but not while its floor is deleted', async () => {
    const fixture = await sectionFixture(t, owner.user.id);
    const before = await readSection(t, owner, fixture);
    const cell = cellAt(before, 2, 0);
    expect((await call(t, owner, 'PUT', cellUrl(cell.id), { disabled: 1 })).json().disabled).toBe(true);
    expect((await call(t, owner, 'PUT', cellUrl(cell.id), { disabled: 0 })).json().disabled).toBe(false);

    const model = deleteRows(fromApiSection(before), [`row-${before.rows[2]!.id}`]);
    if (!model.ok) throw new Error(model.reason);
    await call(t, owner, 'PUT', fixture.sectionUrl, toSavePayload(model.section));
    const refused = await call(t, owner, 'PUT', cellUrl(cell.id), { disabled: 0 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.disabled).toEqual([v.restoreInDeleted]);
  });

  it('refuses another owner and changes nothing; an admin may edit', async () => {
    const fixture = await sectionFixture(t, owner.user.id);
    const before = await readSection(t, owner, fixture);
    const cell = cellAt(before, 0, 0);
    const stranger = await caller(t);
    const res = await call(t, stranger, 'PUT', cellUrl(cell.id), { number: '666' });
    expect(res.statusCode).toBe(404);
    const posted = await call(
      t,
      stranger,
      'POST',
      cellUrl(cell.id),
      await form({ _method: 'PUT', number: '666' }),
    );
    expect(posted.statusCode).toBe(404);
    expect(await readSection(t, owner, fixture)).toEqual(before);
    const admin = await adminCaller(t);
    expect((await call(t, admin, 'PUT', cellUrl(cell.id), { number: '1А' })).json().data.number).toBe('1А');
  });
});
