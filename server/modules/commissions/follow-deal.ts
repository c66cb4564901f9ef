// The commission follows its deal (decision 040): opened with the deal from the terms frozen at booking and the
// agency's split in force; `expected` until the deal reaches `contract`, then `accrued` (the agent hears of it);
// recomputed while unapproved when the builder edits the price; `cancelled` with the deal unless already paid.
import { eq } from 'drizzle-orm';
import {
  agentPart,
  commissionAmount,
  stageIndex,
  type TCommissionState,
  type TCommissionTerms,
} from '#shared/deals.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  commissionComments,
  commissions,
  companies,
  objects,
  type CommissionRow,
  type DealRow,
} from '../../db/schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { notify } from '../notifications/notify.ts';
import { emitCommissionEvent } from '../webhooks/domain-events.ts';

const accrues = (deal: Pick<DealRow, 'stage'>) =>
  deal.stage !== 'cancelled' && stageIndex(deal.stage) >= stageIndex('contract');
/** While the builder has not approved it, the amount follows the deal's price. */
const RECOMPUTABLE: readonly TCommissionState[] = ['expected', 'accrued', 'reconciliation', 'disputed'];

function amounts(terms: TCommissionTerms, price: number, agentShare: number) {
  const amount = commissionAmount(terms, price);
  const agentAmount = agentPart(amount, agentShare);
  return { base: price, amount, agentAmount, agencyAmount: amount - agentAmount };
}

/** A deal with an agent and terms gets its commission; a buyer's own request or a complex without terms, none. */
export async function openCommission(
  tx: DbOrTx,
  deal: DealRow,
  terms: TCommissionTerms | null,
  now: Date,
): Promise<CommissionRow | null> {
  if (deal.agentId == null || terms == null) return null;
  let agentShare = 100;
  if (deal.agencyId != null) {
    const [agency] = await tx
      .select({ agentShare: companies.agentShare })
      .from(companies)
      .where(eq(companies.id, deal.agencyId));
    agentShare = agency?.agentShare ?? 100;
  }
  const accrued = accrues(deal);
  const [row] = await tx
    .insert(commissions)
    .values({
      dealId: deal.id,
      companyId: deal.companyId,
      agentId: deal.agentId,
      agencyId: deal.agencyId,
      terms,
      agentShare,
      ...amounts(terms, deal.price, agentShare),
      state: accrued ? 'accrued' : 'expected',
      accruedAt: accrued ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row ?? null;
}

/**
 * After any change of the deal (stage, price): the commission's state and amount follow. Returns the pushes to run
 * after commit (the agent hears of an accrual or a cancellation).
 */
export async function followDeal(
  tx: DbOrTx,
  realtime: Realtime,
  deal: DealRow,
  now: Date,
): Promise<(() => void)[]> {
  const [row] = await tx.select().from(commissions).where(eq(commissions.dealId, deal.id)).for('update');
  if (!row) return [];
  let state = row.state;
  if (deal.stage === 'cancelled') {
    if (state !== 'paid') state = 'cancelled';
  } else if (state === 'expected' && accrues(deal)) state = 'accrued';
  const reprice = RECOMPUTABLE.includes(row.state) && row.base !== deal.price && state !== 'cancelled';
  if (state === row.state && !reprice) return [];
  const [updated] = await tx
    .update(commissions)
    .set({
      state,
      ...(reprice ? amounts(row.terms, deal.price, row.agentShare) : {}),
      ...(state === 'accrued' && row.accruedAt == null ? { accruedAt: now } : {}),
      version: row.version + 1,
      updatedAt: now,
    })
    .where(eq(commissions.id, row.id))
    .returning();
  if (state === row.state || !updated) return [];
  await emitCommissionEvent(tx, updated, row.state, now);
  await tx
    .insert(commissionComments)
    .values({ commissionId: row.id, authorId: null, fromState: row.state, toState: state, createdAt: now });
  // A cancellation reaches the agent as the deal's own DealCancelled.
  if (updated.agentId == null || state !== 'accrued') return [];
  const [object] = await tx
    .select({ title: objects.title })
    .from(objects)
    .where(eq(objects.id, deal.objectId));
  return [
    await notify(
      tx,
      realtime,
      updated.agentId,
      'CommissionAccrued',
      {
        commissionId: updated.id,
        dealId: deal.id,
        objectTitle: object?.title ?? '',
        unitNumber: deal.unitNumber,
        state,
        amount: updated.agentAmount,
        comment: null,
      },
      now,
    ),
  ];
}
