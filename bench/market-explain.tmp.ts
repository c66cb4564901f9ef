import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { CELL_STATUSES_ON_SALE } from '#shared/enums.ts';
import { smallints } from '#server/core/sql.ts';
import { hexOfSql } from '#server/modules/market/hex-grid.ts';
import { PGLITE_DATA_DIR } from './generate.ts';

const database = await openDatabase({ dataDir: path.join(PGLITE_DATA_DIR, 'pglite') });
const db = database.db;
const hex = hexOfSql(sql`o.latitude`, sql`o.longitude`, 11);
const q = sql`explain (analyze, buffers off) with places as materialized (
        select o.id, ${hex.q} as q, ${hex.r} as r from objects o
        where o.published and o.latitude is not null and o.longitude is not null and o.latitude between 43 and 44.5 and o.longitude between 38.5 and 41
      )
      select pl.q, pl.r, count(*)::int as units, count(distinct c.object_id)::int as complexes,
        round(percentile_cont(0.5) within group (order by c.square_price))::int as median
      from places pl join cells c on c.object_id = pl.id
      join sections s on s.id = c.section_id join pavilions p on p.id = c.pavilion_id
      join objects o on o.id = c.object_id
      where c.cnt_apart is not null and not c.disabled and c.square_price > 0
        and c.status = any(${smallints(CELL_STATUSES_ON_SALE)}) and o.published and p.published and s.published
      group by pl.q, pl.r`;
const t0 = performance.now();
const res = (await db.execute(q)) as unknown as { rows: Record<string, string>[] };
console.log(res.rows.map((r) => Object.values(r)[0]).join('\n'));
console.log(performance.now() - t0);
await database.close();
