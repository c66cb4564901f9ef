import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Feature, Structure } from '#shared/enums.ts';
import { versionTexts } from '#shared/texts/versions.ts';
import { objects } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { useCaller } from '../../test/worlds/backoffice.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as backofficeNewsApi from '#shared/api/backoffice-news.ts';

describe('[backoffice] the complex’s version: a stale edit of the object editor is a 409', () => {
  const t = useTestApp();
  const owner = useCaller(t);

  const rowOf = async (id: number) => (await t.db.select().from(objects).where(eq(objects.id, id)))[0]!;

  it('bumps on every change, refuses a stale version with nothing written, skips the check without one', async () => {
    const created = await t.call(
      backofficeApi.createBackofficeObject,
      {
        body: {
          title: 'ЖК Солнечный',
          type: Structure.apart,
        },
      },
      owner,
    );
    const object = created.json();
    expect(object.version).toBe(1);
    /** The owner saves the features (an elevator) from the given version of the complex. */
    const elevatorAt = (version: number) =>
      t.call(
        backofficeApi.setBackofficeFeatures,
        { params: { id: object.id }, body: { features: [Feature.elevator], version } },
        owner,
      );

    const first = await t.call(
      backofficeApi.updateBackofficeObject,
      { params: { id: object.id }, body: { title: 'ЖК Лунный', version: 1 } },
      owner,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ title: 'ЖК Лунный', version: 2 });

    // The other tab saves the description from version 1: refused, nothing of it written.
    const late = await t.call(
      backofficeApi.updateBackofficeObject,
      { params: { id: object.id }, body: { description: 'Старое', version: 1 } },
      owner,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ type: 'NotAcceptable', message: versionTexts.stale.object });
    expect(await rowOf(object.id)).toMatchObject({ title: 'ЖК Лунный', description: null, version: 2 });
    const features = await elevatorAt(1);
    expect(features.statusCode).toBe(409);
    expect((await rowOf(object.id)).features).toEqual([]);

    // Any other change of the complex moves the version on too (here a news item), with no check.
    const news = await t.call(
      backofficeNewsApi.createBackofficeNews,
      { params: { id: object.id }, body: { text: 'Сдан корпус', created: '01.02.2026' } },
      owner,
    );
    expect(news.statusCode, news.body).toBe(200);
    expect(news.json().version).toBe(3);
    expect(
      (
        await t.call(
          backofficeApi.updateBackofficeObject,
          { params: { id: object.id }, body: { description: 'Новое', version: 2 } },
          owner,
        )
      ).statusCode,
    ).toBe(409);

    const fresh = await elevatorAt(3);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ features: [Feature.elevator], version: 4 });
    const unchecked = await t.call(
      backofficeApi.updateBackofficeObject,
      { params: { id: object.id }, body: { description: 'Без версии' } },
      owner,
    );
    expect(unchecked.json()).toMatchObject({ description: 'Без версии', version: 5 });
    expect(
      (await t.call(backofficeApi.getBackofficeObject, { params: { id: object.id } }, owner)).json().version,
    ).toBe(5);
  });
});
