// A moderator verifies a part of a complex's trust card or refuses it with a reason. Only a stated part can be
// decided; the escrow mark the search filters on follows the escrow part's check. The builder reads the state and
// the reason on the complex's «Надёжность» tab.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TTrustModerationItem } from '#shared/schemas/trust.ts';
import { pageMeta, type TPageMeta } from '#shared/schemas/common.ts';
import type { TTrustField, TTrustState } from '#shared/trust.ts';
import { trustTexts } from '#shared/texts/trust.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies, objectTrust, objects, trustChecks, type UserRow } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { statedValue } from './load-trust.ts';

const PAGE = 30;

export async function listTrustModeration(
  db: DbOrTx,
  state: TTrustState,
  page: number,
): Promise<{ data: TTrustModerationItem[]; meta: TPageMeta }> {
  const where = eq(trustChecks.state, state);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(trustChecks)
    .where(where);
  const rows = await db
    .select({ check: trustChecks, trust: objectTrust, title: objects.title, builder: companies.name })
    .from(trustChecks)
    .innerJoin(objectTrust, eq(objectTrust.objectId, trustChecks.objectId))
    .innerJoin(objects, eq(objects.id, trustChecks.objectId))
    .leftJoin(companies, eq(companies.id, objects.companyId))
    .where(where)
    // The oldest waiting first; decided ones newest first.
    .orderBy(
      state === 'pending' ? asc(trustChecks.submittedAt) : desc(trustChecks.checkedAt),
      asc(objects.id),
    )
    .limit(PAGE)
    .offset((page - 1) * PAGE);
  return {
    data: rows.map(({ check, trust, title, builder }) => ({
      objectId: check.objectId,
      title,
      builder,
      field: check.field,
      state: check.state,
      value: statedValue(trust, check.field),
      reason: check.reason,
      submittedAt: check.submittedAt.toISOString(),
      checkedAt: check.checkedAt?.toISOString() ?? null,
    })),
    meta: pageMeta(page, PAGE, total),
  };
}

export async function decideTrust(
  db: DbOrTx,
  moder: UserRow,
  objectId: number,
  decision: { field: TTrustField; verified: boolean; reason?: string | undefined },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [object] = await tx.select({ id: objects.id }).from(objects).where(eq(objects.id, objectId));
    if (!object) throw notFound();
    const [check] = await tx
      .update(trustChecks)
      .set({
        state: decision.verified ? 'verified' : 'refused',
        reason: decision.verified ? null : (decision.reason ?? null),
        checkedAt: now,
        checkedById: moder.id,
      })
      .where(and(eq(trustChecks.objectId, objectId), eq(trustChecks.field, decision.field)))
      .returning();
    if (!check) throw new AppError('NotAcceptable', trustTexts.errors.notStated);
    if (decision.field === 'escrowBank') {
      await tx.update(objects).set({ escrowVerified: decision.verified }).where(eq(objects.id, objectId));
    }
  });
}
