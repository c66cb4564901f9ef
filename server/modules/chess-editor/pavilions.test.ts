import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Ability, Layout } from '#shared/enums.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { pavilions } from '../../db/schema/index.ts';
import {
  adminCaller,
  call,
  caller,
  objectFigures,
  sectionFixture,
  type Caller,
} from '../../test/worlds/chess-editor.ts';

const t0 = chessEditorTexts;

describe('[chess-editor] buildings: create, rename, publish, delete, reorder', () => {
  let t: TestContext;
  let owner: Caller;
  let stranger: Caller;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await caller(t);
    stranger = await caller(t);
  });
  afterAll(() => t.close());

  const url = (objectId: number, rest = '') => `/api/backoffice/objects/${objectId}/pavilions${rest}`;

  it('creates a building last in its complex, unpublished, with the month as the deadline', async () => {
    const { objectId } = await sectionFixture(t, owner.user.id);
    const res = await call(t, owner, 'POST', url(objectId), {
      name: ' Корпус 2 ',
      dateBuild: '11.2027',
      isAction: 1,
    });
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
    const res = await call(t, owner, 'POST', url(objectId), { name: '  ', dateBuild: '13.2027' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: [t0.validation.nameRequired],
      dateBuild: [t0.validation.monthInvalid],
    });
  });

  it('refuses a foreign complex (nothing created), users without the ability, and lets an admin in', async () => {
    const { objectId } = await sectionFixture(t, owner.user.id);
    const foreign = await call(t, stranger, 'POST', url(objectId), { name: 'Чужой' });
    expect(foreign.statusCode).toBe(404);
    const plain = await caller(t, { abilities: [Ability.adCreate] });
    expect((await call(t, plain, 'POST', url(objectId), { name: 'Чужой' })).statusCode).toBe(403);
    expect(await t.db.$count(pavilions, eq(pavilions.objectId, objectId))).toBe(1);
    const admin = await adminCaller(t);
    expect((await call(t, admin, 'POST', url(objectId), { name: 'От админа' })).statusCode).toBe(200);
  });

  it('renames; publishing needs a published section, unpublishing does not', async () => {
    const { objectId, pavilionId, sectionUrl } = await sectionFixture(t, owner.user.id);
    const renamed = await call(t, owner, 'PUT', url(objectId, `/${pavilionId}`), { name: 'Литер А' });
    expect(renamed.json()).toMatchObject({ name: 'Литер А', published: false });

    const refused = await call(t, owner, 'PUT', url(objectId, `/${pavilionId}`), { published: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ published: [t0.publishing.pavilionNoSections] });

    expect((await call(t, owner, 'PUT', sectionUrl, { published: 1 })).statusCode).toBe(200);
    const published = await call(t, owner, 'PUT', url(objectId, `/${pavilionId}`), { published: 1 });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ published: true, sections: [{ published: true }] });

    const hidden = await call(t, owner, 'PUT', url(objectId, `/${pavilionId}`), { published: 0 });
    expect(hidden.json().published).toBe(false);
  });

  it('refuses a building of another complex under this complex id', async () => {
    const mine = await sectionFixture(t, owner.user.id);
    const other = await sectionFixture(t, owner.user.id);
    const res = await call(t, owner, 'PUT', url(mine.objectId, `/${other.pavilionId}`), { name: 'Не тот' });
    expect(res.statusCode).toBe(404);
  });

  it('deletes a building with its sections and refreshes the figures of the complex', async () => {
    const fixture = await sectionFixture(t, owner.user.id, {
      published: true,
      cell: () => ({ cntApart: Layout.one }),
    });
    expect((await objectFigures(t, fixture.objectId)).flatsCount).toBe(6);
    expect(
      (await call(t, stranger, 'DELETE', url(fixture.objectId, `/${fixture.pavilionId}`))).statusCode,
    ).toBe(404);
    const res = await call(t, owner, 'DELETE', url(fixture.objectId, `/${fixture.pavilionId}`));
    expect(res.statusCode).toBe(204);
    expect(await t.db.$count(pavilions, eq(pavilions.objectId, fixture.objectId))).toBe(0);
    expect(await objectFigures(t, fixture.objectId)).toMatchObject({ flatsCount: 0, priceFrom: null });
  });

  it('saves a new order only when it is the same buildings rearranged', async () => {
    const { objectId, pavilionId } = await sectionFixture(t, owner.user.id);
    const second = (await call(t, owner, 'POST', url(objectId), { name: 'Корпус 2' })).json().id as number;
    const ok = await call(t, owner, 'PUT', url(objectId, '/reorder'), { order: [second, pavilionId] });
    expect(ok.statusCode).toBe(204);
    const sorted = await t.db
      .select()
      .from(pavilions)
      .where(eq(pavilions.objectId, objectId))
      .orderBy(pavilions.sort);
    expect(sorted.map((p) => p.id)).toEqual([second, pavilionId]);

    const partial = await call(t, owner, 'PUT', url(objectId, '/reorder'), { order: [second] });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().errors.order).toEqual([t0.validation.orderMismatch]);
    const foreign = await call(t, stranger, 'PUT', url(objectId, '/reorder'), {
      order: [pavilionId, second],
    });
    expect(foreign.statusCode).toBe(404);
  });
});
