// POST and DELETE /api/companies/{id}/invites: the owner (or a member with `settings`) invites a phone with a role.
// The invite waits for the phone's next login, of a new account or an existing one (accept-company-invites.ts).
// Someone already in this company, or in another company of the same kind, is refused at once.
import { and, count, eq, isNull } from 'drizzle-orm';
import {
  COMPANY_LIMITS,
  CompanyRole,
  DEFAULT_PERMISSIONS,
  type TCompanyPermission,
  type TCompanyRole,
} from '#shared/companies.ts';
import { normalizePhone } from '#shared/format.ts';
import type { TCompanyInvite } from '#shared/schemas/companies.ts';
import { authTexts } from '#shared/texts/auth.ts';
import { companyTexts } from '#shared/texts/companies.ts';
import { fill } from '#shared/texts/ru.ts';
import type { Db } from '../../db/client.ts';
import { companyInvites, companyMembers, users, type UserRow } from '../../db/schema/index.ts';
import { AppError, conflict, invalid, notFound } from '../../errors.ts';
import { isUniqueViolation, openCompany } from './company-access.ts';
import { permissionsFor } from './company-members.ts';

const e = companyTexts.errors;

export async function createCompanyInvite(
  db: Db,
  user: UserRow,
  companyId: number,
  input: { phone: string; role: TCompanyRole; permissions?: TCompanyPermission[] },
  now: Date,
): Promise<TCompanyInvite> {
  const phone = normalizePhone(input.phone);
  if (!phone) throw invalid('phone', authTexts.phoneInvalid);
  try {
    return await db.transaction(async (tx) => {
      const { company, membership } = await openCompany(tx, user, companyId, 'settings');
      if (input.role === CompanyRole.owner && membership && membership.role !== CompanyRole.owner) {
        throw new AppError('Forbidden', e.ownerOnly);
      }
      const [members] = await tx
        .select({ n: count() })
        .from(companyMembers)
        .where(eq(companyMembers.companyId, companyId));
      if ((members?.n ?? 0) >= COMPANY_LIMITS.members) {
        throw invalid('phone', fill(e.tooManyMembers, COMPANY_LIMITS.members));
      }
      // A company's owner asks about people they mean to work with, so telling them «already in another
      // company» is the answer they need (unlike the personal invites of decision 005).
      const [taken] = await tx
        .select({ companyId: companyMembers.companyId })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(and(eq(users.phone, phone), eq(companyMembers.kind, company.kind)));
      if (taken) throw conflict(taken.companyId === companyId ? e.alreadyMember : e.alreadyInKind);
      const [row] = await tx
        .insert(companyInvites)
        .values({
          companyId,
          phone,
          role: input.role,
          permissions: permissionsFor(input.role, input.permissions ?? DEFAULT_PERMISSIONS[input.role]),
          invitedById: user.id,
          createdAt: now,
        })
        .returning();
      return {
        id: row!.id,
        phone: row!.phone,
        role: row!.role,
        permissions: row!.permissions,
        createdAt: row!.createdAt.toISOString(),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(e.invitedTwice);
    throw error;
  }
}

export async function cancelCompanyInvite(
  db: Db,
  user: UserRow,
  companyId: number,
  inviteId: number,
): Promise<void> {
  await openCompany(db, user, companyId, 'settings');
  const deleted = await db
    .delete(companyInvites)
    .where(
      and(
        eq(companyInvites.id, inviteId),
        eq(companyInvites.companyId, companyId),
        isNull(companyInvites.acceptedAt),
      ),
    )
    .returning({ id: companyInvites.id });
  if (deleted.length === 0) throw notFound(e.inviteNotFound);
}
