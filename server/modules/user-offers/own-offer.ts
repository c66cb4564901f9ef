// The caller's offers: `draft` (or 0) is the draft being composed, a number one of the caller's offers.
// See docs/decisions/005-agents-and-owners-workflows.md.
import { and, desc, eq } from 'drizzle-orm';
import { Ability, OfferStatus } from '#shared/enums.ts';
import type { TOfferKey } from '#shared/schemas/user-offers.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import type { DbOrTx } from '../../db/client.ts';
import { offers, type OfferRow, type UserRow } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { hasAbility } from '../../policies.ts';

export const isDraftKey = (key: TOfferKey): key is 'draft' | 0 => key === 'draft' || key === 0;

/** Posting, saving and activating need the ad-create ability; without it the client is sent to pay (PRODUCT §8). */
export function requireAdCreate(user: UserRow): void {
  if (!hasAbility(user, Ability.adCreate)) throw new AppError('PaymentRequired');
}

/** The draft: the caller's most recently edited offer in status draft, if any. */
export async function findDraft(db: DbOrTx, userId: number): Promise<OfferRow | null> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.userId, userId), eq(offers.status, OfferStatus.draft)))
    .orderBy(desc(offers.updatedAt), desc(offers.id))
    .limit(1);
  return row ?? null;
}

/** One of the caller's offers; a foreign or unknown id answers NotFound. */
export async function findOwnOffer(db: DbOrTx, userId: number, key: TOfferKey): Promise<OfferRow> {
  const row = isDraftKey(key)
    ? await findDraft(db, userId)
    : (
        await db
          .select()
          .from(offers)
          .where(and(eq(offers.id, key), eq(offers.userId, userId)))
      )[0];
  if (!row) throw notFound(workflowTexts.offers.notFound);
  return row;
}
