// Which complexes, offers and units a list may hold: public complexes (published, with a published building and
// section) for everyone, and the owner's and admins' unpublished ones too; offers only while public (active), units
// only in a published building and section, for anyone.
import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import { Kind } from '#shared/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { objects, offers, type UserRow } from '../../db/schema/index.ts';
import { isAdmin } from '../../policies.ts';
import { memberOfSql } from '../../policies/companies.ts';
import { isPublicObject, isPublicOffer } from '../../policies/visibility.ts';
import { idsOfKind, type ItemRef } from '../cards/list-cards.ts';
import { publicUnitIds } from '../cards/unit-cards.ts';

/** The ids among `ids` the viewer may see (a null viewer: public ones only), in the order given. */
export async function visibleObjectIds(db: DbOrTx, ids: number[], viewer: UserRow | null): Promise<number[]> {
  if (ids.length === 0) return [];
  let visible: SQL = isPublicObject();
  if (viewer && isAdmin(viewer)) visible = sql`true`;
  else if (viewer) visible = or(visible, memberOfSql(viewer, objects.companyId))!;
  const rows = await db
    .select({ id: objects.id })
    .from(objects)
    .where(and(inArray(objects.id, ids), visible));
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => found.has(id));
}

/**
 * The public offers among `ids`, in the order given. Not even their owner adds a draft or an inactive one: a
 * collection is made to be sent, and a client could not open it.
 */
export async function publicOfferIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(inArray(offers.id, ids), isPublicOffer()));
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => found.has(id));
}

/** The items the viewer may see, in the order given. `db` may be a transaction: readAll then reads in turn. */
export async function visibleItems(
  db: DbOrTx,
  items: readonly ItemRef[],
  viewer: UserRow | null,
): Promise<ItemRef[]> {
  const [complexes, offerIds, unitIds] = await readAll(db, [
    () => visibleObjectIds(db, idsOfKind(items, Kind.realty), viewer),
    () => publicOfferIds(db, idsOfKind(items, Kind.offer)),
    () => publicUnitIds(db, idsOfKind(items, Kind.unit)),
  ] as const);
  const open = {
    [Kind.realty]: new Set(complexes),
    [Kind.offer]: new Set(offerIds),
    [Kind.unit]: new Set(unitIds),
  };
  return items.filter((item) => open[item.kind].has(item.id));
}
