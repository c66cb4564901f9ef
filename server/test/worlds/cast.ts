// The cast of the company worlds (fixations, deals): a builder's company (owner, a manager with `bookings`, a clerk
// with `prices` only), another builder, an agency (its head and two agents), an agent on their own, a buyer, an admin.
import { CompanyKind, CompanyRole } from '#shared/companies.ts';
import { Ability, Role } from '#shared/enums.ts';
import { companies } from '../../db/schema/index.ts';
import type { TestContext } from '../app.ts';
import { join, person, type Person } from './people.ts';

export interface Cast {
  builder: Person;
  manager: Person;
  /** A member of the builder's company without the bookings permission. */
  clerk: Person;
  otherBuilder: Person;
  head: Person;
  agent: Person;
  colleague: Person;
  loner: Person;
  buyer: Person;
  admin: Person;
}

export async function castPeople(t: TestContext): Promise<Cast> {
  return {
    builder: await person(t, Role.user, 'Сергей Застройщиков', [Ability.cabinet]),
    manager: await person(t, Role.user, 'Ольга Менеджерова', [Ability.cabinet]),
    clerk: await person(t, Role.user, 'Игорь Помощников', [Ability.cabinet]),
    otherBuilder: await person(t, Role.user, 'Чужой Застройщик', [Ability.cabinet]),
    head: await person(t, Role.agent, 'Наталья Руководитель'),
    agent: await person(t, Role.agent, 'Екатерина Агентова'),
    colleague: await person(t, Role.agent, 'Артём Коллегин'),
    loner: await person(t, Role.agent, 'Павел Одиночкин'),
    buyer: await person(t, Role.user, 'Дмитрий Покупатель'),
    admin: await person(t, Role.admin, 'Андрей Админов'),
  };
}

/** Seats the manager and the clerk in the builder's company and the head and agents in a new agency: its id. */
export async function seatCast(
  t: TestContext,
  cast: Cast,
  companyId: number,
  agency: Partial<typeof companies.$inferInsert> = {},
): Promise<number> {
  await join(t, companyId, cast.manager, CompanyKind.builder, CompanyRole.manager, ['bookings']);
  await join(t, companyId, cast.clerk, CompanyKind.builder, CompanyRole.member, ['prices']);
  const [row] = await t.db
    .insert(companies)
    .values({ kind: CompanyKind.agency, name: 'АН «Южный квартал»', ...agency })
    .returning();
  await join(t, row!.id, cast.head, CompanyKind.agency, CompanyRole.owner, []);
  await join(t, row!.id, cast.agent, CompanyKind.agency, CompanyRole.member, []);
  await join(t, row!.id, cast.colleague, CompanyKind.agency, CompanyRole.member, []);
  return row!.id;
}
