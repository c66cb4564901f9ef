import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CellStatus, Kind, NotificationType, Role } from '#shared/enums.ts';
import { notifications, snapshotReactions, snapshotVisits } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { complex, useActor } from '../../test/worlds/cabinet.ts';
import * as snapshotApi from '#shared/api/snapshot.ts';
import * as collectionsApi from '#shared/api/collections.ts';

describe('[collections-live] «Открыть как клиент»: the owner’s own preview of a link records nothing', () => {
  const t = useTestApp();
  const agent = useActor(t, Role.agent, { name: 'Екатерина Лебедева' });
  let collectionId: number;
  let snapshotId: string;
  let unitId: number;

  const collection = async () =>
    (await t.call(collectionsApi.getCollection, { params: { id: collectionId } }, agent)).json().data;
  const told = async () =>
    (
      await t.db
        .select({ type: notifications.type })
        .from(notifications)
        .where(eq(notifications.userId, agent.user.id))
    ).map((n) => n.type);

  beforeAll(async () => {
    const sea = await complex(t, { title: 'ЖК Морской' });
    unitId = sea.cells.find((c) => c.status === CellStatus.sale)!.id;
    collectionId = (
      await t.call(collectionsApi.createCollection, { body: { name: 'Для Ивановых' } }, agent)
    ).json().data.id;
    await t.call(
      collectionsApi.bindToCollections,
      {
        body: {
          objectId: unitId,
          kind: Kind.unit,
          collectionIds: [collectionId],
        },
      },
      agent,
    );
    snapshotId = (await t.call(snapshotApi.createSnapshot, { body: { collectionId } }, agent)).json().id;
  });

  it('counts no visit, keeps no mark or comment and tells nobody of the owner’s taps', async () => {
    const page = await t.call(snapshotApi.getSnapshot, { params: { id: snapshotId } }, agent, {
      remoteAddress: '10.30.0.1',
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().isOwner).toBe(true);
    const react = (body: object) =>
      t.callRaw(snapshotApi.reactToSnapshot, { params: { id: snapshotId }, body }, agent, {
        remoteAddress: '10.30.0.1',
      });
    const liked = await react({ kind: Kind.unit, itemId: unitId, reaction: 'like' });
    expect(liked.statusCode, liked.body).toBe(200);
    // The preview shows the tap; nothing is kept.
    expect(liked.json()).toEqual({ kind: Kind.unit, itemId: unitId, mark: 'like', comments: [] });
    const commented = await react({ kind: Kind.unit, itemId: unitId, comment: 'Проверка' });
    expect(commented.statusCode).toBe(200);
    // An item the link does not hold is still refused.
    expect((await react({ kind: Kind.realty, itemId: unitId, reaction: 'like' })).statusCode).toBe(404);

    expect(await t.db.$count(snapshotReactions, eq(snapshotReactions.snapshotId, snapshotId))).toBe(0);
    expect(await t.db.$count(snapshotVisits, eq(snapshotVisits.snapshotId, snapshotId))).toBe(0);
    const data = await collection();
    expect(data.views).toEqual({ total: 0, unique: 0, lastAt: null });
    expect(data.feedback).toEqual([]);
    expect(await told()).toEqual([]);
    expect(
      (
        await t.call(snapshotApi.getSnapshot, { params: { id: snapshotId } }, agent, {
          remoteAddress: '10.30.0.1',
        })
      ).json().items[0].mark,
    ).toBeNull();
  });

  it('still counts a client’s visit and reaction, and tells the agent', async () => {
    expect(
      (
        await t.call(snapshotApi.getSnapshot, { params: { id: snapshotId } }, null, {
          remoteAddress: '10.30.0.2',
        })
      ).statusCode,
    ).toBe(200);
    const liked = await t.call(
      snapshotApi.reactToSnapshot,
      {
        params: { id: snapshotId },
        body: {
          kind: Kind.unit,
          itemId: unitId,
          reaction: 'like',
        },
      },
      null,
      { remoteAddress: '10.30.0.2' },
    );
    expect(liked.statusCode).toBe(200);
    const data = await collection();
    expect(data.views).toMatchObject({ total: 1, unique: 1 });
    expect(data.feedback).toEqual([expect.objectContaining({ kind: Kind.unit, itemId: unitId, likes: 1 })]);
    const types = await told();
    expect(types).toContain(NotificationType.snapshotOpened);
    expect(types).toContain(NotificationType.snapshotReaction);
    expect(
      await t.db.$count(
        snapshotReactions,
        and(eq(snapshotReactions.snapshotId, snapshotId), eq(snapshotReactions.mark, 'like')),
      ),
    ).toBe(1);
  });
});
