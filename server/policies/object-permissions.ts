// What a member of a complex's builder company may do to it beyond managing it (shared/companies.ts): change
// prices, publish, answer bookings, change the complex's settings. Owners and admins may do everything. Called after
// the complex was found as the caller's (a stranger already got NotFound).
import { eq } from 'drizzle-orm';
import { COMPANY_PERMISSIONS, hasPermission, type TCompanyPermission } from '#shared/companies.ts';
import { permissionTexts } from '#shared/texts/permissions.ts';
import type { DbOrTx } from '../db/client.ts';
import { objects, type UserRow } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { isAdmin } from '../policies.ts';
import { membershipIn } from './companies.ts';

export type TObjectPermissions = Record<'prices' | 'publish' | 'settings' | 'bookings', boolean>;

const ALL: TObjectPermissions = { prices: true, publish: true, settings: true, bookings: true };
const NONE: TObjectPermissions = { prices: false, publish: false, settings: false, bookings: false };

export async function objectPermissions(
  db: DbOrTx,
  user: UserRow,
  object: { companyId: number | null; ownerId?: number | null },
): Promise<TObjectPermissions> {
  if (isAdmin(user)) return ALL;
  // A complex outside any company is its owner's alone.
  if (object.companyId == null) return object.ownerId === user.id ? ALL : NONE;
  const membership = await membershipIn(db, user, object.companyId);
  if (!membership) return NONE;
  const can = (p: TCompanyPermission) => COMPANY_PERMISSIONS.includes(p) && hasPermission(membership, p);
  return {
    prices: can('prices'),
    publish: can('publish'),
    settings: can('settings'),
    bookings: can('bookings'),
  };
}

/** 403 with the Russian reason when the caller lacks the permission on the complex. */
export async function requireObjectPermission(
  db: DbOrTx,
  user: UserRow,
  objectId: number,
  permission: keyof TObjectPermissions,
): Promise<void> {
  if (isAdmin(user)) return;
  const [object] = await db
    .select({ companyId: objects.companyId, ownerId: objects.ownerId })
    .from(objects)
    .where(eq(objects.id, objectId));
  if (!object || !(await objectPermissions(db, user, object))[permission])
    throw new AppError('Forbidden', permissionTexts.refused[permission]);
}
