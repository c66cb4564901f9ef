// GET /api/user/offers (drafts, active, inactive, disabled) and GET /api/user/archive, paged, with the counts
// of every status and the inactive count in meta (PRODUCT §3).
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { OfferStatus, type TOfferStatus } from '#shared/enums.ts';
import { pageMeta } from '#shared/schemas/common.ts';
import type { TOfferCounts } from '#shared/schemas/user-offers.ts';
import type { DbOrTx } from '../../db/client.ts';
import { offers, type UserRow } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { loadOfferCards } from '../cards/cards.ts';

export const OFFERS_PER_PAGE = 20;

export async function offerCounts(db: DbOrTx, userId: number): Promise<TOfferCounts> {
  const rows = await db
    .select({ status: offers.status, n: count() })
    .from(offers)
    .where(eq(offers.userId, userId))
    .groupBy(offers.status);
  const of = (status: TOfferStatus) => rows.find((r) => r.status === status)?.n ?? 0;
  return {
    draft: of(OfferStatus.draft),
    active: of(OfferStatus.active),
    inactive: of(OfferStatus.inactive),
    archive: of(OfferStatus.archive),
    disabled: of(OfferStatus.disabled),
  };
}

export async function listOwnOffers(
  db: DbOrTx,
  storage: Storage,
  user: UserRow,
  page: number,
  section: 'current' | 'archive',
) {
  const perPage = OFFERS_PER_PAGE;
  const where =
    section === 'archive'
      ? and(eq(offers.userId, user.id), eq(offers.status, OfferStatus.archive))
      : and(eq(offers.userId, user.id), ne(offers.status, OfferStatus.archive));
  // Grouped by status (draft, active, inactive, disabled), the latest edited first within a group.
  const order =
    section === 'archive'
      ? [sql`${offers.archivedAt} desc nulls last`, desc(offers.id)]
      : [offers.status, desc(offers.updatedAt), desc(offers.id)];
  const [rows, counts] = await Promise.all([
    db
      .select({ id: offers.id, activatedAt: offers.activatedAt })
      .from(offers)
      .where(where)
      .orderBy(...order)
      .limit(perPage)
      .offset((page - 1) * perPage),
    offerCounts(db, user.id),
  ]);
  const total =
    section === 'archive' ? counts.archive : counts.draft + counts.active + counts.inactive + counts.disabled;
  const cards = await loadOfferCards(
    db,
    storage,
    rows.map((r) => r.id),
    user,
  );
  const activatedAt = new Map(rows.map((r) => [r.id, r.activatedAt?.toISOString() ?? null]));
  const data = cards.map((card) => ({ ...card, activatedAt: activatedAt.get(card.id) ?? null }));
  return { data, meta: { ...pageMeta(page, perPage, total), inactive_count: counts.inactive, counts } };
}
