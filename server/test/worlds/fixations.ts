// Test data of client fixation: a builder's company (owner, a manager with the bookings permission, a member without
// it) with a complex under the automatic rule (30 days) and one under the manager's rule (10 days); another
// builder's company with its own complex; an agency (its head and two agents), an agent on their own, a buyer.
import { eq } from 'drizzle-orm';
import { CompanyKind, CompanyRole } from '#shared/companies.ts';
import { Ability, Role } from '#shared/enums.ts';
import { cells, companies, objects } from '../../db/schema/index.ts';
import { createComplex } from '../../db/seed/create-complex.ts';
import { plainGrid } from '../../db/seed/grid.ts';
import type { TestContext } from '../app.ts';
import { join, person, type Person } from './people.ts';
export type { Person } from './people.ts';

export interface FixationWorld {
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
  companyId: number;
  agencyId: number;
  autoObjectId: number;
  manualObjectId: number;
  otherObjectId: number;
  /** A unit on sale of the automatic complex. */
  cellId: number;
}

export async function buildFixationWorld(t: TestContext): Promise<FixationWorld> {
  const builder = await person(t, Role.user, 'Сергей Застройщиков', [Ability.cabinet]);
  const manager = await person(t, Role.user, 'Ольга Менеджерова', [Ability.cabinet]);
  const clerk = await person(t, Role.user, 'Игорь Помощников', [Ability.cabinet]);
  const otherBuilder = await person(t, Role.user, 'Чужой Застройщик', [Ability.cabinet]);
  const head = await person(t, Role.agent, 'Наталья Руководитель');
  const agent = await person(t, Role.agent, 'Екатерина Агентова');
  const colleague = await person(t, Role.agent, 'Артём Коллегин');
  const loner = await person(t, Role.agent, 'Павел Одиночкин');
  const buyer = await person(t, Role.user, 'Дмитрий Покупатель');
  const admin = await person(t, Role.admin, 'Андрей Админов');
  const complex = (title: string, ownerId: number) =>
    createComplex(t.db, t.storage, { object: { title, ownerId, published: true }, pavilions: [] });
  // The automatic complex takes bookings, so a booking can convert a fixation.
  const auto = await createComplex(t.db, t.storage, {
    object: { title: 'ЖК «Бриз»', ownerId: builder.user.id, published: true, bookingEnabled: true },
    pavilions: [
      { name: 'Корпус 1', sections: [{ name: 'Секция 1', grid: plainGrid({ floors: 1, risers: 2 }) }] },
    ],
  });
  const manual = await complex('ЖК «Штиль»', builder.user.id);
  const other = await complex('ЖК «Чужой»', otherBuilder.user.id);
  await t.db
    .update(objects)
    .set({ fixationMode: 'manual', fixationDays: 10 })
    .where(eq(objects.id, manual.object.id));
  const companyId = auto.object.companyId!;
  await join(t, companyId, manager, CompanyKind.builder, CompanyRole.manager, ['bookings']);
  await join(t, companyId, clerk, CompanyKind.builder, CompanyRole.member, ['prices']);
  const [agency] = await t.db
    .insert(companies)
    .values({ kind: CompanyKind.agency, name: 'АН «Южный квартал»' })
    .returning();
  await join(t, agency!.id, head, CompanyKind.agency, CompanyRole.owner, []);
  await join(t, agency!.id, agent, CompanyKind.agency, CompanyRole.member, []);
  await join(t, agency!.id, colleague, CompanyKind.agency, CompanyRole.member, []);
  return {
    builder,
    manager,
    clerk,
    otherBuilder,
    head,
    agent,
    colleague,
    loner,
    buyer,
    admin,
    companyId,
    agencyId: agency!.id,
    autoObjectId: auto.object.id,
    manualObjectId: manual.object.id,
    otherObjectId: other.object.id,
    cellId: (await t.db.select().from(cells).where(eq(cells.objectId, auto.object.id)))[0]!.id,
  };
}
