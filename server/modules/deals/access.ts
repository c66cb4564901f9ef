// Who reads and who moves a deal. The builder's side: members of the deal's company (a member without `bookings`
// only a deal assigned to them; only they and `bookings` holders move it). The agent's side: the deal's agent and
// their agency's head (owner or manager), read-only. Anyone else: NotFound, whatever the id.
import { and, eq } from 'drizzle-orm';
import { CompanyKind, hasPermission, headsCompany, type TMembership } from '#shared/companies.ts';
import { dealTexts } from '#shared/texts/deals.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  companyMembers,
  deals,
  objects,
  type DealRow,
  type ObjectRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { isAdmin, isStaff } from '../../policies.ts';
import { membershipIn } from '../../policies/companies.ts';

export interface BuilderDeal {
  deal: DealRow;
  object: ObjectRow;
  membership: TMembership | null;
  /** The caller may move it and attach documents. */
  canEdit: boolean;
}

/** The deal for the builder's side; `forUpdate` locks the row for a change. */
export async function builderDeal(
  tx: DbOrTx,
  user: UserRow,
  id: number,
  { forUpdate = false } = {},
): Promise<BuilderDeal> {
  const query = tx
    .select({ deal: deals, object: objects })
    .from(deals)
    .innerJoin(objects, eq(objects.id, deals.objectId))
    .where(eq(deals.id, id));
  const [found] = forUpdate ? await query.for('update', { of: deals }) : await query;
  if (!found) throw notFound();
  const { deal, object } = found;
  const membership = deal.companyId != null ? await membershipIn(tx, user, deal.companyId) : null;
  const admin = isAdmin(user);
  if (!admin && (!membership || membership.kind !== CompanyKind.builder)) throw notFound();
  const allowed = admin || (membership != null && hasPermission(membership, 'bookings'));
  const mine = deal.assigneeId === user.id;
  if (!allowed && !mine) {
    // A colleague without the permission: the deal exists for them, but it is not theirs to read or move.
    throw new AppError('Forbidden', dealTexts.errors.noBookingsRight);
  }
  return { deal, object, membership, canEdit: allowed || mine };
}

/** The agency the user heads, if any. */
export async function headedAgencyId(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ companyId: companyMembers.companyId, role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.kind, CompanyKind.agency)));
  return row && headsCompany(row) ? row.companyId : null;
}

/** The deal for the agent's side: their own, or their agency's for its head; staff read any. */
export async function agentDeal(db: DbOrTx, user: UserRow, id: number): Promise<DealRow> {
  const [deal] = await db.select().from(deals).where(eq(deals.id, id));
  if (!deal) throw notFound();
  if (deal.agentId === user.id || isStaff(user)) return deal;
  const agency = await headedAgencyId(db, user.id);
  if (agency != null && deal.agencyId === agency) return deal;
  throw notFound();
}

/** Any party of the deal (for its documents' files): the builder's side or the agent's. */
export async function dealParty(db: DbOrTx, user: UserRow, id: number): Promise<DealRow> {
  try {
    return await agentDeal(db, user, id);
  } catch {
    return (
      await builderDeal(db, user, id).catch(() => {
        throw notFound();
      })
    ).deal;
  }
}
