import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CellStatus, Layout, RowType } from '#shared/enums.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { useTestApp } from '../../test/use-app.ts';
import { cells, sections } from '../../db/schema/index.ts';
import {
  adminCaller,
  call,
  useCaller,
  cellRows,
  objectFigures,
  readSection,
  sectionFixture,
} from '../../test/worlds/chess-editor.ts';
import * as chessEditorApi from '#shared/api/chess-editor.ts';

const v = chessEditorTexts.validation;

describe('[chess-editor] sections: the building page, create with a grid, update, publish, delete, reorder', () => {
  const t = useTestApp();
  const owner = useCaller(t);
  const stranger = useCaller(t);

  it('lists the sections of a building with their counts, the building and its complex', async () => {
    const { objectId, pavilionId, sectionId } = await sectionFixture(t, owner.user.id);
    const res = await t.call(chessEditorApi.listSections, { params: { pid: pavilionId } }, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      object: { id: objectId, title: 'ЖК Ривьера', published: false },
      pavilion: expect.objectContaining({ id: pavilionId, objectId, name: 'Корпус 1', flatsCount: 6 }),
      data: [
        expect.objectContaining({
          id: sectionId,
          name: 'Секция 1',
          rowsCount: 3,
          colsCount: 2,
          flatsCount: 6,
          saleCount: 6,
          published: false,
        }),
      ],
    });
    expect(
      (await t.call(chessEditorApi.listSections, { params: { pid: pavilionId } }, stranger)).statusCode,
    ).toBe(404);
    expect(
      (await t.call(chessEditorApi.listSections, { params: { pid: pavilionId } }, await adminCaller(t)))
        .statusCode,
    ).toBe(200);
  });

  it('creates a section with its whole grid: floors 1…N from the bottom, risers 1…M, one unit each', async () => {
    const { pavilionId } = await sectionFixture(t, owner.user.id);
    const res = await t.call(
      chessEditorApi.createSection,
      {
        params: { pid: pavilionId },
        body: {
          name: 'Секция 2',
          cols: '4',
          rows: 5,
          dateBuild: '03.2028',
          isFinished: 0,
        },
      },
      owner,
    );
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Секция 2',
      rowsCount: 5,
      colsCount: 4,
      flatsCount: 20,
      published: false,
    });
    expect(created.dateBuild).toBe('2028-03-01');
    const section = await readSection(t, owner, {
      objectId: 0,
      pavilionId,
      sectionId: created.id,
      sectionUrl: `/api/backoffice/pavilions/${pavilionId}/sections/${created.id}`,
    });
    expect(section.rows.map((r) => [r.name, r.type, r.bbox])).toEqual([
      ['5', RowType.live, [0, 0, 1, 4]],
      ['4', RowType.live, [1, 0, 2, 4]],
      ['3', RowType.live, [2, 0, 3, 4]],
      ['2', RowType.live, [3, 0, 4, 4]],
      ['1', RowType.live, [4, 0, 5, 4]],
    ]);
    expect(section.cols.map((c) => c.name)).toEqual(['1', '2', '3', '4']);
    expect(section.cells).toHaveLength(20);
    expect(section.cells[0]).toMatchObject({
      bbox: [0, 0, 1, 1],
      disabled: false,
      data: { floor: 5, number: null },
    });
    expect(section.cells[19]!.data.floor).toBe(1);
    const order = await t.db
      .select()
      .from(sections)
      .where(eq(sections.pavilionId, pavilionId))
      .orderBy(sections.sort);
    expect(order.map((s) => s.name)).toEqual(['Секция 1', 'Секция 2']);
  });

  it('answers 422 in Russian: two digits at most for cols and rows, a name, a month', async () => {
    const { pavilionId } = await sectionFixture(t, owner.user.id);
    const res = await t.call(
      chessEditorApi.createSection,
      {
        params: { pid: pavilionId },
        body: {
          name: '',
          cols: '100',
          rows: 0,
          dateBuild: 'весной',
        },
      },
      owner,
    );
    expect(res.statusCode).toBe(422);
    expect(res.failure().errors).toEqual({
      name: [v.nameRequired],
      cols: [v.twoDigits],
      rows: [v.twoDigits],
      dateBuild: [v.monthInvalid],
    });
    expect(await t.db.$count(sections, eq(sections.pavilionId, pavilionId))).toBe(1);
    const foreign = await t.call(
      chessEditorApi.createSection,
      { params: { pid: pavilionId }, body: { name: 'X', cols: 2, rows: 2 } },
      stranger,
    );
    expect(foreign.statusCode).toBe(404);
    expect(await t.db.$count(sections, eq(sections.pavilionId, pavilionId))).toBe(1);
  });

  it('renames and publishes a section; a section without a presentable unit is refused with every reason', async () => {
    const fixture = await sectionFixture(t, owner.user.id, {
      cell: (floor) => (floor === 1 ? { status: CellStatus.fund, price: null } : { number: null }),
    });
    const renamed = await call(t, owner, 'PUT', fixture.sectionUrl, {
      name: 'Подъезд 1',
      dateBuild: '2029-06',
    });
    expect(renamed.json()).toMatchObject({ name: 'Подъезд 1', dateBuild: '2029-06-01' });
    // Only the fund units of floor 1 are presentable: a fund unit needs no price.
    expect((await call(t, owner, 'PUT', fixture.sectionUrl, { published: 1 })).json()).toMatchObject({
      published: true,
    });
    expect((await call(t, owner, 'PUT', fixture.sectionUrl, { published: 0 })).json().published).toBe(false);

    const bare = await t.call(
      chessEditorApi.createSection,
      { params: { pid: fixture.pavilionId }, body: { name: 'Пустая', cols: 2, rows: 2 } },
      owner,
    );
    const refused = await t.call(
      chessEditorApi.updateSection,
      {
        params: { pid: fixture.pavilionId, sid: bare.json().id },
        body: {
          published: 1,
        },
      },
      owner,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.failure().errors.published).toEqual([chessEditorTexts.publishing.sectionNoUnits]);
    expect((await call(t, stranger, 'PUT', fixture.sectionUrl, { name: 'Чужая' })).statusCode).toBe(404);
    expect((await readSection(t, owner, fixture)).name).toBe('Подъезд 1');
  });

  it('publishing and unpublishing a section refresh the figures of the complex', async () => {
    const fixture = await sectionFixture(t, owner.user.id, {
      published: true,
      cell: () => ({ cntApart: Layout.two }),
    });
    const before = await objectFigures(t, fixture.objectId);
    expect(before.flatsCount).toBe(6);
    await call(t, owner, 'PUT', fixture.sectionUrl, { published: 0 });
    expect(await objectFigures(t, fixture.objectId)).toMatchObject({ flatsCount: 0, priceFrom: null });
    await call(t, owner, 'PUT', fixture.sectionUrl, { published: 1 });
    expect(await objectFigures(t, fixture.objectId)).toEqual(before);
  });

  it('deletes a section with its cells; reorders the sections of a building', async () => {
    const fixture = await sectionFixture(t, owner.user.id);
    const second = (
      await t.call(
        chessEditorApi.createSection,
        { params: { pid: fixture.pavilionId }, body: { name: 'Б', cols: 1, rows: 1 } },
        owner,
      )
    ).json();
    expect(
      (
        await t.call(
          chessEditorApi.reorderSections,
          { params: { pid: fixture.pavilionId }, body: { order: [second.id, fixture.sectionId] } },
          owner,
        )
      ).statusCode,
    ).toBe(204);
    const page = (
      await t.call(chessEditorApi.listSections, { params: { pid: fixture.pavilionId } }, owner)
    ).json();
    expect(page.data.map((s: { id: number }) => s.id)).toEqual([second.id, fixture.sectionId]);
    expect(
      (
        await t.call(
          chessEditorApi.reorderSections,
          { params: { pid: fixture.pavilionId }, body: { order: [second.id, second.id] } },
          owner,
        )
      ).statusCode,
    ).toBe(422);

    expect((await call(t, stranger, 'DELETE', fixture.sectionUrl)).statusCode).toBe(404);
    expect((await cellRows(t, fixture.sectionId)).length).toBe(6);
    expect((await call(t, owner, 'DELETE', fixture.sectionUrl)).statusCode).toBe(204);
    expect(await t.db.$count(cells, eq(cells.sectionId, fixture.sectionId))).toBe(0);
    expect((await call(t, owner, 'GET', fixture.sectionUrl)).statusCode).toBe(404);
  });
});
