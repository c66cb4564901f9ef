// The import's bulk writes of units: one `update … from (values …)` per thousand cells, versions moved on (decision
// 018) so an open editor's copy turns stale, and the units' import keys (external id, layout name, plan and its
// image source) upserted.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cells, unitImportKeys } from '../../db/schema/index.ts';
import { inBatches } from '../chess-editor/grid-writes.ts';
import { squarePrice, type TUnitWrite } from './plan-import.ts';

export async function writeUnits(db: DbOrTx, writes: readonly TUnitWrite[]): Promise<void> {
  await inBatches(writes, async (batch) => {
    const values = sql.join(
      batch.map(
        ({ cellId, unit, keepPriceStatus }) =>
          sql`(${cellId}::int, ${unit.number}::text, ${unit.area}::numeric, ${unit.rooms}::smallint,
            ${unit.price}::bigint, ${squarePrice(unit)}::int, ${unit.status}::smallint, ${keepPriceStatus}::boolean)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      update ${cells} c set number = v.number, area = v.area, cnt_apart = v.rooms, disabled = false,
        price = case when v.keep then c.price else v.price end,
        square_price = case when v.keep then c.square_price else v.square_price end,
        status = case when v.keep then c.status else v.status end,
        updated_at = now(), version = c.version + 1
      from (values ${values}) as v(id, number, area, rooms, price, square_price, status, keep)
      where c.id = v.id
    `);
  });
  await writeKeys(
    db,
    writes.map((w) => ({ cellId: w.cellId, unit: w.unit })),
  );
}

export async function writeKeys(
  db: DbOrTx,
  list: readonly { cellId: number; unit: TUnitWrite['unit'] }[],
): Promise<void> {
  const keyed = list.filter(
    ({ unit }) => unit.externalId !== null || unit.layout !== null || unit.plan !== null,
  );
  await inBatches(keyed, async (batch) => {
    const values = sql.join(
      batch.map(
        ({ cellId, unit }) =>
          sql`(${cellId}::int, ${unit.externalId}::text, ${unit.layout}::text, ${unit.plan}::text,
            ${unit.planKey ?? null}::text)`,
      ),
      sql`, `,
    );
    // An external id moving to another unit of the complex is released first (its own statement: the unique
    // index is checked row by row, and a CTE's update is not ordered before the insert).
    await db.execute(sql`
      update ${unitImportKeys} k set external_id = null
      from (values ${values}) as v(cell_id, external_id, layout_name, plan_ref, plan_key)
        join ${cells} c on c.id = v.cell_id
      where k.object_id = c.object_id and k.external_id = v.external_id and k.cell_id <> v.cell_id
    `);
    await db.execute(sql`
      insert into ${unitImportKeys} (cell_id, object_id, external_id, layout_name, plan_ref, plan_key)
      select v.cell_id, c.object_id, v.external_id, v.layout_name, v.plan_ref, v.plan_key
      from (values ${values}) as v(cell_id, external_id, layout_name, plan_ref, plan_key)
        join ${cells} c on c.id = v.cell_id
      on conflict (cell_id) do update set
        external_id = coalesce(excluded.external_id, ${unitImportKeys.externalId}),
        layout_name = coalesce(excluded.layout_name, ${unitImportKeys.layoutName}),
        plan_ref = coalesce(excluded.plan_ref, ${unitImportKeys.planRef}),
        plan_key = coalesce(excluded.plan_key, ${unitImportKeys.planKey})
    `);
  });
}

export async function removeUnits(db: DbOrTx, cellIds: readonly number[]): Promise<void> {
  await inBatches(cellIds, async (batch) => {
    await db.execute(sql`
      update ${cells} set disabled = true, updated_at = now(), version = version + 1
      where id = any(${`{${batch.join(',')}}`}::int[])
    `);
  });
}
