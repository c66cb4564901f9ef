// Which complexes a list may hold: public ones (published, with a published building and section) for
// everyone; the owner and admins also their unpublished ones.
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { objects, type UserRow } from '../../db/schema/index.ts';
import { isAdmin } from '../../policies.ts';
import { isPublicObject } from '../objects/access.ts';

/** The ids among `ids` the viewer may see (a null viewer: public ones only), in the order given. */
export async function visibleObjectIds(db: DbOrTx, ids: number[], viewer: UserRow | null): Promise<number[]> {
  if (ids.length === 0) return [];
  let visible: SQL = isPublicObject();
  if (viewer && isAdmin(viewer)) visible = sql`true`;
  else if (viewer) visible = or(visible, eq(objects.ownerId, viewer.id))!;
  const rows = await db
    .select({ id: objects.id })
    .from(objects)
    .where(and(inArray(objects.id, ids), visible));
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => found.has(id));
}
