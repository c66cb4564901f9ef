import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Ability, Layout } from '#shared/enums.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { useTestApp } from '../../test/use-app.ts';
import { pavilions } from '../../db/schema/index.ts';
import {
  adminCaller,
  call,
  caller,
  useCaller,
  objectFigures,
  sectionFixture,
} from '../../test/worlds/chess-editor.ts';
import * as chessEditorApi from '#shared/api/chess-editor.ts';

const t0 = chessEditorTexts;

describe('[chess-editor] buildings: create, rename, publish, delete, reorder', () => {
  const t = useTestApp();
  const owner = useCaller(t);
  const stranger = useCaller(t);

  it('creates a building last in its complex, unpublished, with the month as the deadline', async () => {
    const { objectId } = await sectionFixture(t, owner.user.id);
    const res = await t.call(
      chessEditorApi.createPavilion,
      {
        params: { id: objectId },
        body: {
          name: ' Корпус 2 ',
          dateBuild: '11.2027',
          isAction: 1,
        },
      },
      owner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      objectId,
      name: 'Корпус 2',
      published: false,
      dateBuild: '2027-11-01',
      isAction: true,
      isFinished: false,
      flatsCount: 0,
      sections: [],
    });
    const list = await t.db.select().from(pavilions).where(eq(pavilions.objectId, objectId));
    expect(list.map((p) => [p.name, p.sort])).toEqual([
      ['Корпус 1', 0],
      ['Корпус 2', 1],
    ]);
  });

  it('answers 422 in Russian for an empty name or a wrong month', async () => {
    const { objectId } = await sectionFixture(t, owner.user.id);
    const res = await t.call(
      chessEditorApi.createPavilion,
      { params: { id: objectId }, body: { name: '  ', dateBuild: '13.2027' } },
      owner,
    );
    expect(res.statusCode).toBe(422);
    expect(res.failure().errors).toEqual({
      name: [t0.validation.nameRequired],
      dateBuild: [t0.validation.monthInvalid],
    });
  });

  it('refuses a foreign complex (nothing created), users without the ability, and lets an admin in', async () => {
    const { objectId } = await sectionFixture(t, owner.user.id);
    const foreign = await t.call(
      chessEditorApi.createPavilion,
      { params: { id: objectId }, body: { name: 'Чужой' } },
      stranger,
    );
    expect(foreign.statusCode).toBe(404);
    const plain = await caller(t, { abilities: [Ability.adCreate] });
    expect(
      (
        await t.call(
          chessEditorApi.createPavilion,
          { params: { id: objectId }, body: { name: 'Чужой' } },
          plain,
        )
      ).statusCode,
    ).toBe(403);
    expect(await t.db.$count(pavilions, eq(pavilions.objectId, objectId))).toBe(1);
    const admin = await adminCaller(t);
    expect(
      (
        await t.call(
          chessEditorApi.createPavilion,
          { params: { id: objectId }, body: { name: 'От админа' } },
          admin,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('renames; publishing needs a published section, unpublishing does not', async () => {
    const { objectId, pavilionId, sectionUrl } = await sectionFixture(t, owner.user.id);
    const renamed = await t.call(
      chessEditorApi.updatePavilion,
      { params: { id: objectId, pid: pavilionId }, body: { name: 'Литер А' } },
      owner,
    );
    expect(renamed.json()).toMatchObject({ name: 'Литер А', published: false });

    const refused = await t.call(
      chessEditorApi.updatePavilion,
      { params: { id: objectId, pid: pavilionId }, body: { published: 1 } },
      owner,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.failure().errors).toEqual({ published: [t0.publishing.pavilionNoSections] });

    expect((await call(t, owner, 'PUT', sectionUrl, { published: 1 })).statusCode).toBe(200);
    const published = await t.call(
      chessEditorApi.updatePavilion,
      { params: { id: objectId, pid: pavilionId }, body: { published: 1 } },
      owner,
    );
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ published: true, sections: [{ published: true }] });

    const hidden = await t.call(
      chessEditorApi.updatePavilion,
      { params: { id: objectId, pid: pavilionId }, body: { published: 0 } },
      owner,
    );
    expect(hidden.json().published).toBe(false);
  });

  it('refuses a building of another complex under this complex id', async () => {
    const mine = await sectionFixture(t, owner.user.id);
    const other = await sectionFixture(t, owner.user.id);
    const res = await t.call(
      chessEditorApi.updatePavilion,
      { params: { id: mine.objectId, pid: other.pavilionId }, body: { name: 'Не тот' } },
      owner,
    );
    expect(res.statusCode).toBe(404);
  });

  it('deletes a building with its sections and refreshes the figures of the complex', async () => {
    const fixture = await sectionFixture(t, owner.user.id, {
      published: true,
      cell: () => ({ cntApart: Layout.one }),
    });
    expect((await objectFigures(t, fixture.objectId)).flatsCount).toBe(6);
    expect(
      (
        await t.call(
          chessEditorApi.deletePavilion,
          { params: { id: fixture.objectId, pid: fixture.pavilionId } },
          stranger,
        )
      ).statusCode,
    ).toBe(404);
    const res = await t.call(
      chessEditorApi.deletePavilion,
      { params: { id: fixture.objectId, pid: fixture.pavilionId } },
      owner,
    );
    expect(res.statusCode).toBe(204);
    expect(await t.db.$count(pavilions, eq(pavilions.objectId, fixture.objectId))).toBe(0);
    expect(await objectFigures(t, fixture.objectId)).toMatchObject({ flatsCount: 0, priceFrom: null });
  });

  it('saves a new order only when it is the same buildings rearranged', async () => {
    const { objectId, pavilionId } = await sectionFixture(t, owner.user.id);
    const second = (
      await t.call(
        chessEditorApi.createPavilion,
        { params: { id: objectId }, body: { name: 'Корпус 2' } },
        owner,
      )
    ).json().id as number;
    const ok = await t.call(
      chessEditorApi.reorderPavilions,
      { params: { id: objectId }, body: { order: [second, pavilionId] } },
      owner,
    );
    expect(ok.statusCode).toBe(204);
    const sorted = await t.db
      .select()
      .from(pavilions)
      .where(eq(pavilions.objectId, objectId))
      .orderBy(pavilions.sort);
    expect(sorted.map((p) => p.id)).toEqual([second, pavilionId]);

    const partial = await t.call(
      chessEditorApi.reorderPavilions,
      { params: { id: objectId }, body: { order: [second] } },
      owner,
    );
    expect(partial.statusCode).toBe(422);
    expect(partial.failure().errors.order).toEqual([t0.validation.orderMismatch]);
    const foreign = await t.call(
      chessEditorApi.reorderPavilions,
      {
        params: { id: objectId },
        body: {
          order: [pavilionId, second],
        },
      },
      stranger,
    );
    expect(foreign.statusCode).toBe(404);
  });
});
