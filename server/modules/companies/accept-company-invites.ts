// At every login (auth/login.ts), the phone's pending company invites are accepted: the person joins with the
// invite's role and permissions, a builder's member gets the back-office (Ability.cabinet) and an agency's member
// becomes an agent. They and the inviter hear of it. An invite to a kind of company the person already has a company
// of stays pending (one company of each kind), as does the second of two invites of the same kind.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { CompanyKind } from '#shared/companies.ts';
import { Ability, Role } from '#shared/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies, companyInvites, companyMembers, users, type UserRow } from '../../db/schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { notify } from '../notifications/notify.ts';
import { permissionsFor } from './company-members.ts';

/** Returns the pushes to make once the transaction has committed, and whether the user's row changed. */
export async function acceptCompanyInvites(
  tx: DbOrTx,
  realtime: Realtime,
  user: UserRow,
  now: Date,
): Promise<{ pushes: (() => void)[]; userChanged: boolean }> {
  const pending = await tx
    .select({ invite: companyInvites, company: companies })
    .from(companyInvites)
    .innerJoin(companies, eq(companies.id, companyInvites.companyId))
    .where(and(eq(companyInvites.phone, user.phone), isNull(companyInvites.acceptedAt)))
    .orderBy(asc(companyInvites.createdAt), asc(companyInvites.id));
  const pushes: (() => void)[] = [];
  let userChanged = false;
  for (const { invite, company } of pending) {
    const [joined] = await tx
      .insert(companyMembers)
      .values({
        companyId: company.id,
        userId: user.id,
        kind: company.kind,
        role: invite.role,
        permissions: permissionsFor(invite.role, invite.permissions),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: companyMembers.id });
    if (!joined) continue;
    await tx
      .update(companyInvites)
      .set({ acceptedAt: now, acceptedUserId: user.id })
      .where(eq(companyInvites.id, invite.id));
    if (company.kind === CompanyKind.builder) {
      await tx
        .update(users)
        .set({ abilities: sql`array_append(${users.abilities}, ${Ability.cabinet})`, updatedAt: now })
        .where(and(eq(users.id, user.id), sql`not (${Ability.cabinet} = any(${users.abilities}))`));
    } else {
      await tx
        .update(users)
        .set({ group: Role.agent, updatedAt: now })
        .where(and(eq(users.id, user.id), eq(users.group, Role.user)));
    }
    userChanged = true;
    pushes.push(
      await notify(
        tx,
        realtime,
        user.id,
        'CompanyJoined',
        { companyId: company.id, companyName: company.name, kind: company.kind, role: invite.role },
        now,
      ),
    );
    if (invite.invitedById && invite.invitedById !== user.id) {
      pushes.push(
        await notify(
          tx,
          realtime,
          invite.invitedById,
          'CompanyInviteAccepted',
          { companyId: company.id, companyName: company.name, phone: user.phone, name: user.name },
          now,
        ),
      );
    }
  }
  return { pushes, userChanged };
}
