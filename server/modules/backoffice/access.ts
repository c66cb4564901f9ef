// Who may use the back-office: a user with the cabinet ability, on complexes they own; an admin, on all of them.
// A complex that is not the caller's is NotFound, whether it exists or not: ids of others reveal nothing.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { objects, type ObjectRow, type UserRow } from '../../db/schema/index.ts';
import { managedBy, ownedFirst } from '../../policies/cabinet.ts';

export { managedBy, requireCabinet } from '../../policies/cabinet.ts';

/** The caller's complex; `lock` reads it FOR NO KEY UPDATE (a booking or a view referencing it does not wait). */
export async function ownObject(
  db: DbOrTx,
  user: UserRow,
  objectId: number,
  options: { lock?: boolean } = {},
): Promise<ObjectRow> {
  const query = db
    .select()
    .from(objects)
    .where(and(eq(objects.id, objectId), managedBy(user)));
  return ownedFirst(query, options.lock ? objects : null);
}
