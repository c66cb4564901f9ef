// Who may use the back-office: a user with the cabinet ability, on complexes they own; an admin, on all of them.
// A complex that is not the caller's is NotFound, whether it exists or not: ids of others reveal nothing.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Ability } from '#shared/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { objects, type ObjectRow, type UserRow } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { currentUser, hasAbility, isAdmin } from '../../policies.ts';
import { memberOfSql } from '../../policies/companies.ts';

export function requireCabinet(request: FastifyRequest): UserRow {
  const user = currentUser(request);
  if (isAdmin(user) || hasAbility(user, Ability.cabinet)) return user;
  throw new AppError('Forbidden');
}

/** The complexes a user may manage (their builder company's), as a condition (none for an admin). */
export const managedBy = (user: UserRow) =>
  isAdmin(user) ? undefined : memberOfSql(user, objects.companyId);

/**
 * The caller's complex; `lock` reads it FOR NO KEY UPDATE inside a transaction, so concurrent edits queue up while
 * inserts that only reference the complex (a booking, a view) do not wait for the edit.
 */
export async function ownObject(
  db: DbOrTx,
  user: UserRow,
  objectId: number,
  options: { lock?: boolean } = {},
): Promise<ObjectRow> {
  const query = db
    .select()
    .from(objects)
    .where(and(eq(objects.id, objectId), managedBy(user)));
  const [row] = options.lock ? await query.for('no key update') : await query;
  if (!row) throw notFound();
  return row;
}
