// The counts the job stores (demand-counts.ts) against the same report counted live (the job's state removed in a
// transaction rolled back), for all the company's complexes and for one: after the run, after filters saved since
// (a buyer already counted, a new buyer, a filter of the district that matches nothing), after a deleted filter,
// after a moved unit and the next run. ЖК «Бриз» (analytics fixture): 6 two-room units, «1» sold.
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CellStatus } from '#shared/enums.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { buildDealWorld, type DealWorld } from '../../test/worlds/deals.ts';
import { cells, filters, objects, priceHistory, regions, subregions } from '../../db/schema/index.ts';
import { runAnalyticsRollup } from './rollup.ts';
import { loadDemand } from './demand.ts';
import { demandSource } from './demand-matches.ts';
import * as savedFiltersApi from '#shared/api/saved-filters.ts';

type Who = { headers: { authorization: string } };
let t: TestContext;
let w: DealWorld;
let all: number[];
let regionId: number;

const save = async (who: Who, filter: object) => {
  const res = await t.call(savedFiltersApi.saveFilter, { body: { name: 'Фильтр', filter } }, who);
  expect(res.statusCode, res.body).toBe(200);
};

/** The report live, as if the job had never run. */
const live = (ids: number[]) =>
  t.db
    .transaction(async (tx) => {
      await tx.execute(sql`delete from analytics_demand_state`);
      const answer = await loadDemand(tx, ids, t.clock.now());
      throw Object.assign(new Error('rollback'), { answer });
    })
    .catch((err: { answer?: unknown }) => {
      if (!err.answer) throw err;
      return err.answer;
    });

/** Both scopes read the stored counts (or not) and equal the live answer. */
async function expectStoredEqualsLive(stored: boolean) {
  for (const ids of [all, [w.objectId]]) {
    const source = await demandSource(t.db, ids, t.clock.now());
    expect('counts' in source).toBe(stored);
    expect(await loadDemand(t.db, ids, t.clock.now())).toEqual(await live(ids));
  }
}

beforeEach(async () => {
  t = await buildTestApp();
  t.clock.set('2026-03-18T09:00:00Z');
  w = await buildDealWorld(t);
  // The complex in a district, so the filters of its region that match nothing are «Спрос без предложения».
  const [region] = await t.db.insert(regions).values({ name: 'Краснодарский край' }).returning();
  regionId = region!.id;
  const [place] = await t.db.insert(subregions).values({ regionId, name: 'Сочи' }).returning();
  await t.db.update(objects).set({ subregionId: place!.id }).where(eq(objects.id, w.objectId));
  all = (await t.db.select({ id: objects.id }).from(objects).where(eq(objects.companyId, w.companyId))).map(
    (r) => r.id,
  );
  await save(w.buyer, { market: 1, cntApart: [3], priceTo: 18_000_000 });
  await save(w.agent, { market: 1, cntApart: [3] });
  await save(w.agent, { market: 1, regionId, cntApart: [1], priceTo: 6_000_000 });
});
afterEach(() => t.close());

describe('[analytics] stored demand counts', () => {
  it('[analytics] equal the live ones after the run, filters saved or deleted since, a moved unit and the next run', async () => {
    await expectStoredEqualsLive(false);
    await runAnalyticsRollup({ db: t.db, now: t.clock.now() });
    await expectStoredEqualsLive(true);
    const before = await loadDemand(t.db, [w.objectId], t.clock.now());
    // The one-room filter of the region matches nothing: unmet, one filter, one buyer (band 1: up to 8 000 000 ₽).
    expect(before.unmet).toContainEqual({ cntApart: 1, band: 1, filters: 1, buyers: 1 });

    // The buyer saves a second matching filter (one more filter, the same buyer); a new buyer saves one; the agent a
    // second one-room filter of the region (unmet: two filters, still one buyer).
    await save(w.buyer, { market: 1, cntApart: [3], priceTo: 19_000_000 });
    await save(w.loner, { market: 1, cntApart: [3], priceTo: 13_000_000 });
    await save(w.agent, { market: 1, regionId, cntApart: [1], priceTo: 7_000_000 });
    await expectStoredEqualsLive(true);
    const after = await loadDemand(t.db, [w.objectId], t.clock.now());
    expect(after.bands.find((b) => b.band === 3)).toMatchObject({ filters: 4, buyers: 3 });
    expect(after.unmet).toContainEqual({ cntApart: 1, band: 1, filters: 2, buyers: 1 });

    // A deleted matched filter: the stored counts no longer hold, the matches are counted.
    const [agentFilter] = await t.db.select().from(filters).where(eq(filters.userId, w.agent.user.id));
    await t.db.delete(filters).where(eq(filters.id, agentFilter!.id));
    await expectStoredEqualsLive(false);
    await runAnalyticsRollup({ db: t.db, now: t.clock.now() });
    await expectStoredEqualsLive(true);

    // A unit moved: read from the matches until the next run stores its counts again.
    t.clock.set('2026-03-18T10:00:00Z');
    const [unit] = await t.db.select().from(cells).where(eq(cells.id, w.unit['3']!));
    await t.db.update(cells).set({ status: CellStatus.sold }).where(eq(cells.id, unit!.id));
    await t.db.insert(priceHistory).values({
      cellId: unit!.id,
      objectId: w.objectId,
      at: new Date('2026-03-18T09:30:00Z'),
      price: unit!.price,
      status: CellStatus.sold,
      prevPrice: unit!.price,
      prevStatus: CellStatus.sale,
      cause: 'booking',
    });
    await expectStoredEqualsLive(false);
    await runAnalyticsRollup({ db: t.db, now: t.clock.now() });
    await expectStoredEqualsLive(true);
  });
});
