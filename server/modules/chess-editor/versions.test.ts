import { describe, expect, it } from 'vitest';
import { fromApiSection, toSavePayload } from '#shared/chessboard/convert.ts';
import { disableCells } from '#shared/chessboard/ops/cell-state.ts';
import { versionTexts } from '#shared/texts/versions.ts';
import { useTestApp } from '../../test/use-app.ts';
import {
  applied,
  call,
  cellAt,
  readSection,
  sectionFixture,
  useCaller,
} from '../../test/worlds/chess-editor.ts';
import * as chessEditorApi from '#shared/api/chess-editor.ts';

const stale = (res: { statusCode: number; json: () => unknown }, message: string) => {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ type: 'NotAcceptable', message });
};

describe('[chess-editor] versions: an edit based on an old copy is refused with 409, nothing written', () => {
  const t = useTestApp();
  const owner = useCaller(t);

  it('a section, its floors, risers and units start at version 1', async () => {
    const section = await readSection(t, owner, await sectionFixture(t, owner.user.id));
    expect(section.version).toBe(1);
    expect(new Set([...section.rows, ...section.cols, ...section.cells].map((item) => item.version))).toEqual(
      new Set([1]),
    );
  });

  it('a unit: a stale version is refused; a fresh one saves and answers the new versions', async () => {
    const fixture = await sectionFixture(t, owner.user.id);
    const before = await readSection(t, owner, fixture);
    const unit = cellAt(before, 0, 0);

    const first = await t.call(
      chessEditorApi.updateCell,
      { params: { id: unit.id }, body: { price: 5_100_000, version: 1, sectionVersion: 1 } },
      owner,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: unit.id, version: 2, sectionVersion: 2 });
    expect(first.json().data.price).toBe(5_100_000);

    // The other editor still holds version 1 of the unit.
    stale(
      await t.call(
        chessEditorApi.updateCell,
        { params: { id: unit.id }, body: { price: 1_000_000, version: 1 } },
        owner,
      ),
      versionTexts.stale.cell,
    );
    // The unit is fresh but the board it was opened from is not.
    stale(
      await t.call(
        chessEditorApi.updateCell,
        { params: { id: unit.id }, body: { price: 1_000_000, version: 2, sectionVersion: 1 } },
        owner,
      ),
      versionTexts.stale.section,
    );
    const after = await readSection(t, owner, fixture);
    expect(cellAt(after, 0, 0)).toMatchObject({ version: 2, data: { price: 5_100_000 } });
    expect(after.version).toBe(2);

    // No version sent: not checked (a client that does not know about versions keeps working).
    const unchecked = await t.call(
      chessEditorApi.updateCell,
      { params: { id: unit.id }, body: { price: 5_200_000 } },
      owner,
    );
    expect(unchecked.json()).toMatchObject({ version: 3, sectionVersion: 3 });
  });

  it('a unit edited by one builder makes the other builder’s structure save a 409, nothing written', async () => {
    const fixture = await sectionFixture(t, owner.user.id);
    const copy = await readSection(t, owner, fixture);
    const other = cellAt(copy, 1, 1);
    // Builder A changes a single unit.
    const edit = await t.call(
      chessEditorApi.updateCell,
      {
        params: { id: other.id },
        body: {
          disabled: 1,
          version: other.version,
          sectionVersion: copy.version,
        },
      },
      owner,
    );
    expect(edit.statusCode, edit.body).toBe(200);

    // Builder B saves a structure from the copy read before: refused, the section as A left it.
    const model = applied(disableCells(fromApiSection(copy), [`cell-${cellAt(copy, 0, 0).id}`]));
    stale(
      await call(t, owner, 'PUT', fixture.sectionUrl, { ...toSavePayload(model), version: copy.version }),
      versionTexts.stale.section,
    );
    const after = await readSection(t, owner, fixture);
    expect(after.version).toBe(copy.version + 1);
    expect(cellAt(after, 0, 0).disabled).toBe(false);
    expect(cellAt(after, 1, 1).disabled).toBe(true);

    // From the fresh copy it saves, and the changed unit's version moves on with it.
    const fresh = applied(disableCells(fromApiSection(after), [`cell-${cellAt(after, 0, 0).id}`]));
    const saved = await call(t, owner, 'PUT', fixture.sectionUrl, {
      ...toSavePayload(fresh),
      version: after.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).toBe(after.version + 1);
    expect(cellAt(saved.json(), 0, 0)).toMatchObject({ disabled: true, version: 2 });
    expect(cellAt(saved.json(), 1, 1).disabled).toBe(true);
  });

  it('a floor, a riser, the section patch and the mass price change check and bump the section', async () => {
    const fixture = await sectionFixture(t, owner.user.id);
    const copy = await readSection(t, owner, fixture);
    const row = copy.rows[0]!;
    const col = copy.cols[0]!;

    const renamed = await t.call(
      chessEditorApi.updateRow,
      {
        params: { id: row.id },
        body: {
          name: '7',
          version: row.version,
          sectionVersion: copy.version,
        },
      },
      owner,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().version).toBe(2);
    expect(renamed.json().rows[0]).toMatchObject({ name: '7', version: 2 });

    // Everything else based on version 1 of the section is refused now, and writes nothing.
    stale(
      await t.call(
        chessEditorApi.updateRow,
        { params: { id: row.id }, body: { name: '8', version: row.version } },
        owner,
      ),
      versionTexts.stale.row,
    );
    stale(
      await t.call(
        chessEditorApi.updateCol,
        { params: { id: col.id }, body: { name: 'Б', sectionVersion: 1 } },
        owner,
      ),
      versionTexts.stale.section,
    );
    stale(
      await call(t, owner, 'PUT', fixture.sectionUrl, { name: 'Другая', version: 1 }),
      versionTexts.stale.section,
    );
    stale(
      await t.call(
        chessEditorApi.massAction,
        {
          params: { id: fixture.sectionId },
          body: {
            type: 1,
            value: 10,
            version: 1,
          },
        },
        owner,
      ),
      versionTexts.stale.section,
    );
    const after = await readSection(t, owner, fixture);
    expect(after).toMatchObject({ version: 2, name: copy.name });
    expect(after.rows[0]).toMatchObject({ name: '7', version: 2 });
    expect(after.cols[0]).toMatchObject({ name: col.name, version: 1 });
    expect(after.cells.map((c) => c.data.price)).toEqual(copy.cells.map((c) => c.data.price));

    // With the fresh version each goes through and moves the section on.
    const mass = await t.call(
      chessEditorApi.massAction,
      {
        params: { id: fixture.sectionId },
        body: {
          type: 1,
          value: 10,
          version: 2,
        },
      },
      owner,
    );
    expect(mass.statusCode, mass.body).toBe(200);
    expect(mass.json().section.version).toBe(3);
    const priced = mass.json().section.cells.filter((c: { data: { price: number | null } }) => c.data.price);
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.every((c: { version: number }) => c.version === 2)).toBe(true);

    const riser = await t.call(
      chessEditorApi.updateCol,
      {
        params: { id: col.id },
        body: {
          name: 'Б',
          version: 1,
          sectionVersion: 3,
        },
      },
      owner,
    );
    expect(riser.json()).toMatchObject({ name: 'Б', version: 2, sectionVersion: 4 });
    const patch = await call(t, owner, 'PUT', fixture.sectionUrl, { name: 'Другая', version: 4 });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await readSection(t, owner, fixture)).version).toBe(5);
  });

  it('a second structure save from the same old copy is a 409, the first one stays', async () => {
    const fixture = await sectionFixture(t, owner.user.id, { floors: 2, risers: 2 });
    const copy = await readSection(t, owner, fixture);
    const model = fromApiSection(copy);
    const saved = await call(t, owner, 'PUT', fixture.sectionUrl, {
      ...toSavePayload(applied(disableCells(model, [model.cells[0]!.key]))),
      version: copy.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    stale(
      await call(t, owner, 'PUT', fixture.sectionUrl, {
        ...toSavePayload(applied(disableCells(model, [model.cells[1]!.key]))),
        version: copy.version,
      }),
      versionTexts.stale.section,
    );
    const after = await readSection(t, owner, fixture);
    expect(after.cells.filter((c) => c.disabled)).toHaveLength(1);
  });
});
