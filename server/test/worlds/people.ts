// The people of the worlds (fixations, deals, bookings, commissions): a user with a token, and their place in a company.
import type { TCompanyPermission, TCompanyRole } from '#shared/companies.ts';
import { companyMembers, type UserRow } from '../../db/schema/index.ts';
import type { TestContext } from '../app.ts';
import { authHeaders, buildUser, tokenFor } from '../factories.ts';

export interface Person {
  user: UserRow;
  headers: { authorization: string };
}

export async function person(
  t: TestContext,
  group: number,
  name: string | undefined,
  abilities: string[] = [],
): Promise<Person> {
  const user = await buildUser(t.db, {
    ...(name === undefined ? {} : { name }),
    group: group as UserRow['group'],
    abilities: abilities as UserRow['abilities'],
  });
  return { user, headers: authHeaders(await tokenFor(t.db, user)) };
}

export async function join(
  t: TestContext,
  companyId: number,
  who: Person,
  kind: 'agency' | 'builder',
  role: TCompanyRole,
  permissions: TCompanyPermission[],
) {
  await t.db
    .insert(companyMembers)
    .values({ companyId, userId: who.user.id, kind, role, permissions, createdAt: t.clock.now() });
}
