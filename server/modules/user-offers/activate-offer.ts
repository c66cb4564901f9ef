// Activation (PRODUCT §4): one offer or every inactive one becomes active, the inactive count drops and the
// OfferOutdated/OfferArchived notifications about them are removed. Disabled offers wait for a moderator.
import { and, count, eq, inArray } from 'drizzle-orm';
import { NotificationType, OfferStatus } from '#shared/enums.ts';
import type { TOfferKey } from '#shared/schemas/user-offers.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import type { DbOrTx } from '../../db/client.ts';
import { offers, type OfferRow, type UserRow } from '../../db/schema/index.ts';
import { AppError, ValidationFailed } from '../../errors.ts';
import { nextVersion } from '../../core/versions.ts';
import { dropOfferNotifications } from '../notifications/drop-offer-notifications.ts';
import { recordChanges } from '../price-history/record.ts';
import { offerProblems } from './offer-readiness.ts';
import { findOwnOffer, requireAdCreate } from './own-offer.ts';

const LIFECYCLE_NOTICES = [NotificationType.offerOutdated, NotificationType.offerArchived];

export async function inactiveCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(offers)
    .where(and(eq(offers.userId, userId), eq(offers.status, OfferStatus.inactive)));
  return row?.n ?? 0;
}

const activeNow = (now: Date) => ({
  status: OfferStatus.active,
  activatedAt: now,
  inactiveAt: null,
  archivedAt: null,
  updatedAt: now,
  version: nextVersion(offers),
});

/** Activating an active offer again renews it: the outdating period starts over. */
export async function activateOffer(
  db: DbOrTx,
  user: UserRow,
  key: TOfferKey,
  now: Date,
): Promise<{ offer: OfferRow; inactiveCount: number }> {
  requireAdCreate(user);
  return db.transaction(async (tx) => {
    const row = await findOwnOffer(tx, user.id, key);
    if (row.status === OfferStatus.disabled)
      throw new AppError('NotAcceptable', workflowTexts.offers.disabled);
    const problems = offerProblems(row);
    if (Object.keys(problems).length > 0) {
      throw new ValidationFailed(problems, workflowTexts.offers.activateFailed);
    }
    const [offer] = await tx.update(offers).set(activeNow(now)).where(eq(offers.id, row.id)).returning();
    await recordChanges(tx, 'offer', [row], { cause: 'offer', byUserId: user.id, at: now });
    await dropOfferNotifications(tx, user.id, [row.id], LIFECYCLE_NOTICES);
    return { offer: offer!, inactiveCount: await inactiveCount(tx, user.id) };
  });
}

/** Every inactive offer that passes the checks; the others stay inactive and are reported with their problems. */
export async function activateAllOffers(db: DbOrTx, user: UserRow, now: Date) {
  requireAdCreate(user);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(offers)
      .where(and(eq(offers.userId, user.id), eq(offers.status, OfferStatus.inactive)))
      .orderBy(offers.id);
    const failed: { id: number; errors: Record<string, string[]> }[] = [];
    const ready: number[] = [];
    for (const row of rows) {
      const problems = offerProblems(row);
      if (Object.keys(problems).length > 0) failed.push({ id: row.id, errors: problems });
      else ready.push(row.id);
    }
    if (ready.length > 0) {
      await tx.update(offers).set(activeNow(now)).where(inArray(offers.id, ready));
      const readySet = new Set(ready);
      await recordChanges(
        tx,
        'offer',
        rows.filter((row) => readySet.has(row.id)),
        { cause: 'offer', byUserId: user.id, at: now },
      );
      await dropOfferNotifications(tx, user.id, ready, LIFECYCLE_NOTICES);
    }
    return { activated: ready, failed, inactiveCount: await inactiveCount(tx, user.id) };
  });
}
