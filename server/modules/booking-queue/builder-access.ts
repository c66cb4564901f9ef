// Who manages a complex's queues: the members of its builder company with the `bookings` permission (owners have
// it). Anyone else does not see the complex's queues at all (404); a member without the permission is told why (403).
import { eq } from 'drizzle-orm';
import { hasPermission } from '#shared/companies.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import type { DbOrTx } from '../../db/client.ts';
import { objects, type UserRow } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { membershipIn } from '../../policies/companies.ts';

export async function requireQueueManager(tx: DbOrTx, caller: UserRow, objectId: number): Promise<void> {
  const [object] = await tx
    .select({ companyId: objects.companyId })
    .from(objects)
    .where(eq(objects.id, objectId));
  if (!object || object.companyId == null) throw notFound();
  const membership = await membershipIn(tx, caller, object.companyId);
  if (!membership || membership.kind !== 'builder') throw notFound();
  if (!hasPermission(membership, 'bookings'))
    throw new AppError('Forbidden', bookingTexts.errors.noBookingsRight);
}
