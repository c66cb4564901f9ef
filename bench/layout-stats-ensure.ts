// `npx tsx bench/layout-stats-ensure.ts`: object_layout_stats (migration 0038, server/db/schema/layout-stats.ts) on
// the bench cluster's databases WITHOUT the migrator: the databases are shared by engineers whose branches carry
// other new migrations, and the migrator skips any migration older than the newest applied. Idempotent: creates
// what is missing and fills the table once from the units, as refreshObjectStats computes it. bench/scale.ts
// calls it for both scales.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/core/sql.ts';
import { LAYOUT_STATS_COLUMNS, layoutStatsSelect } from '#server/modules/realty/layout-stats.ts';

export async function ensureLayoutStats(db: Db, name: string): Promise<void> {
  await db.execute(sql`create table if not exists object_layout_stats (
    object_id integer not null references objects(id) on delete cascade,
    cnt_apart smallint not null,
    units integer not null,
    price_from bigint,
    price_to bigint,
    square_price_from bigint,
    action_units integer not null,
    action_price_from bigint,
    action_price_to bigint,
    action_square_price_from bigint,
    constraint object_layout_stats_object_id_cnt_apart_pk primary key (object_id, cnt_apart))`);
  await db.execute(sql`create index if not exists object_layout_stats_price_idx on object_layout_stats
    (cnt_apart, price_from, object_id, price_to, square_price_from)`);
  await db.execute(sql`create index if not exists object_layout_stats_action_idx on object_layout_stats
    (object_id, cnt_apart, action_price_from, action_price_to, action_square_price_from) where action_units > 0`);
  const [row] = await queryRows<{ filled: boolean }>(
    db,
    sql`select exists (select 1 from object_layout_stats) as filled`,
  );
  if (row?.filled) return;
  const started = performance.now();
  await db.execute(sql`insert into object_layout_stats (${LAYOUT_STATS_COLUMNS})
    ${layoutStatsSelect(sql`true`)} on conflict do nothing`);
  await db.execute(sql`vacuum analyze object_layout_stats`);
  console.log(
    `${name}: object_layout_stats filled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { openDatabase } = await import('#server/db/client.ts');
  const { startPostgres } = await import('./postgres.ts');
  const { BENCH_DATABASE, NATIONAL_DATABASE } = await import('./generate.ts');
  const server = await startPostgres();
  try {
    for (const name of [BENCH_DATABASE, NATIONAL_DATABASE]) {
      const database = await openDatabase({ url: server.url(name), poolSize: 1 });
      try {
        await ensureLayoutStats(database.db, name);
      } finally {
        await database.close();
      }
    }
  } finally {
    server.stop();
  }
}
