import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OfferStatus } from '#shared/enums.ts';
import { fromApiSection, toSavePayload } from '#shared/chessboard/convert.ts';
import { deleteRows } from '#shared/chessboard/ops/delete-lines.ts';
import { mergeCells } from '#shared/chessboard/ops/merge-cells.ts';
import { splitCells } from '#shared/chessboard/ops/split-cells.ts';
import { chessTexts } from '#shared/chessboard/texts.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { useTestApp } from '../../test/use-app.ts';
import { offers } from '../../db/schema/index.ts';
import {
  adminCaller,
  call,
  caller,
  cellAt,
  cellRows,
  objectFigures,
  applied,
  withNewTopFloor,
  readSection,
  sectionFixture,
  useCaller,
} from '../../test/worlds/chess-editor.ts';

describe('[chess-editor] saving a whole section structure', () => {
  const t = useTestApp();
  const owner = useCaller(t);

  it('merges two units: the left one grows, the right one goes, and its resale offer follows the merged unit', async () => {
    const fixture = await sectionFixture(t, owner.user.id);
    const before = await readSection(t, owner, fixture);
    const [left, right] = [cellAt(before, 0, 0), cellAt(before, 0, 1)];
    const [offer] = await t.db
      .insert(offers)
      .values({
        userId: owner.user.id,
        status: OfferStatus.active,
        objectId: fixture.objectId,
        sectionId: fixture.sectionId,
        cellId: right.id,
        price: 9_000_000,
      })
      .returning();
    const merged = applied(mergeCells(fromApiSection(before), [`cell-${left.id}`, `cell-${right.id}`]));
    const res = await call(t, owner, 'PUT', fixture.sectionUrl, toSavePayload(merged));
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.cells).toHaveLength(5);
    expect(cellAt(after, 0, 1)).toMatchObject({
      id: left.id,
      bbox: [0, 0, 1, 2],
      data: { number: left.data.number },
    });
    expect(cellAt(after, 0, 1).offers.map((o: { id: number }) => o.id)).toEqual([offer!.id]);
    const [kept] = await t.db.select().from(offers).where(eq(offers.id, offer!.id));
    expect(kept!.cellId).toBe(left.id);

    const split = applied(splitCells(fromApiSection(after), [`cell-${left.id}`]));
    const again = (await call(t, owner, 'PUT', fixture.sectionUrl, toSavePayload(split))).json();
    expect(again.cells).toHaveLength(6);
    expect(cellAt(again, 0, 0).id).toBe(left.id);
    expect(cellAt(again, 0, 1).id).not.toBe(right.id);
    expect(cellAt(again, 0, 1).data.number).toBeNull();
  });

  it('adds a floor on top and deletes the bottom one: new ids, floors follow the rows, deleted units disabled', async () => {
    const fixture = await sectionFixture(t, owner.user.id, { published: true });
    const before = await readSection(t, owner, fixture);
    const bottom = before.rows[2]!;
    let model = withNewTopFloor(before);
    model = applied(deleteRows(model, [`row-${bottom.id}`]));
    const res = await call(t, owner, 'PUT', fixture.sectionUrl, toSavePayload(model));
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.rowsCount).toBe(4);
    expect(after.rows.map((r: { name: string; disabled: boolean }) => [r.name, r.disabled])).toEqual([
      ['4', false],
      ['3', false],
      ['2', false],
      ['1', true],
    ]);
    expect(after.cols.every((c: { bbox: number[] }) => c.bbox[2] === 4)).toBe(true);
    expect(cellAt(after, 0, 0)).toMatchObject({ disabled: false, data: { floor: 4, number: null } });
    expect(cellAt(after, 1, 0).id).toBe(cellAt(before, 0, 0).id);
    expect(cellAt(after, 3, 1)).toMatchObject({ disabled: true, data: { floor: 1 } });
    // The two units of the deleted floor no longer count; the two new ones do.
    expect((await objectFigures(t, fixture.objectId)).flatsCount).toBe(6);
  });

  it('refuses a structure that does not fit, in Russian, and changes nothing', async () => {
    const fixture = await sectionFixture(t, owner.user.id);
    const before = await readSection(t, owner, fixture);
    const overlap = toSavePayload(fromApiSection(before));
    overlap.cells[0]!.bbox = [0, 0, 1, 2];
    const res = await call(t, owner, 'PUT', fixture.sectionUrl, overlap);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.cells).toEqual(['Квартиры накладываются друг на друга в строке 1, столбце 2']);

    const outside = toSavePayload(fromApiSection(before));
    outside.cells[5]!.bbox = [2, 1, 3, 3];
    const far = await call(t, owner, 'PUT', fixture.sectionUrl, outside);
    expect(far.statusCode).toBe(422);
    expect(far.json().errors['cells.5.bbox']).toEqual([chessTexts.problem.badBbox]);

    const gap = toSavePayload(fromApiSection(before));
    gap.cells.pop();
    const uncovered = await call(t, owner, 'PUT', fixture.sectionUrl, gap);
    expect(uncovered.json().errors.cells).toEqual(['Клетка в строке 3, столбце 2 не занята']);

    const wide = toSavePayload(fromApiSection(before));
    wide.rowsCount = 100;
    expect((await call(t, owner, 'PUT', fixture.sectionUrl, wide)).json().errors.rowsCount).toBeDefined();
    expect(await readSection(t, owner, fixture)).toEqual(before);
  });

  it('refuses ids of another section and other owners; an admin may save', async () => {
    const fixture = await sectionFixture(t, owner.user.id);
    const other = await sectionFixture(t, owner.user.id);
    const before = await readSection(t, owner, fixture);
    const foreignCell = (await cellRows(t, other.sectionId))[0]!;
    const payload = toSavePayload(fromApiSection(before));
    payload.cells[0]!.id = foreignCell.id;
    const res = await call(t, owner, 'PUT', fixture.sectionUrl, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['cells.0.id']).toEqual([chessEditorTexts.validation.unknownItem]);

    const stranger = await caller(t);
    const merged = applied(
      mergeCells(fromApiSection(before), [`cell-${before.cells[0]!.id}`, `cell-${before.cells[1]!.id}`]),
    );
    expect((await call(t, stranger, 'PUT', fixture.sectionUrl, toSavePayload(merged))).statusCode).toBe(404);
    expect(await readSection(t, owner, fixture)).toEqual(before);
    const admin = await adminCaller(t);
    expect(
      (await call(t, admin, 'PUT', fixture.sectionUrl, toSavePayload(merged))).json().cells,
    ).toHaveLength(5);
  });
});
