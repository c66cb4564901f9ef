// GET, PUT and DELETE of a company's members. Every member reads the list; changing and removing others needs
// `settings`, and only an owner makes or unmakes owners. The last owner can be neither removed nor demoted. Leaving
// (one's own id) needs no permission. A removed member keeps their history (bookings, collections stay theirs) but
// loses the company's data at once: memberships are read fresh on every request.
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import {
  COMPANY_PERMISSIONS,
  CompanyRole,
  type TCompanyPermission,
  type TCompanyRole,
} from '#shared/companies.ts';
import type { TCompanyMember, TCompanyMembers } from '#shared/schemas/companies.ts';
import { companyTexts } from '#shared/texts/companies.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  companies,
  companyInvites,
  companyMembers,
  objects,
  users,
  type UserRow,
} from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { requirePermission } from '../../policies/companies.ts';
import { openCompany } from './company-access.ts';

const e = companyTexts.errors;

/** What a member of this role holds: the owner every permission, the others what was given. */
export const permissionsFor = (
  role: TCompanyRole,
  given: readonly TCompanyPermission[],
): TCompanyPermission[] =>
  role === CompanyRole.owner
    ? [...COMPANY_PERMISSIONS]
    : COMPANY_PERMISSIONS.filter((p) => given.includes(p));

const memberColumns = {
  userId: companyMembers.userId,
  name: users.name,
  phone: users.phone,
  role: companyMembers.role,
  permissions: companyMembers.permissions,
  takesRequests: companyMembers.takesRequests,
  joinedAt: companyMembers.createdAt,
};

type MemberRow = { joinedAt: Date } & Omit<TCompanyMember, 'joinedAt'>;
const presentMember = (row: MemberRow): TCompanyMember => ({
  ...row,
  permissions: permissionsFor(row.role, row.permissions),
  joinedAt: row.joinedAt.toISOString(),
});

const ROLE_ORDER: Record<TCompanyRole, number> = { owner: 0, manager: 1, member: 2 };

export async function listMembers(db: DbOrTx, user: UserRow, companyId: number): Promise<TCompanyMembers> {
  await openCompany(db, user, companyId);
  const rows = await db
    .select(memberColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.id));
  const invites = await db
    .select()
    .from(companyInvites)
    .where(and(eq(companyInvites.companyId, companyId), isNull(companyInvites.acceptedAt)))
    .orderBy(asc(companyInvites.createdAt), asc(companyInvites.id));
  return {
    members: rows.map(presentMember).sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]),
    invites: invites.map((i) => ({
      id: i.id,
      phone: i.phone,
      role: i.role,
      permissions: permissionsFor(i.role, i.permissions),
      createdAt: i.createdAt.toISOString(),
    })),
  };
}

/** The company row locked for the change, so two owners leaving at once cannot leave it ownerless. */
async function lockCompany(tx: DbOrTx, companyId: number): Promise<void> {
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('no key update');
}

async function ownersCount(tx: DbOrTx, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, CompanyRole.owner)));
  return row?.n ?? 0;
}

async function findMember(tx: DbOrTx, companyId: number, userId: number) {
  const [row] = await tx
    .select()
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  if (!row) throw notFound(e.memberNotFound);
  return row;
}

export async function updateMember(
  db: Db,
  user: UserRow,
  companyId: number,
  userId: number,
  input: { role: TCompanyRole; permissions: TCompanyPermission[]; takesRequests?: boolean },
): Promise<TCompanyMember> {
  return db.transaction(async (tx) => {
    const { membership } = await openCompany(tx, user, companyId, 'settings');
    await lockCompany(tx, companyId);
    const target = await findMember(tx, companyId, userId);
    const touchesOwner = target.role === CompanyRole.owner || input.role === CompanyRole.owner;
    if (touchesOwner && membership && membership.role !== CompanyRole.owner) {
      throw new AppError('Forbidden', e.ownerOnly);
    }
    if (target.role === CompanyRole.owner && input.role !== CompanyRole.owner) {
      if ((await ownersCount(tx, companyId)) <= 1) throw conflict(e.lastOwner);
    }
    await tx
      .update(companyMembers)
      .set({
        role: input.role,
        permissions: permissionsFor(input.role, input.permissions),
        ...(input.takesRequests === undefined ? {} : { takesRequests: input.takesRequests }),
      })
      .where(eq(companyMembers.id, target.id));
    const [row] = await tx
      .select(memberColumns)
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.id, target.id));
    return presentMember(row!);
  });
}

export async function removeMember(db: Db, user: UserRow, companyId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { membership } = await openCompany(tx, user, companyId);
    const leaving = userId === user.id;
    if (!leaving) requirePermission(user, membership, 'settings');
    await lockCompany(tx, companyId);
    const target = await findMember(tx, companyId, userId);
    if (target.role === CompanyRole.owner) {
      if (!leaving && membership && membership.role !== CompanyRole.owner)
        throw new AppError('Forbidden', e.ownerOnly);
      if ((await ownersCount(tx, companyId)) <= 1) throw conflict(e.lastOwner);
    }
    await tx.delete(companyMembers).where(eq(companyMembers.id, target.id));
    // Requests stop going to someone who is no longer here; their own bookings and history stay theirs.
    await tx
      .update(objects)
      .set({ requestManagerId: null })
      .where(and(eq(objects.companyId, companyId), eq(objects.requestManagerId, userId)));
    await tx
      .update(companies)
      .set({ lastAssigneeId: null })
      .where(and(eq(companies.id, companyId), eq(companies.lastAssigneeId, userId)));
  });
}
