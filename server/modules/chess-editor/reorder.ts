// Saving a new order of buildings or sections: the list must be exactly the current one, rearranged.
import { eq, sql } from 'drizzle-orm';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { pavilions, sections, type UserRow } from '../../db/schema/index.ts';
import { ValidationFailed } from '../../errors.ts';
import { ownedObject, ownedPavilion } from './access.ts';

async function saveOrder(
  tx: DbOrTx,
  table: typeof pavilions | typeof sections,
  current: readonly number[],
  order: readonly number[],
): Promise<void> {
  const known = new Set(current);
  const given = new Set(order);
  if (given.size !== order.length || given.size !== known.size || order.some((id) => !known.has(id))) {
    throw new ValidationFailed({ order: [chessEditorTexts.validation.orderMismatch] });
  }
  const values = sql.join(
    order.map((id, sort) => sql`(${id}::int, ${sort}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${table} set sort = v.sort
    from (values ${values}) as v(id, sort)
    where ${table.id} = v.id
  `);
}

export async function reorderPavilions(
  db: DbOrTx,
  user: UserRow,
  objectId: number,
  order: readonly number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await ownedObject(tx, user, objectId);
    const current = await tx
      .select({ id: pavilions.id })
      .from(pavilions)
      .where(eq(pavilions.objectId, objectId))
      .for('update');
    await saveOrder(
      tx,
      pavilions,
      current.map((row) => row.id),
      order,
    );
  });
}

export async function reorderSections(
  db: DbOrTx,
  user: UserRow,
  pavilionId: number,
  order: readonly number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await ownedPavilion(tx, user, pavilionId, { lock: true });
    const current = await tx
      .select({ id: sections.id })
      .from(sections)
      .where(eq(sections.pavilionId, pavilionId));
    await saveOrder(
      tx,
      sections,
      current.map((row) => row.id),
      order,
    );
  });
}
