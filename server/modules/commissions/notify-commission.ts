// Each move of a commission reaches the other side: the agent hears of approval, payment and the builder's dispute
// or comment; the builder's owner and members with `bookings` hear of a reconciliation, the agent's dispute or comment.
// Everyone who sees the commission (both sides, the agency's head too) gets a bare CommissionsChanged push, so open
// lists follow live. Pushes run after commit.
import { and, eq, sql } from 'drizzle-orm';
import type { TCommissionNotice } from '#shared/deals.ts';
import { PrivateEvent } from '#shared/realtime.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companyMembers, deals, objects, type CommissionRow } from '../../db/schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { notify } from '../notifications/notify.ts';
import { bookingAnswerers } from '../../policies/companies.ts';

export type CommissionNoticeType =
  'CommissionReconcile' | 'CommissionApproved' | 'CommissionPaid' | 'CommissionDisputed';

/** The agency's heads, who see their agents' commissions. */
async function agencyHeads(db: DbOrTx, agencyId: number | null): Promise<number[]> {
  if (agencyId == null) return [];
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, agencyId), sql`${companyMembers.role} in ('owner', 'manager')`));
  return rows.map((r) => r.userId);
}

export async function notifyCommission(
  db: DbOrTx,
  realtime: Realtime,
  row: CommissionRow,
  type: CommissionNoticeType | null,
  /** Who receives the notice: the agent, or the builder's people. */
  to: 'agent' | 'builder',
  comment: string | null,
  actorId: number,
  now: Date,
): Promise<(() => void)[]> {
  const [deal] = await db
    .select({ unitNumber: deals.unitNumber, title: objects.title })
    .from(deals)
    .innerJoin(objects, eq(objects.id, deals.objectId))
    .where(eq(deals.id, row.dealId));
  const payload: TCommissionNotice = {
    commissionId: row.id,
    dealId: row.dealId,
    objectTitle: deal?.title ?? '',
    unitNumber: deal?.unitNumber ?? null,
    state: row.state,
    amount: row.agentAmount,
    comment,
  };
  const builders = await bookingAnswerers(db, row.companyId);
  const heads = await agencyHeads(db, row.agencyId);
  const recipients = (to === 'agent' ? [row.agentId] : builders).filter(
    (id): id is number => id != null && id !== actorId,
  );
  const pushes: (() => void)[] = [];
  if (type)
    for (const userId of new Set(recipients))
      pushes.push(await notify(db, realtime, userId, type, payload, now));
  const watchers = new Set([row.agentId, ...heads, ...builders].filter((id): id is number => id != null));
  for (const userId of watchers)
    pushes.push(() => realtime.toUser(userId, PrivateEvent.CommissionsChanged, { id: row.id }));
  return pushes;
}
