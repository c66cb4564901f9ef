// Who may do what (PRODUCT §6). Routes call these; nothing here trusts the client.
import type { FastifyRequest } from 'fastify';
import { Role, commissionRoles, type TAbility } from '#shared/enums.ts';
import type { UserRow } from './db/schema/index.ts';
import { AppError } from './errors.ts';

export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('Unauthorized');
  return request.user;
}

export const isStaff = (user: UserRow | null | undefined) =>
  !!user && (user.group === Role.moder || user.group === Role.admin);

export const isAdmin = (user: UserRow | null | undefined) => !!user && user.group === Role.admin;

/** Commission is visible to agent, moder and admin only. */
export const canWatchCommission = (user: UserRow | null | undefined) =>
  !!user && commissionRoles.includes(user.group);

export const hasAbility = (user: UserRow | null | undefined, ability: TAbility) =>
  !!user && user.abilities.includes(ability);

export function requireAbility(request: FastifyRequest, ability: TAbility): UserRow {
  const user = currentUser(request);
  if (!hasAbility(user, ability)) throw new AppError('Forbidden');
  return user;
}

export function requireStaff(request: FastifyRequest): UserRow {
  const user = currentUser(request);
  if (!isStaff(user)) throw new AppError('Forbidden');
  return user;
}

export function requireAdmin(request: FastifyRequest): UserRow {
  const user = currentUser(request);
  if (!isAdmin(user)) throw new AppError('Forbidden');
  return user;
}
