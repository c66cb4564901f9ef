// Who sees «Рынок»: agents, the builders' people (the back-office) and staff. Buyers do not (decision 045): the
// market is a professional's tool, and its figures are not the catalogue a buyer needs.
import type { FastifyRequest } from 'fastify';
import { Ability, Role } from '#shared/enums.ts';
import { marketTexts } from '#shared/texts/market.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { currentUser, hasAbility, isStaff } from '../../policies.ts';

export const seesMarket = (user: UserRow) =>
  user.group === Role.agent || isStaff(user) || hasAbility(user, Ability.cabinet);

export function requireMarketViewer(request: FastifyRequest): UserRow {
  const user = currentUser(request);
  if (!seesMarket(user)) throw new AppError('Forbidden', marketTexts.errors.forbidden);
  return user;
}
