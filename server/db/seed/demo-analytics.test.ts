// The demo's year of analytics: the builder (+79000000003) opens «Аналитика» on a fresh start and every section has
// figures — views with a weekly rhythm, sales per week, a plan beside the fact, medians by layout, collections and
// marks; the daily rollup holds every day before today.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../schema/index.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { authHeaders, tokenFor } from '../../test/factories.ts';
import { queryRows } from '../../core/sql.ts';
import { seedDemo } from './seed-demo.ts';
import * as analyticsApi from '#shared/api/analytics.ts';
import type { EndpointDef } from '#shared/api/endpoint.ts';

const NOW = new Date('2026-11-21T09:00:00Z');
let t: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(NOW);
  await seedDemo(t.db, t.storage, { complexes: 3, offers: 10, photos: false, now: NOW });
  const [builder] = await t.db.select().from(users).where(eq(users.phone, '+79000000003'));
  headers = authHeaders(await tokenFor(t.db, builder!));
}, 180_000);
afterAll(() => t.close());

const get = async (report: EndpointDef, query: Record<string, unknown> = {}) => {
  const res = await t.callRaw(report, { query }, { headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('[seed] the demo analytics', () => {
  it('[seed] gives the builder a year of views with more at weekends, sales, plans, prices and demand', async () => {
    const [weekly] = await queryRows<{ weekend: number; weekday: number }>(
      t.db,
      sql`select avg(views) filter (where extract(isodow from day) >= 6)::float8 as weekend,
        avg(views) filter (where extract(isodow from day) < 6)::float8 as weekday
        from analytics_views where cell_id = 0 and source = 'app'`,
    );
    expect(weekly!.weekend).toBeGreaterThan(weekly!.weekday * 1.2);

    const funnel = await get(analyticsApi.getAnalyticsFunnel, { from: '2025-11-22', to: '2026-11-21' });
    expect(funnel.total.views).toBeGreaterThan(10_000);
    expect(funnel.total.collected).toBeGreaterThan(50);
    expect(funnel.total.sent).toBeGreaterThan(20);
    expect(funnel.rows.map((r: { key: string }) => r.key)).toEqual(
      expect.arrayContaining(['app', 'widget', 'collection', 'feed']),
    );

    const pace = await get(analyticsApi.getAnalyticsPace, {
      from: '2025-11-22',
      to: '2026-11-21',
      by: 'month',
    });
    expect(pace.totals.sold).toBeGreaterThan(0);
    expect(pace.plan.length).toBeGreaterThan(10);
    const [state] = await queryRows<{ through_day: string }>(
      t.db,
      sql`select through_day::text from analytics_rollup_state`,
    );
    expect(state!.through_day).toBe('2026-11-20');

    const prices = await get(analyticsApi.getAnalyticsPrices, { from: '2025-11-22', to: '2026-11-21' });
    expect(prices.points.length).toBeGreaterThan(12);
    expect(prices.changes.length).toBeGreaterThan(0);

    const stock = await get(analyticsApi.getAnalyticsStock, { at: '2026-01-15' });
    expect(stock.total.total.count).toBeGreaterThan(0);

    const demand = await get(analyticsApi.getAnalyticsDemand);
    expect(demand.bands.length).toBeGreaterThan(0);
    expect(demand.bands.reduce((s: number, b: { likes: number }) => s + b.likes, 0)).toBeGreaterThan(0);
    expect(demand.bands.some((b: { filters: number; buyers: number }) => b.filters > 0 && b.buyers > 0)).toBe(
      true,
    );
    expect(demand.unmet.length).toBeGreaterThan(0);
  });
});
