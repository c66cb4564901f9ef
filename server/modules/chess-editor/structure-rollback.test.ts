// A structure save that fails half-way rolls back whole: the section, its floors, risers and units, and the
// complex's figures stay as they were. The failure is injected by a trigger that refuses the new units, which
// are inserted after the section, its rows and columns and the existing units have already been written.
import { describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { toSavePayload } from '#shared/chessboard/convert.ts';
import { mergeCells } from '#shared/chessboard/ops/merge-cells.ts';
import { useTestApp } from '../../test/use-app.ts';
import { cells, cols, objects, rows, sections } from '../../db/schema/index.ts';
import {
  call,
  applied,
  withNewTopFloor,
  readSection,
  sectionFixture,
  useCaller,
  type TSectionFixture,
} from '../../test/worlds/chess-editor.ts';

describe('[chess-editor] a structure save that fails after its first writes', () => {
  const t = useTestApp();
  const owner = useCaller(t);

  /** Every stored row of the section and its complex, as the database holds them. */
  async function stored(fixture: TSectionFixture) {
    const id = fixture.sectionId;
    return {
      section: await t.db.select().from(sections).where(eq(sections.id, id)),
      rows: await t.db.select().from(rows).where(eq(rows.sectionId, id)).orderBy(asc(rows.id)),
      cols: await t.db.select().from(cols).where(eq(cols.sectionId, id)).orderBy(asc(cols.id)),
      cells: await t.db.select().from(cells).where(eq(cells.sectionId, id)).orderBy(asc(cells.id)),
      object: await t.db.select().from(objects).where(eq(objects.id, fixture.objectId)),
    };
  }

  it('leaves the section, its grid and the complex’s figures unchanged', async () => {
    const fixture = await sectionFixture(t, owner.user.id, { published: true });
    const before = await readSection(t, owner, fixture);
    // A new top floor (a new row, every column and unit shifted down) and two units of the bottom floor merged:
    // the save updates the section, rows, columns and units before it inserts the new floor's units.
    let model = withNewTopFloor(before);
    const bottom = before.cells.filter((c) => c.bbox[0] === 2);
    model = applied(
      mergeCells(
        model,
        bottom.map((c) => `cell-${c.id}`),
      ),
    );
    const payload = toSavePayload(model);
    const stateBefore = await stored(fixture);

    await t.db.execute(
      sql.raw(`create function refuse_new_units() returns trigger language plpgsql as $$
        begin raise exception 'injected failure after the first writes'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_new_units before insert on cells for each row
        when (new.section_id = ${fixture.sectionId}) execute function refuse_new_units()`),
    );
    const failed = await call(t, owner, 'PUT', fixture.sectionUrl, payload);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ type: 'ServerError' });
    expect(await stored(fixture)).toEqual(stateBefore);
    expect(await readSection(t, owner, fixture)).toEqual(before);

    // Without the injected failure the very same payload saves: it was the failure that stopped it.
    await t.db.execute(sql.raw(`drop trigger refuse_new_units on cells`));
    const saved = await call(t, owner, 'PUT', fixture.sectionUrl, payload);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().rowsCount).toBe(4);
    expect(await stored(fixture)).not.toEqual(stateBefore);
  });
});
