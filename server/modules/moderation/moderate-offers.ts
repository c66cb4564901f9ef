// Moderators disable an offer (only its owner still sees it, marked) and restore it (inactive: the owner
// activates it again). The owner is notified of a disabling.
import { count, desc, eq, ne, sql } from 'drizzle-orm';
import { NotificationType, OfferStatus, type TOfferStatus } from '#shared/enums.ts';
import { offerTitle } from '#shared/offer-title.ts';
import { pageMeta } from '#shared/schemas/common.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { offers, type OfferRow, type UserRow } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { Storage } from '../../storage/storage.ts';
import { notify } from '../notifications/notify.ts';
import { recordChanges } from '../price-history/record.ts';
import { MODERATION_PER_PAGE } from './list-users.ts';
import { presentModerationOffers } from './present-moderation.ts';

export async function listOffersForModeration(
  db: DbOrTx,
  storage: Storage,
  viewer: UserRow,
  status: TOfferStatus | undefined,
  page: number,
) {
  const perPage = MODERATION_PER_PAGE;
  // Drafts are nobody's business but their author's.
  const where =
    status === undefined
      ? ne(offers.status, OfferStatus.draft)
      : status === OfferStatus.draft
        ? sql`false`
        : eq(offers.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(offers)
      .where(where)
      .orderBy(desc(offers.updatedAt), desc(offers.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(offers).where(where),
  ]);
  return {
    data: await presentModerationOffers(db, storage, viewer, rows),
    meta: pageMeta(page, perPage, total?.n ?? 0),
  };
}

async function findModeratedOffer(db: DbOrTx, id: number): Promise<OfferRow> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id)).for('update');
  if (!row) throw notFound(workflowTexts.offers.notFound);
  if (row.status === OfferStatus.draft)
    throw new AppError('NotAcceptable', workflowTexts.moderation.offerIsDraft);
  return row;
}

export async function disableOffer(
  deps: { db: Db; realtime: Realtime; now: Date },
  moderator: UserRow,
  id: number,
): Promise<OfferRow> {
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await findModeratedOffer(tx, id);
    if (row.status === OfferStatus.disabled) return { row, push: null };
    const [disabled] = await tx
      .update(offers)
      .set({
        status: OfferStatus.disabled,
        disabledAt: deps.now,
        disabledById: moderator.id,
        updatedAt: deps.now,
      })
      .where(eq(offers.id, row.id))
      .returning();
    await recordChanges(tx, 'offer', [row], { cause: 'offer', byUserId: moderator.id, at: deps.now });
    const push = await notify(
      tx,
      deps.realtime,
      row.userId,
      NotificationType.offerDisabled,
      { offerId: row.id, title: offerTitle(row) },
      deps.now,
    );
    return { row: disabled!, push };
  });
  outcome.push?.();
  return outcome.row;
}

export async function restoreOffer(db: Db, moderator: UserRow, id: number, now: Date): Promise<OfferRow> {
  return db.transaction(async (tx) => {
    const row = await findModeratedOffer(tx, id);
    if (row.status !== OfferStatus.disabled) return row;
    const [restored] = await tx
      .update(offers)
      .set({
        status: OfferStatus.inactive,
        inactiveAt: now,
        disabledAt: null,
        disabledById: null,
        updatedAt: now,
      })
      .where(eq(offers.id, row.id))
      .returning();
    await recordChanges(tx, 'offer', [row], { cause: 'offer', byUserId: moderator.id, at: now });
    return restored!;
  });
}
