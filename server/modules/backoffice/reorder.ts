// PUT …/reorder {order}: the order must name every item of the list exactly once, so a stale screen or a foreign
// id changes nothing; then each item gets its position.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EndpointDef } from '#shared/api/endpoint.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { route } from '../../core/route.ts';
import type { DbOrTx } from '../../db/client.ts';
import { invalid } from '../../errors.ts';
import { changeObject } from './object-change.ts';

export interface OrderedList {
  table: PgTable;
  /** The item's id column (the image or builder id for join tables). */
  id: PgColumn;
  /** The column that ties the item to the complex. */
  owner: PgColumn;
}

export async function applyOrder(
  db: DbOrTx,
  list: OrderedList,
  objectId: number,
  order: number[],
): Promise<void> {
  const current = await db.select({ id: list.id }).from(list.table).where(eq(list.owner, objectId));
  const known = new Set(current.map((row) => row.id as number));
  if (order.length !== known.size || order.some((id) => !known.has(id))) {
    throw invalid('order', backofficeTexts.errors.orderStale);
  }
  if (order.length === 0) return;
  // One statement: the position of each id in the array is its sort (every ordered table names the column sort).
  const ids = sql.raw(`ARRAY[${order.map(Number).join(',')}]::int[]`);
  await db.execute(
    sql`update ${list.table} set sort = array_position(${ids}, ${list.id}) - 1 where ${list.owner} = ${objectId}`,
  );
}

/** A PUT …/reorder on one of a complex's lists: the complex's id, the order, the complex back. */
type ReorderEndpoint = EndpointDef & {
  params: 'ZBackofficeObjectParams';
  body: 'ZMediaReorder';
  response: 'ZBackofficeObject';
};

export function reorderRoute(app: FastifyInstance, descriptor: ReorderEndpoint, list: OrderedList): void {
  route(app, descriptor, (request) =>
    changeObject(app, request, request.params.id, async (tx, object) => {
      await applyOrder(tx, list, object.id, request.body.order);
    }),
  );
}
