// «Спрос» from the stored matches (demand-rollup.ts) on the analytics fixture checked by hand: ЖК «Бриз» has 6
// two-room units, 12 000 000 ₽ (units «1», «4»), 17 000 000 ₽ («2», «5») and 22 000 000 ₽ («3», «6»); the first two
// prices fall in band 3, the last in band 4. Unit «1» is sold. The answer is the same before the job's run (all
// live), after it (stored) and after what changes since (live on top): a filter saved later, units sold later.
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CellStatus } from '#shared/enums.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { buildDealWorld, type DealWorld } from '../../test/worlds/deals.ts';
import { analyticsDemandMatches, cells, filters, priceHistory } from '../../db/schema/index.ts';
import { runAnalyticsRollup } from './rollup.ts';
import { refreshDemandMatches } from './demand-rollup.ts';
import * as analyticsApi from '#shared/api/analytics.ts';
import * as savedFiltersApi from '#shared/api/saved-filters.ts';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
type Who = { headers: { authorization: string } };
type Band = { cntApart: number; band: number; onSale: number; filters: number; buyers: number };

let t: TestContext;
let w: DealWorld;

const sell = async (numbers: string[], at: string) => {
  for (const n of numbers) {
    const id = w.unit[n]!;
    const [unit] = await t.db.select().from(cells).where(eq(cells.id, id));
    await t.db.update(cells).set({ status: CellStatus.sold }).where(eq(cells.id, id));
    await t.db.insert(priceHistory).values({
      cellId: id,
      objectId: w.objectId,
      at: new Date(at),
      price: unit!.price,
      status: CellStatus.sold,
      prevPrice: unit!.price,
      prevStatus: CellStatus.sale,
      cause: 'booking',
    });
  }
};

const save = async (who: Who, filter: object) => {
  const res = await t.call(savedFiltersApi.saveFilter, { body: { name: 'Фильтр', filter } }, who);
  expect(res.statusCode, res.body).toBe(200);
};

async function demand(): Promise<Band[]> {
  const res = await t.call(analyticsApi.getAnalyticsDemand, { query: { objectId: w.objectId } }, w.builder, {
    headers: { 'user-agent': BROWSER },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().bands.map(({ cntApart, band, onSale, filters, buyers }: Band) => ({
    cntApart,
    band,
    onSale,
    filters,
    buyers,
  }));
}

const stored = () =>
  t.db
    .select({
      cntApart: analyticsDemandMatches.cntApart,
      band: analyticsDemandMatches.band,
      objectIds: analyticsDemandMatches.objectIds,
    })
    .from(analyticsDemandMatches)
    .where(eq(analyticsDemandMatches.companyId, w.companyId))
    .orderBy(analyticsDemandMatches.filterId, analyticsDemandMatches.band);

beforeEach(async () => {
  t = await buildTestApp();
  t.clock.set('2026-03-18T09:00:00Z');
  w = await buildDealWorld(t);
  await sell(['1'], '2026-03-11T07:00:00Z');
  await save(w.buyer, { market: 1, cntApart: [3], priceTo: 18_000_000 });
  await save(w.agent, { market: 1, cntApart: [3] });
});
afterEach(() => t.close());

describe('[analytics] demand from the stored matches', () => {
  it('[analytics] the job stores each filter’s layout and band once per company with its complexes; the answer is the live one', async () => {
    const live = await demand();
    expect(live).toEqual([
      // Band 3: «2», «4», «5» on sale; both filters. Band 4: «3», «6»; only the filter without a budget.
      { cntApart: 3, band: 3, onSale: 3, filters: 2, buyers: 2 },
      { cntApart: 3, band: 4, onSale: 2, filters: 1, buyers: 1 },
    ]);
    const run = await runAnalyticsRollup({ db: t.db, now: t.clock.now() });
    // Both builder companies of the fixture are matched (ours and the other builder's).
    expect(run.demand).toEqual({ companies: 2, left: 0 });
    // The buyer's filter: band 3; the agent's: bands 3 and 4. Only our complex (the other company's rows are theirs).
    expect(await stored()).toEqual([
      { cntApart: 3, band: 3, objectIds: [w.objectId] },
      { cntApart: 3, band: 3, objectIds: [w.objectId] },
      { cntApart: 3, band: 4, objectIds: [w.objectId] },
    ]);
    expect(await demand()).toEqual(live);
    // A deleted filter leaves the stored rows with it.
    const [agentFilter] = await t.db.select().from(filters).where(eq(filters.userId, w.agent.user.id));
    await t.db.delete(filters).where(eq(filters.id, agentFilter!.id));
    expect(await demand()).toEqual([
      { cntApart: 3, band: 3, onSale: 3, filters: 1, buyers: 1 },
      { cntApart: 3, band: 4, onSale: 2, filters: 0, buyers: 0 },
    ]);
  });

  it('[analytics] what changed after the run counts at once: a filter saved later, units sold later', async () => {
    await runAnalyticsRollup({ db: t.db, now: t.clock.now() });
    // A third buyer's filter up to 13 000 000 ₽: unit «4» (12 000 000 ₽, band 3) matches.
    await save(w.loner, { market: 1, cntApart: [3], priceTo: 13_000_000 });
    expect(await demand()).toEqual([
      { cntApart: 3, band: 3, onSale: 3, filters: 3, buyers: 3 },
      { cntApart: 3, band: 4, onSale: 2, filters: 1, buyers: 1 },
    ]);
    // «3» and «6» are sold: nothing of band 4 is on sale, so no filter matches it, and a group with nothing on sale,
    // collected or marked leaves the table.
    t.clock.set('2026-03-18T10:00:00Z');
    await sell(['3', '6'], '2026-03-18T09:30:00Z');
    const fresh = await demand();
    expect(fresh).toEqual([{ cntApart: 3, band: 3, onSale: 3, filters: 3, buyers: 3 }]);
    // The next run (same Moscow day: only the company whose units moved) stores the same.
    const run = await runAnalyticsRollup({ db: t.db, now: t.clock.now() });
    expect(run.demand).toEqual({ companies: 1, left: 0 });
    expect((await stored()).map((r) => r.band)).toEqual([3, 3, 3]);
    expect(await demand()).toEqual(fresh);
    const rows = await t.db
      .select()
      .from(analyticsDemandMatches)
      .where(and(eq(analyticsDemandMatches.companyId, w.companyId), eq(analyticsDemandMatches.band, 4)));
    expect(rows).toEqual([]);
  });

  it('[analytics] a run stops at its time budget; the companies left are matched live and by the next runs', async () => {
    const live = await demand();
    // A spent budget still takes one company per run, the oldest first.
    expect(await refreshDemandMatches(t.db, t.clock.now(), { budgetMs: 0 })).toEqual({
      companies: 1,
      left: 1,
    });
    expect(await demand()).toEqual(live);
    expect(await refreshDemandMatches(t.db, t.clock.now(), { budgetMs: 0 })).toEqual({
      companies: 1,
      left: 0,
    });
    expect(await demand()).toEqual(live);
    expect(await refreshDemandMatches(t.db, t.clock.now(), { budgetMs: 0 })).toEqual({
      companies: 0,
      left: 0,
    });
    // The next Moscow day every company is matched again.
    t.clock.set('2026-03-19T09:00:00Z');
    expect(await refreshDemandMatches(t.db, t.clock.now())).toEqual({ companies: 2, left: 0 });
  });
});
