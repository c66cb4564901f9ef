// Notifications about an offer that no longer hold: activation drops OfferOutdated and OfferArchived (PRODUCT §4),
// deleting the offer drops every one about it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { NotificationType, type TNotificationType } from '#shared/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export const OFFER_NOTIFICATION_TYPES: readonly TNotificationType[] = [
  NotificationType.offerOutdated,
  NotificationType.offerArchived,
  NotificationType.offerDisabled,
];

export async function dropOfferNotifications(
  db: DbOrTx,
  userId: number,
  offerIds: number[],
  types: readonly TNotificationType[] = OFFER_NOTIFICATION_TYPES,
): Promise<number> {
  if (offerIds.length === 0) return 0;
  const dropped = await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        inArray(notifications.type, [...types]),
        inArray(sql`(${notifications.payload} ->> 'offerId')::int`, offerIds),
      ),
    )
    .returning({ id: notifications.id });
  return dropped.length;
}
