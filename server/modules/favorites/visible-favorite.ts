// SQL: a favourite row whose complex or offer the user may still open (the same rules as the object page).
import { sql, type SQL } from 'drizzle-orm';
import { Kind, OfferStatus } from '#shared/enums.ts';
import { favorites, type UserRow } from '../../db/schema/index.ts';
import { isAdmin } from '../../policies.ts';
import { hasPublicStructure } from '../../policies/visibility.ts';

export function visibleFavorite(user: UserRow): SQL {
  return sql`(
    (${favorites.kind} = ${Kind.realty} and exists (
      select 1 from objects o where o.id = ${favorites.itemId}
        and (o.owner_id = ${user.id} or ${isAdmin(user)} or (o.published and ${hasPublicStructure(sql`o.id`)}))
    ))
    or (${favorites.kind} = ${Kind.offer} and exists (
      select 1 from offers f where f.id = ${favorites.itemId}
        and (f.status = ${OfferStatus.active} or f.user_id = ${user.id})
    ))
  )`;
}
