// Commissions in the demo (decision 040): the demo agency gives its agents 60 % (set before its deals opened, so their
// commissions are split so), and the accrued commissions walk, through the commissions module's own moves at past
// moments, to every state: most closed deals of the past year paid with payment orders, recent ones approved or on
// reconciliation, one disputed with a two-message thread. The agency's agent (+79000000004) and the agent on their own
// (+79000000010) each keep one accrued, so a visitor can ask for reconciliation.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { agentPart } from '#shared/deals.ts';
import type { Db, DbOrTx } from '../client.ts';
import { commissions, companies, deals, type CommissionRow, type UserRow } from '../schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { loadMemberships } from '../../policies/companies.ts';
import { moscowDay } from '../../core/moscow-day.ts';
import {
  commentCommission,
  reconcileCommission,
  updateCommission,
} from '../../modules/commissions/act-on-commission.ts';
import type { DemoAccount } from './accounts.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const silent: Realtime = { toUser: () => {}, broadcast: () => {} };
export const DEMO_AGENT_SHARE = 60;

type Goal = 'reconciliation' | 'approved' | 'paid' | 'disputed';

/** The moment `days` after the accrual, never later than a few hours ago (the steps keep their order). */
const after = (row: CommissionRow, days: number, now: Date, step: number) =>
  new Date(Math.min(row.accruedAt!.getTime() + days * DAY, now.getTime() - (12 - step) * HOUR));

async function walk(
  tx: DbOrTx,
  accounts: Record<DemoAccount, UserRow>,
  row: CommissionRow,
  goal: Goal,
  order: number,
  now: Date,
): Promise<void> {
  const db = tx as Db;
  const agent = Object.values(accounts).find((a) => a.id === row.agentId)!;
  const builder = accounts.salesManager;
  const agentSide = await loadMemberships(tx, agent.id);
  const builderSide = await loadMemberships(tx, builder.id);
  const [deal] = await tx.select().from(deals).where(eq(deals.id, row.dealId));
  const deps = (days: number, step: number) => ({ db, realtime: silent, now: after(row, days, now, step) });
  const contract = { contractNumber: deal!.contractNumber!, contractDate: deal!.contractDate! };
  let c = await reconcileCommission(deps(2, 0), agent, agentSide, row.id, {
    ...contract,
    comment: goal === 'disputed' ? undefined : 'Сделка зарегистрирована, прошу сверить вознаграждение',
  });
  if (goal === 'reconciliation') return;
  if (goal === 'disputed') {
    c = await updateCommission(deps(4, 1), builder, builderSide, row.id, {
      version: c.version,
      action: 'dispute',
      comment: 'По нашим данным ДДУ подписан позже: вознаграждение начисляется после полной оплаты',
    });
    await commentCommission(deps(5, 2), agent, agentSide, row.id, {
      text: 'Оплата прошла полностью, выписка из эскроу у покупателя. Прикрепить её к сделке?',
    });
    return;
  }
  c = await updateCommission(deps(5, 1), builder, builderSide, row.id, {
    version: c.version,
    action: 'approve',
  });
  if (goal === 'approved') return;
  const paying = deps(12, 2);
  await updateCommission(paying, accounts.builder, await loadMemberships(tx, accounts.builder.id), row.id, {
    version: c.version,
    action: 'pay',
    paymentOrder: String(340 + order * 17),
    paidAt: moscowDay(paying.now),
  });
}

export async function seedDemoCommissions(
  tx: DbOrTx,
  accounts: Record<DemoAccount, UserRow>,
  companyId: number,
  agencyId: number,
  now: Date,
): Promise<number> {
  const moved = await tx.$count(
    commissions,
    and(
      eq(commissions.companyId, companyId),
      inArray(commissions.state, ['reconciliation', 'approved', 'paid', 'disputed']),
    ),
  );
  if (moved > 0) return 0;
  // The agency's split, in force since before its deals: their commissions are split by it.
  await tx.update(companies).set({ agentShare: DEMO_AGENT_SHARE }).where(eq(companies.id, agencyId));
  const split = await tx.select().from(commissions).where(eq(commissions.agencyId, agencyId));
  for (const c of split) {
    const agentAmount = agentPart(c.amount, DEMO_AGENT_SHARE);
    await tx
      .update(commissions)
      .set({ agentShare: DEMO_AGENT_SHARE, agentAmount, agencyAmount: c.amount - agentAmount })
      .where(eq(commissions.id, c.id));
  }

  const rows = await tx
    .select({ c: commissions, stage: deals.stage, closed: deals.closedDate })
    .from(commissions)
    .innerJoin(deals, eq(deals.id, commissions.dealId))
    .where(and(eq(commissions.companyId, companyId), eq(commissions.state, 'accrued')))
    .orderBy(asc(commissions.accruedAt), asc(commissions.id));
  // Each agent keeps their most recent accrued one at `contract` as it is.
  const keep = new Set<number>();
  for (const agent of [accounts.agent.id, accounts.soloAgent.id]) {
    const own = rows.filter((r) => r.c.agentId === agent && r.stage === 'contract').at(-1);
    if (own) keep.add(own.c.id);
  }
  const rest = rows.filter((r) => !keep.has(r.c.id));
  const history = rest.filter((r) => r.stage === 'closed');
  const current = rest.filter((r) => r.stage !== 'closed');
  const plan = new Map<number, Goal>();
  // The past year: paid, bar the two most recent (approved, then on reconciliation).
  history.forEach((r, i) =>
    plan.set(
      r.c.id,
      i === history.length - 1 ? 'reconciliation' : i === history.length - 2 ? 'approved' : 'paid',
    ),
  );
  // This month's: reconciliation, approved, disputed, in turn.
  const turns: Goal[] = ['disputed', 'reconciliation', 'approved', 'reconciliation'];
  current.forEach((r, i) => plan.set(r.c.id, turns[i % turns.length]!));
  let order = 0;
  for (const r of rows) {
    const goal = plan.get(r.c.id);
    if (!goal) continue;
    const [fresh] = await tx.select().from(commissions).where(eq(commissions.id, r.c.id));
    await walk(tx, accounts, fresh!, goal, order++, now);
  }
  return order;
}
