// The city data's year of unit history and its market rollup, written by the statement bench/market.ts uses too,
// so the market scenario of bench/scale.ts reads stored months on both scales: added once, when missing.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/core/sql.ts';
import { runMarketRollup } from '#server/modules/market/rollup.ts';

export async function ensureCityHistory(db: Db, now: Date): Promise<void> {
  const [row] = await queryRows<{ n: number; rolled: boolean }>(
    db,
    sql`select (select count(*)::int from price_history where cell_id is not null) n,
      exists (select 1 from market_rollup_state where rolled_at is not null) rolled`,
  );
  if (Number(row?.n) > 0 && row?.rolled) return;
  const started = performance.now();
  if (!Number(row?.n)) {
    await writeYearOfHistory(db, now);
  }
  await runMarketRollup({ db, now }, { full: true });
  await db.execute(sql`analyze`);
  console.log(
    `city: history and market rollup written in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

/** A year of history for every unit, in one statement; triggers off (the alert queue is not what is measured). */
export async function writeYearOfHistory(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into price_history (cell_id, object_id, at, price, square_price, status, prev_price, prev_status, cause)
      select c.id, c.object_id, ${now.toISOString()}::timestamptz - (360 - (c.id % 60)) * interval '1 day',
        round(c.price * 0.9), round(c.square_price * 0.9), 4, null, null, 'seed'
      from cells c
      union all
      select c.id, c.object_id, ${now.toISOString()}::timestamptz - (180 - (c.id % 30)) * interval '1 day',
        c.price, c.square_price, 4, round(c.price * 0.9), 4, 'seed'
      from cells c
      union all
      select c.id, c.object_id, ${now.toISOString()}::timestamptz - (c.id % 170) * interval '1 day',
        c.price, c.square_price, c.status, c.price, 4, 'seed'
      from cells c where c.status <> 4`);
  });
  await db.execute(sql`analyze price_history`);
}
