// A commission as both sides read it: its deal (complex, unit with its noun, buyer, price, stage), the frozen terms,
// the amounts and the split, the dates, the thread, and what the caller may do now. Rows are read in a few
// statements for the whole page, never one per item.
import { asc, eq, inArray } from 'drizzle-orm';
import type { TMembership } from '#shared/companies.ts';
import { commissionTransitions, type TCommissionState } from '#shared/deals.ts';
import { formatPhone } from '#shared/format.ts';
import type { TCommission, TCommissionLine } from '#shared/schemas/commissions.ts';
import { unitKindOf } from '#shared/unit-kind.ts';
import type { DbOrTx } from '../../db/client.ts';
import { floorTypesOf } from '../unit-kind/floor-types.ts';
import {
  commissionComments,
  companies,
  companyMembers,
  deals,
  objects,
  users,
  type CommissionRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { sideOf } from './commission-access.ts';

const may = (action: keyof typeof commissionTransitions, state: TCommissionState) =>
  commissionTransitions[action].from.includes(state);

const personName = (u: { name: string | null; phone: string }) => u.name?.trim() || formatPhone(u.phone);

async function threads(db: DbOrTx, rows: readonly CommissionRow[]): Promise<Map<number, TCommissionLine[]>> {
  const ids = rows.map((r) => r.id);
  const lines = await db
    .select({
      id: commissionComments.id,
      commissionId: commissionComments.commissionId,
      authorId: commissionComments.authorId,
      name: users.name,
      phone: users.phone,
      fromState: commissionComments.fromState,
      toState: commissionComments.toState,
      text: commissionComments.text,
      createdAt: commissionComments.createdAt,
    })
    .from(commissionComments)
    .leftJoin(users, eq(users.id, commissionComments.authorId))
    .where(inArray(commissionComments.commissionId, ids))
    .orderBy(asc(commissionComments.createdAt), asc(commissionComments.id));
  const companyOf = new Map(rows.map((r) => [r.id, r.companyId]));
  const authors = [...new Set(lines.flatMap((l) => (l.authorId != null ? [l.authorId] : [])))];
  const builderMembers =
    authors.length === 0
      ? []
      : await db
          .select({ userId: companyMembers.userId, companyId: companyMembers.companyId })
          .from(companyMembers)
          .where(inArray(companyMembers.userId, authors));
  const out = new Map<number, TCommissionLine[]>();
  for (const l of lines) {
    const builder = builderMembers.some(
      (m) => m.userId === l.authorId && m.companyId === companyOf.get(l.commissionId),
    );
    const line: TCommissionLine = {
      id: l.id,
      author: l.authorId != null && l.phone != null ? personName({ name: l.name, phone: l.phone }) : null,
      side: l.authorId == null ? null : builder ? 'builder' : 'agent',
      fromState: l.fromState,
      toState: l.toState,
      text: l.text,
      createdAt: l.createdAt.toISOString(),
    };
    out.set(l.commissionId, [...(out.get(l.commissionId) ?? []), line]);
  }
  return out;
}

export async function presentCommissions(
  db: DbOrTx,
  rows: readonly CommissionRow[],
  caller: UserRow,
  memberships: readonly TMembership[],
): Promise<TCommission[]> {
  if (rows.length === 0) return [];
  const dealRows = await db
    .select({ deal: deals, objectTitle: objects.title })
    .from(deals)
    .innerJoin(objects, eq(objects.id, deals.objectId))
    .where(
      inArray(
        deals.id,
        rows.map((r) => r.dealId),
      ),
    );
  const dealOf = new Map(dealRows.map((d) => [d.deal.id, d]));
  const people = [...new Set(rows.flatMap((r) => (r.agentId != null ? [r.agentId] : [])))];
  const agents = people.length
    ? await db
        .select({ id: users.id, name: users.name, phone: users.phone })
        .from(users)
        .where(inArray(users.id, people))
    : [];
  const companyIds = [
    ...new Set(rows.flatMap((r) => [r.agencyId, r.companyId].filter((id): id is number => id != null))),
  ];
  const firms = companyIds.length
    ? await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, companyIds))
    : [];
  const floors = await floorTypesOf(
    db,
    dealRows.flatMap((d) => (d.deal.cellId != null ? [d.deal.cellId] : [])),
  );
  const lines = await threads(db, rows);
  return rows.map((r) => {
    const found = dealOf.get(r.dealId)!;
    const deal = found.deal;
    const agent = agents.find((a) => a.id === r.agentId);
    const firm = (id: number | null) => {
      const c = firms.find((f) => f.id === id);
      return c ? { id: c.id, name: c.name } : null;
    };
    const side = sideOf(caller, memberships, r);
    const agentActs = side?.side === 'agent';
    const builderActs = side?.side === 'builder' && side.acts;
    const open = r.state !== 'cancelled';
    return {
      id: r.id,
      state: r.state,
      version: r.version,
      deal: {
        id: deal.id,
        stage: deal.stage,
        objectId: deal.objectId,
        objectTitle: found.objectTitle,
        unit: {
          kind: unitKindOf(deal.unitCntApart, deal.cellId != null ? floors.get(deal.cellId) : null),
          number: deal.unitNumber,
          floor: deal.unitFloor,
          area: deal.unitArea,
        },
        buyerName: deal.buyerName,
        price: deal.price,
        contractNumber: deal.contractNumber,
        contractDate: deal.contractDate,
      },
      company: firm(r.companyId),
      terms: r.terms,
      base: r.base,
      amount: r.amount,
      agentShare: r.agentShare,
      agentAmount: r.agentAmount,
      agencyAmount: r.agencyAmount,
      agent: agent ? { id: agent.id, name: personName(agent) } : null,
      agency: firm(r.agencyId),
      contractNumber: r.contractNumber,
      contractDate: r.contractDate,
      reconcileComment: r.reconcileComment,
      reconcileAt: r.reconcileAt?.toISOString() ?? null,
      accruedAt: r.accruedAt?.toISOString() ?? null,
      approvedAt: r.approvedAt?.toISOString() ?? null,
      paymentOrder: r.paymentOrder,
      paidAt: r.paidAt,
      createdAt: r.createdAt.toISOString(),
      can: {
        reconcile: agentActs && may('reconcile', r.state),
        approve: builderActs && may('approve', r.state),
        pay: builderActs && may('pay', r.state),
        dispute: (agentActs || builderActs) && may('dispute', r.state),
        comment: (agentActs || builderActs) && open,
      },
      thread: lines.get(r.id) ?? [],
    };
  });
}

export async function presentCommission(
  db: DbOrTx,
  row: CommissionRow,
  caller: UserRow,
  memberships: readonly TMembership[],
): Promise<TCommission> {
  return (await presentCommissions(db, [row], caller, memberships))[0]!;
}
