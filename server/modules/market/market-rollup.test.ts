// The daily rollup: once a Moscow day, the closed months in market_months; later history written into a closed month
// rewrites that month; a month that closes is stored at the next day's run; reads stay the same throughout.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CellStatus } from '#shared/enums.ts';
import { priceHistory } from '../../db/schema/index.ts';
import { queryRows } from '../../core/sql.ts';
import { useTestApp } from '../../test/use-app.ts';
import { marketWorld } from '../../test/worlds/market.ts';
import { runMarketRollup } from './rollup.ts';
import * as marketApi from '#shared/api/market.ts';

const t = useTestApp();
let w: Awaited<ReturnType<typeof marketWorld>>;

beforeAll(async () => {
  t.clock.set('2026-11-21T09:00:00Z');
  w = await marketWorld(t);
});

const stored = () =>
  queryRows<{ month: string; on_sale: number; sold: number }>(
    t.db,
    sql`select month::text, sum(on_sale)::int on_sale, sum(sold)::int sold from market_months
        where object_id = ${w.e.objectId} group by month order by month`,
  );

const summary = async () => {
  const res = await t.call(
    marketApi.getMarketSummary,
    { query: { districtId: w.second, from: '2026-08-01' } },
    w.agent,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('[market] the daily rollup', () => {
  it('[market] stores the closed months, then reruns only on a new Moscow day', async () => {
    const first = await runMarketRollup({ db: t.db, now: t.clock.now() });
    expect(first).toMatchObject({ ran: true, openMonth: '2026-11-01' });
    expect(await stored()).toEqual([
      { month: '2026-08-01', on_sale: 1, sold: 0 },
      { month: '2026-09-01', on_sale: 1, sold: 0 },
      { month: '2026-10-01', on_sale: 1, sold: 0 },
    ]);
    // 23:30 Moscow is still the same day; 00:30 is the next.
    expect((await runMarketRollup({ db: t.db, now: new Date('2026-11-21T20:30:00Z') })).ran).toBe(false);
    const next = await runMarketRollup({ db: t.db, now: new Date('2026-11-21T21:30:00Z') });
    expect(next).toMatchObject({ ran: true, rows: 0 });
  });

  it('[market] history written later into a closed month rewrites it from that month on', async () => {
    await t.db.insert(priceHistory).values({
      cellId: w.units.e1,
      objectId: w.e.objectId,
      at: new Date('2026-09-10T10:00:00Z'),
      status: CellStatus.sold,
      prevStatus: CellStatus.sale,
      squarePrice: 100_000,
      price: 5_000_000,
      cause: 'seed',
    });
    const run = await runMarketRollup({ db: t.db, now: new Date('2026-11-23T09:00:00Z') });
    expect(run.ran).toBe(true);
    expect(await stored()).toEqual([
      { month: '2026-08-01', on_sale: 1, sold: 0 },
      { month: '2026-09-01', on_sale: 0, sold: 1 },
    ]);
    // The unit's sheet says «В продаже» again after that record: the catalogue's state is its cell, the months its history.
    const s = await summary();
    expect(s.sold.slice(0, 4)).toEqual([0, 1, 0, 0]);
  });

  it('[market] a month that closed is stored at the next day’s run, and reads give the same numbers', async () => {
    t.clock.set('2026-12-02T09:00:00Z');
    const before = await summary();
    await runMarketRollup({ db: t.db, now: t.clock.now() });
    const months = await queryRows<{ month: string }>(
      t.db,
      sql`select distinct month::text from market_months order by 1`,
    );
    expect(months.at(-1)?.month).toBe('2026-11-01');
    expect(await summary()).toEqual(before);
  });
});
