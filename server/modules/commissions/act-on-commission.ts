// The moves of a commission (shared/deals.ts commissionTransitions), one transaction each, the row read for update:
// the agent side asks for reconciliation stating the contract; the builder approves, pays (payment order and date)
// or disputes with a comment; either side writes to the thread and may open a dispute with its comment. Each move is
// a line of the thread and reaches the other side. Foreign ids are NotFound; a move the state does not allow is 409.
// A plain comment keeps the version, so it never makes the other side's open edit stale.
import { eq } from 'drizzle-orm';
import type { TMembership } from '#shared/companies.ts';
import { commissionTransitions, type TCommissionState } from '#shared/deals.ts';
import type {
  TCommission,
  TCommissionCommentInput,
  TCommissionReconcile,
  TCommissionUpdate,
} from '#shared/schemas/commissions.ts';
import { commissionTexts } from '#shared/texts/commissions.ts';
import { fill } from '#shared/texts/ru.ts';
import type { Db } from '../../db/client.ts';
import { commissionComments, commissions, type CommissionRow, type UserRow } from '../../db/schema/index.ts';
import { AppError, conflict, invalid, notFound } from '../../errors.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { sideOf } from './commission-access.ts';
import { notifyCommission, type CommissionNoticeType } from './notify-commission.ts';
import { presentCommission } from './present-commission.ts';
import { moscowDay } from '../../core/moscow-day.ts';
import { emitCommissionEvent } from '../webhooks/domain-events.ts';

export interface CommissionDeps {
  db: Db;
  realtime: Realtime;
  now: Date;
}

const t = commissionTexts;

const refuse = (state: TCommissionState) => conflict(fill(t.errors.notAllowed, t.state[state]));

async function move(
  deps: CommissionDeps,
  caller: UserRow,
  memberships: readonly TMembership[],
  id: number,
  side: 'agent' | 'builder' | 'either',
  change: (
    row: CommissionRow,
    who: 'agent' | 'builder',
  ) => {
    set: Partial<CommissionRow>;
    to: TCommissionState;
    text: string | null;
    notice: CommissionNoticeType | null;
  },
): Promise<TCommission> {
  const { now } = deps;
  const { commission, pushes } = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(commissions).where(eq(commissions.id, id)).for('update');
    const place = row ? sideOf(caller, memberships, row) : null;
    if (!row || !place) throw notFound();
    if (place.side === 'staff' || (side !== 'either' && place.side !== side)) throw notFound();
    if (!place.acts) throw new AppError('Forbidden');
    const who = place.side;
    const { set, to, text, notice } = change(row, who);
    const [moved] = (await tx
      .update(commissions)
      .set({ ...set, state: to, version: to === row.state ? row.version : row.version + 1, updatedAt: now })
      .where(eq(commissions.id, id))
      .returning()) as [CommissionRow];
    await emitCommissionEvent(tx, moved, row.state, now);
    await tx.insert(commissionComments).values({
      commissionId: id,
      authorId: caller.id,
      fromState: to === row.state ? null : row.state,
      toState: to === row.state ? null : to,
      text,
      createdAt: now,
    });
    const pushes = await notifyCommission(
      tx,
      deps.realtime,
      moved,
      notice,
      who === 'agent' ? 'builder' : 'agent',
      text,
      caller.id,
      now,
    );
    return { commission: await presentCommission(tx, moved, caller, memberships), pushes };
  });
  for (const push of pushes) push();
  return commission;
}

export function reconcileCommission(
  deps: CommissionDeps,
  caller: UserRow,
  memberships: readonly TMembership[],
  id: number,
  input: TCommissionReconcile,
): Promise<TCommission> {
  if (input.contractDate > moscowDay(deps.now)) throw invalid('contractDate', t.fields.futureDate);
  return move(deps, caller, memberships, id, 'agent', (row) => {
    if (!commissionTransitions.reconcile.from.includes(row.state)) throw refuse(row.state);
    return {
      set: {
        contractNumber: input.contractNumber,
        contractDate: input.contractDate,
        reconcileComment: input.comment ?? null,
        reconcileAt: deps.now,
      },
      to: 'reconciliation',
      text: input.comment ?? null,
      notice: 'CommissionReconcile',
    };
  });
}

export function updateCommission(
  deps: CommissionDeps,
  caller: UserRow,
  memberships: readonly TMembership[],
  id: number,
  input: TCommissionUpdate,
): Promise<TCommission> {
  const today = moscowDay(deps.now);
  if (input.action === 'pay' && input.paidAt && input.paidAt > today)
    throw invalid('paidAt', t.fields.futureDate);
  return move(deps, caller, memberships, id, 'builder', (row) => {
    if (row.version !== input.version) throw conflict(t.errors.stale);
    if (!commissionTransitions[input.action].from.includes(row.state)) throw refuse(row.state);
    const text = input.comment ?? null;
    switch (input.action) {
      case 'approve':
        return {
          set: { approvedAt: deps.now, approvedById: caller.id },
          to: 'approved',
          text,
          notice: 'CommissionApproved',
        };
      case 'pay':
        if (row.approvedAt && input.paidAt! < moscowDay(row.approvedAt))
          throw invalid('paidAt', t.fields.paidBeforeApproval);
        return {
          set: { paymentOrder: input.paymentOrder!, paidAt: input.paidAt! },
          to: 'paid',
          text,
          notice: 'CommissionPaid',
        };
      case 'dispute':
        return { set: {}, to: 'disputed', text, notice: 'CommissionDisputed' };
    }
  });
}

export function commentCommission(
  deps: CommissionDeps,
  caller: UserRow,
  memberships: readonly TMembership[],
  id: number,
  input: TCommissionCommentInput,
): Promise<TCommission> {
  return move(deps, caller, memberships, id, 'either', (row) => {
    if (row.state === 'cancelled') throw refuse(row.state);
    if (input.dispute) {
      if (!commissionTransitions.dispute.from.includes(row.state)) throw refuse(row.state);
      return { set: {}, to: 'disputed', text: input.text, notice: 'CommissionDisputed' };
    }
    // A reply within a dispute keeps it going on the other side's list of notices.
    return {
      set: {},
      to: row.state,
      text: input.text,
      notice: row.state === 'disputed' ? 'CommissionDisputed' : null,
    };
  });
}
