// PUT /api/user/offers/{id}: saves the editor's fields. `draft` creates the draft on its first save; an active
// offer must stay publishable, so a change that breaks it is refused.
import { eq } from 'drizzle-orm';
import { ContactSource, OfferStatus } from '#shared/enums.ts';
import type { TOfferKey, TOwnOfferUpdate } from '#shared/schemas/user-offers.ts';
import type { DbOrTx } from '../../db/client.ts';
import { offers, type OfferRow, type UserRow } from '../../db/schema/index.ts';
import { ValidationFailed } from '../../errors.ts';
import { lockKey } from '../../core/locks.ts';
import { WORKFLOW_LOCKS } from '../../core/workflow-locks.ts';
import { offerPatch } from './offer-patch.ts';
import { offerProblems } from './offer-readiness.ts';
import { findDraft, findOwnOffer, isDraftKey, requireAdCreate } from './own-offer.ts';

/** The draft row, made on its first save or photo (docs/decisions/005-agents-and-owners-workflows.md). */
export async function ensureDraft(tx: DbOrTx, user: UserRow, now: Date): Promise<OfferRow> {
  const existing = await findDraft(tx, user.id);
  if (existing) return existing;
  const [row] = await tx
    .insert(offers)
    .values({
      userId: user.id,
      status: OfferStatus.draft,
      contactSource: ContactSource.profile,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

export async function saveOffer(
  db: DbOrTx,
  user: UserRow,
  key: TOfferKey,
  input: TOwnOfferUpdate,
  now: Date,
): Promise<OfferRow> {
  requireAdCreate(user);
  return db.transaction(async (tx) => {
    // One draft per user, even when two saves race.
    await lockKey(tx, WORKFLOW_LOCKS.offers, String(user.id));
    const current = isDraftKey(key) ? await findDraft(tx, user.id) : await findOwnOffer(tx, user.id, key);
    const patch = await offerPatch(tx, user, current, input);
    const row = current ?? (await ensureDraft(tx, user, now));
    const [saved] = await tx
      .update(offers)
      .set({ ...patch, updatedAt: now })
      .where(eq(offers.id, row.id))
      .returning();
    if (saved!.status === OfferStatus.active) {
      const problems = offerProblems(saved!);
      if (Object.keys(problems).length > 0) throw new ValidationFailed(problems);
    }
    return saved!;
  });
}
