import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { and, sql } from 'drizzle-orm';
import { CellStatus, Kind, Layout } from '#shared/enums.ts';
import { collections, images, notifications, objects, rows, snapshots } from '../schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { actor, complex, resaleOffer, type TestComplex } from '../../test/worlds/cabinet.ts';
import { authHeaders, tokenFor } from '../../test/factories.ts';
import { ensureDemoAccounts } from './accounts.ts';
import { seedLiveCollections } from './demo-collections-live.ts';
import * as collectionsApi from '#shared/api/collections.ts';
import * as snapshotApi from '#shared/api/snapshot.ts';

describe('[seed] the demo agent’s live collection', () => {
  const t = useTestApp();
  /** Gives the floors of the bottom on-sale unit and the top sold one a plan, as the seed gives typical floors. */
  async function planFloors(c: TestComplex, distanceSea: number) {
    await t.db.update(objects).set({ distanceSea }).where(eq(objects.id, c.object.id));
    const [image] = await t.db.select({ id: images.id }).from(images).limit(1);
    const bottom = c.cells.find((u) => u.status === CellStatus.sale)!;
    const top = c.cells.filter((u) => u.status === CellStatus.sold).at(-1)!;
    for (const unit of [bottom, top]) {
      await t.db
        .update(rows)
        .set({ planImageId: image!.id })
        .where(and(eq(rows.sectionId, c.sectionId), sql`${rows.bbox}[1] = ${unit.bbox[0]}`));
    }
  }

  beforeAll(async () => {
    // Farther from the sea, made first.
    await planFloors(await complex(t, { title: 'ЖК Горный' }), 5_000);
    await planFloors(await complex(t, { title: 'ЖК Морской' }), 300);
    await resaleOffer(t, await actor(t));
  });

  it('[seed] sends it with baselines unlike today, counts openings and shows the client’s reactions', async () => {
    const accounts = await ensureDemoAccounts(t.db, t.clock.now());
    expect(await seedLiveCollections(t.db, accounts, t.clock.now())).toBe(4);
    const [sent] = await t.db.select().from(snapshots).where(eq(snapshots.userId, accounts.agent.id));
    const page = (await t.callRaw(snapshotApi.getSnapshot, { params: { id: sent!.id } })).json();
    const units = page.items.filter((i: { kind: number }) => i.kind === Kind.unit);
    expect(
      units.map(
        (u: { changes: { priceWas: number; priceNow: number } }) => u.changes.priceNow - u.changes.priceWas,
      ),
    ).toEqual([-350_000, 0, 400_000]);
    expect(units[1].changes).toMatchObject({
      statusWas: CellStatus.sale,
      statusNow: CellStatus.sold,
      available: false,
    });
    expect(page.items.map((i: { kind: number }) => i.kind)).toEqual([3, 3, 3, Kind.realty, Kind.offer]);
    // «2-комнатные у моря»: two-room flats of the complex nearest the sea, each with its plan.
    for (const unit of units) {
      expect(unit.unit).toMatchObject({ cntApart: Layout.two, objectTitle: 'ЖК Морской' });
      expect(unit.unit.plan).toMatchObject({ id: expect.any(Number), m: expect.any(String) });
    }
    expect(page.items[3].title).toBe('ЖК Морской');

    const [collection] = await t.db
      .select()
      .from(collections)
      .where(eq(collections.userId, accounts.agent.id));
    const agent = { user: accounts.agent, headers: authHeaders(await tokenFor(t.db, accounts.agent)) };
    const data = (
      await t.call(collectionsApi.getCollection, { params: { id: collection!.id } }, agent)
    ).json().data;
    // Three seeded openings on two devices over three days, and the one just made above.
    expect(data.views).toMatchObject({ total: 5, unique: 4 });
    expect(data.units).toHaveLength(3);
    expect(data.feedback.map((f: { likes: number; dislikes: number }) => [f.likes, f.dislikes])).toEqual([
      [1, 0],
      [0, 1],
    ]);
    const types = (
      await t.db.select().from(notifications).where(eq(notifications.userId, accounts.agent.id))
    ).map((n) => n.type);
    expect(types.filter((type) => type === 'SnapshotOpened')).toHaveLength(1);
    expect(types.filter((type) => type === 'SnapshotReaction')).toHaveLength(4);
    expect(collection!.name).toMatch(/Ивановы/);
  });
});
