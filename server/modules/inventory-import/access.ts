// Who may import into a complex: a member of its builder company with `prices`, its owner, or an admin. A complex
// of someone else is NotFound (nothing revealed); a colleague without `prices` is 403 with the reason.
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { requireObjectPermission } from '../../policies/object-permissions.ts';
import { ownedObject } from '../chess-editor/access.ts';

export async function importableObject(db: DbOrTx, user: UserRow, objectId: number) {
  const object = await ownedObject(db, user, objectId);
  await requireObjectPermission(db, user, objectId, 'prices');
  return object;
}
