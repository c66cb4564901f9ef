// The one writer of price_history: every path that changes a unit's or a resale offer's price or status calls it in
// its own transaction, with the rows' state from before the change, and it inserts one record per row that really
// changed, with the previous price and status beside the new ones (saved-filter alerts read them as their outbox).
// Set-based: the before-states travel as four arrays and the after-states are read by the INSERT … SELECT itself,
// so a mass change of a thousand units is one statement.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../core/sql.ts';
import { cells, offers, type TPriceCause } from '../../db/schema/index.ts';
import { emitUnitChanges } from '../webhooks/domain-events.ts';

interface RecordedRow {
  id: number;
  objectId: number;
  at: string | Date;
  price: string | number | null;
  prevPrice: string | number | null;
  status: number;
  prevStatus: number | null;
}

export type TPriceItem = 'cell' | 'offer';

/** A row's price and status before the change; absent (see recordNew) when the row has just appeared. */
export interface TPriceState {
  id: number;
  price: number | null;
  /** Units only: a unit's stored ₽/м² (an offer's follows its price and area). */
  squarePrice?: number | null;
  status: number;
}

export interface TPriceChange {
  cause: TPriceCause;
  byUserId: number | null;
  /** The time of the change; the transaction's time when left out. */
  at?: Date;
}

/** `{1,NULL,3}`: a Postgres array literal, so any number of rows is one parameter. */
const arrayOf = (values: readonly (number | null | undefined)[], type: string): SQL =>
  sql`${`{${values.map((v) => (v == null ? 'NULL' : String(v))).join(',')}}`}::${sql.raw(type)}`;

/** The after-state of each kind of row, as the record stores it. */
const SOURCES: Record<TPriceItem, { table: SQL; item: SQL; squarePrice: SQL; changed: SQL }> = {
  cell: {
    table: sql`${cells}`,
    item: sql`cell_id`,
    squarePrice: sql`r.square_price`,
    changed: sql`r.price is distinct from b.price or r.square_price is distinct from b.square_price`,
  },
  offer: {
    table: sql`${offers}`,
    item: sql`offer_id`,
    squarePrice: sql`case when r.area > 0 and r.price is not null then round(r.price / r.area)::int end`,
    changed: sql`r.price is distinct from b.price`,
  },
};

async function insertRecords(
  tx: DbOrTx,
  item: TPriceItem,
  before: readonly (TPriceState | { id: number; fresh: true })[],
  change: TPriceChange,
): Promise<number> {
  if (before.length === 0) return 0;
  const state = (b: (typeof before)[number]) => ('fresh' in b ? null : b);
  const source = SOURCES[item];
  const at = change.at ? sql`${change.at.toISOString()}::timestamptz` : sql`now()`;
  const result = await tx.execute(sql`
    insert into price_history
      (${source.item}, object_id, at, price, square_price, status, prev_price, prev_status, cause, by_user_id)
    select r.id, r.object_id, ${at}, r.price, ${source.squarePrice}, r.status, b.price, b.status,
      ${change.cause}, ${change.byUserId}::int
    from unnest(
      ${arrayOf(
        before.map((b) => b.id),
        'int[]',
      )},
      ${arrayOf(
        before.map((b) => state(b)?.price),
        'bigint[]',
      )},
      ${arrayOf(
        before.map((b) => state(b)?.squarePrice),
        'int[]',
      )},
      ${arrayOf(
        before.map((b) => state(b)?.status),
        'smallint[]',
      )}
    ) as b(id, price, square_price, status)
    join ${source.table} r on r.id = b.id
    where b.status is null or r.status <> b.status or ${source.changed}
    order by r.id
    returning ${source.item} as id, object_id as "objectId", at, price, prev_price as "prevPrice", status,
      prev_status as "prevStatus"
  `);
  const rows = (result as unknown as { rows: RecordedRow[] }).rows;
  // A unit's recorded change is also its builder's webhook (unit.price_changed, unit.status_changed).
  if (item === 'cell' && rows.length > 0)
    await emitUnitChanges(
      tx,
      rows.map((r) => ({
        cellId: r.id,
        objectId: r.objectId,
        price: r.price == null ? null : Number(r.price),
        prevPrice: r.prevPrice == null ? null : Number(r.prevPrice),
        status: r.status,
        prevStatus: r.prevStatus,
      })),
      new Date(rows[0]!.at),
    );
  return rows.length;
}

/** Records the rows whose price or status differs now from `before`; returns how many records were written. */
export function recordChanges(
  tx: DbOrTx,
  item: TPriceItem,
  before: readonly TPriceState[],
  change: TPriceChange,
): Promise<number> {
  return insertRecords(tx, item, before, change);
}

/** Records the first state of rows that have just appeared (no previous price or status). */
export function recordNew(
  tx: DbOrTx,
  item: TPriceItem,
  ids: readonly number[],
  change: TPriceChange,
): Promise<number> {
  return insertRecords(
    tx,
    item,
    ids.map((id) => ({ id, fresh: true as const })),
    change,
  );
}

/** The state of rows as they are now, read before a change whose caller does not hold it already. */
export async function currentStates(
  tx: DbOrTx,
  item: TPriceItem,
  where: SQL,
  lock = false,
): Promise<TPriceState[]> {
  const source = SOURCES[item];
  const squarePrice = item === 'cell' ? sql`square_price` : sql`null::int`;
  const rows = await queryRows<TPriceState>(
    tx,
    sql`
      select id, price, ${squarePrice} as "squarePrice", status from ${source.table} where ${where}
      ${lock ? sql`for update` : sql``}
    `,
  );
  return rows.map((r) => ({
    id: r.id,
    price: r.price == null ? null : Number(r.price),
    squarePrice: r.squarePrice ?? null,
    status: r.status,
  }));
}
