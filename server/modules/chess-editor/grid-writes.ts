// Bulk writes of a section's grid: a 99 × 99 section has almost ten thousand cells, so rows go in batches and
// updates go as one `update … from (values …)` per batch instead of one statement per cell. What they change moves
// the items' versions on (decision 018).
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cells, cols, rows } from '../../db/schema/index.ts';

const BATCH = 1000;

export async function inBatches<T>(
  items: readonly T[],
  write: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) await write(items.slice(i, i + BATCH));
}

const intArray = (values: readonly number[]): SQL => sql`${`{${values.join(',')}}`}::int[]`;

/** Geometry and derived floor of existing cells. */
export interface TCellGeometry {
  id: number;
  bbox: readonly number[];
  disabled: boolean;
  floor: number | null;
}

export async function updateCellGeometry(db: DbOrTx, list: readonly TCellGeometry[]): Promise<void> {
  await inBatches(list, async (batch) => {
    const values = sql.join(
      batch.map(
        (c) => sql`(${c.id}::int, ${intArray(c.bbox)}, ${c.disabled}::boolean, ${c.floor}::smallint)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      update ${cells} set bbox = v.bbox, disabled = v.disabled, floor = v.floor, updated_at = now(),
        version = version + 1
      from (values ${values}) as v(id, bbox, disabled, floor)
      where ${cells.id} = v.id
    `);
  });
}

export interface TCellPrices {
  id: number;
  price: number;
  squarePrice: number | null;
}

export async function updateCellPrices(db: DbOrTx, list: readonly TCellPrices[]): Promise<void> {
  await inBatches(list, async (batch) => {
    const values = sql.join(
      batch.map((c) => sql`(${c.id}::int, ${c.price}::bigint, ${c.squarePrice}::int)`),
      sql`, `,
    );
    await db.execute(sql`
      update ${cells} set price = v.price, square_price = v.square_price, updated_at = now(),
        version = version + 1
      from (values ${values}) as v(id, price, square_price)
      where ${cells.id} = v.id
    `);
  });
}

/** Only the floors, after a row was renamed or retyped: derived, so the units' versions stay (decision 018). */
export async function updateCellFloors(
  db: DbOrTx,
  list: readonly { id: number; floor: number | null }[],
): Promise<void> {
  await inBatches(list, async (batch) => {
    const values = sql.join(
      batch.map((c) => sql`(${c.id}::int, ${c.floor}::smallint)`),
      sql`, `,
    );
    await db.execute(sql`
      update ${cells} set floor = v.floor
      from (values ${values}) as v(id, floor)
      where ${cells.id} = v.id
    `);
  });
}

export interface TRowWrite {
  id: number;
  bbox: readonly number[];
  disabled: boolean;
  type: number;
  name: string;
}

export async function updateRows(db: DbOrTx, list: readonly TRowWrite[]): Promise<void> {
  if (list.length === 0) return;
  const values = sql.join(
    list.map(
      (r) =>
        sql`(${r.id}::int, ${intArray(r.bbox)}, ${r.disabled}::boolean, ${r.type}::smallint, ${r.name}::text)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${rows} set bbox = v.bbox, disabled = v.disabled, type = v.type, name = v.name,
      version = version + 1
    from (values ${values}) as v(id, bbox, disabled, type, name)
    where ${rows.id} = v.id
  `);
}

export interface TColWrite {
  id: number;
  bbox: readonly number[];
  disabled: boolean;
  name: string;
}

export async function updateCols(db: DbOrTx, list: readonly TColWrite[]): Promise<void> {
  if (list.length === 0) return;
  const values = sql.join(
    list.map((c) => sql`(${c.id}::int, ${intArray(c.bbox)}, ${c.disabled}::boolean, ${c.name}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${cols} set bbox = v.bbox, disabled = v.disabled, name = v.name, version = version + 1
    from (values ${values}) as v(id, bbox, disabled, name)
    where ${cols.id} = v.id
  `);
}
