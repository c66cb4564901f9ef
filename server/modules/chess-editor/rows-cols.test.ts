import { describe, expect, it } from 'vitest';
import { RowType } from '#shared/enums.ts';
import { refusalText } from '#shared/chessboard/result.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { useTestApp } from '../../test/use-app.ts';
import {
  adminCaller,
  useCaller,
  cellAt,
  form,
  picture,
  readSection,
  sectionFixture,
} from '../../test/worlds/chess-editor.ts';
import * as chessEditorApi from '#shared/api/chess-editor.ts';

describe('[chess-editor] floors and risers: PUT rows/{id} (also as a form post) and PUT cols/{id}', () => {
  const t = useTestApp();
  const owner = useCaller(t);
  const stranger = useCaller(t);

  it('renames a living floor and the floors of its units follow; other types lose the name', async () => {
    const fixture = await sectionFixture(t, owner.user.id);
    const before = await readSection(t, owner, fixture);
    const top = before.rows[0]!;
    const res = await t.call(
      chessEditorApi.updateRow,
      { params: { id: top.id }, body: { name: '12' } },
      owner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().rows[0]).toMatchObject({ id: top.id, name: '12', type: RowType.live });
    expect(cellAt(res.json(), 0, 0).data.floor).toBe(12);

    const bottom = before.rows[2]!;
    const parking = await t.call(
      chessEditorApi.updateRow,
      {
        params: { id: bottom.id },
        body: {
          type: RowType.parking,
          name: '1',
        },
      },
      owner,
    );
    expect(parking.json().rows[2]).toMatchObject({ type: RowType.parking, name: '' });
    expect(cellAt(parking.json(), 2, 1).data.floor).toBeNull();

    const unnamed = await t.call(
      chessEditorApi.updateRow,
      { params: { id: bottom.id }, body: { type: RowType.live } },
      owner,
    );
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.failure().errors).toEqual({ name: [refusalText('nameRequired')] });
    const long = await t.call(
      chessEditorApi.updateRow,
      { params: { id: top.id }, body: { name: '1'.repeat(21) } },
      owner,
    );
    expect(long.statusCode).toBe(422);
  });

  it('takes a floor plan in a form post with _method=PUT; refuses a wrong type and another owner', async () => {
    const fixture = await sectionFixture(t, owner.user.id);
    const row = (await readSection(t, owner, fixture)).rows[1]!;
    const posted = await t.callRaw(
      chessEditorApi.postRowForm,
      {
        params: { id: row.id },
        body: await form({
          _method: 'PUT',
          type: String(RowType.live),
          name: '2',
          plan: { data: await picture('webp'), filename: 'floor.webp' },
        }),
      },
      owner,
    );
    expect(posted.statusCode).toBe(200);
    expect(posted.json().rows[1].plan).toMatchObject({ xl: expect.stringContaining('/xl.webp') });

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const wrong = await t.callRaw(
      chessEditorApi.postRowForm,
      {
        params: { id: row.id },
        body: await form({ _method: 'PUT', plan: { data: svg, filename: 'a.svg' } }),
      },
      owner,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.failure().errors).toEqual({ plan: [chessEditorTexts.validation.planFormat] });

    expect(
      (await t.call(chessEditorApi.updateRow, { params: { id: row.id }, body: { name: '99' } }, stranger))
        .statusCode,
    ).toBe(404);
    expect((await readSection(t, owner, fixture)).rows[1]!.name).toBe('2');
  });

  it('renames a riser; names are 20 characters at most; strangers are refused, an admin is not', async () => {
    const fixture = await sectionFixture(t, owner.user.id);
    const col = (await readSection(t, owner, fixture)).cols[0]!;
    const res = await t.call(
      chessEditorApi.updateCol,
      { params: { id: col.id }, body: { name: ' Б ' } },
      owner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: col.id,
      bbox: col.bbox,
      disabled: false,
      name: 'Б',
      version: col.version + 1,
      sectionVersion: 2,
    });
    expect(
      (
        await t.call(
          chessEditorApi.updateCol,
          { params: { id: col.id }, body: { name: 'x'.repeat(21) } },
          owner,
        )
      ).statusCode,
    ).toBe(422);
    expect(
      (await t.call(chessEditorApi.updateCol, { params: { id: col.id }, body: { name: 'В' } }, stranger))
        .statusCode,
    ).toBe(404);
    expect((await readSection(t, owner, fixture)).cols[0]!.name).toBe('Б');
    expect(
      (
        await t.call(
          chessEditorApi.updateCol,
          { params: { id: col.id }, body: { name: 'А' } },
          await adminCaller(t),
        )
      ).json().name,
    ).toBe('А');
  });
});
