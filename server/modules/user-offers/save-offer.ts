// PUT /api/user/offers/{id}: saves the editor's fields. `draft` creates the draft on its first save; an active
// offer must stay publishable, so a change that breaks it is refused. A save based on an older version of the offer
// (another tab saved it meanwhile) is refused with 409 before anything else (decision 018).
import { eq } from 'drizzle-orm';
import { ContactSource, OfferStatus } from '#shared/enums.ts';
import type { TOfferKey, TOwnOfferUpdate } from '#shared/schemas/user-offers.ts';
import { versionTexts } from '#shared/texts/versions.ts';
import type { DbOrTx } from '../../db/client.ts';
import { offers, type OfferRow, type UserRow } from '../../db/schema/index.ts';
import { ValidationFailed } from '../../errors.ts';
import { lockKey } from '../../core/locks.ts';
import { bumpVersion, nextVersion } from '../../core/versions.ts';
import { WORKFLOW_LOCKS } from '../../core/workflow-locks.ts';
import { recordChanges, recordNew } from '../price-history/record.ts';
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
    // A draft made just now (version 1, as the blank one reads) is bumped by the update below.
    if (current) await bumpVersion(tx, offers, current.id, input.version, versionTexts.stale.offer);
    const patch = await offerPatch(tx, user, current, input);
    const row = current ?? (await ensureDraft(tx, user, now));
    const [saved] = await tx
      .update(offers)
      .set({ ...patch, updatedAt: now, ...(current ? {} : { version: nextVersion(offers) }) })
      .where(eq(offers.id, row.id))
      .returning();
    const change = { cause: 'offer', byUserId: user.id, at: now } as const;
    if (current) await recordChanges(tx, 'offer', [current], change);
    else await recordNew(tx, 'offer', [row.id], change);
    if (saved!.status === OfferStatus.active) {
      const problems = offerProblems(saved!);
      if (Object.keys(problems).length > 0) throw new ValidationFailed(problems);
    }
    return saved!;
  });
}
