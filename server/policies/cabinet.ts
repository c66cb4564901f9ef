// The builder back-office's gate, for the back-office, the chessboard editor and the construction reports: a user
// with the cabinet ability manages their builder company's complexes, an admin all of them. Anything else is
// NotFound, so ids of others reveal nothing.
import type { FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { Ability } from '#shared/enums.ts';
import { objects, type UserRow } from '../db/schema/index.ts';
import { AppError, notFound } from '../errors.ts';
import { currentUser, hasAbility, isAdmin } from '../policies.ts';
import { memberOfSql } from './companies.ts';

/** The caller, when they may use the back-office at all. */
export function requireCabinet(request: FastifyRequest): UserRow {
  const user = currentUser(request);
  if (isAdmin(user) || hasAbility(user, Ability.cabinet)) return user;
  throw new AppError('Forbidden');
}

/** The complexes a user may manage (their builder company's), as a condition (none for an admin). */
export const managedBy = (user: UserRow): SQL | undefined =>
  isAdmin(user) ? undefined : memberOfSql(user, objects.companyId);

interface Lockable<T> extends PromiseLike<T[]> {
  for(strength: 'no key update', config: { of: PgTable }): PromiseLike<T[]>;
}

/**
 * The first row of a query that checks ownership, or NotFound. `lockOf` reads it FOR NO KEY UPDATE of that table
 * (inside a transaction): concurrent edits queue up while inserts that only reference the row do not wait.
 */
export async function ownedFirst<T>(query: Lockable<T>, lockOf?: PgTable | null): Promise<T> {
  const [row] = lockOf ? await query.for('no key update', { of: lockOf }) : await query;
  if (!row) throw notFound();
  return row;
}
