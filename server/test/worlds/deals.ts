// Test data of deals: a builder's company (owner, a manager with the bookings permission, a member without it) with
// a complex taking bookings (hold 72 h, 3 % commission, mortgage and installment programs, 2 × 3 units on sale);
// another builder's company with its complex; an agency (its head at 60 % to the agent, two agents), an agent on
// their own, a buyer, an admin.
import { eq } from 'drizzle-orm';
import { CompanyKind, CompanyRole } from '#shared/companies.ts';
import { Ability, Layout, Payment, Role } from '#shared/enums.ts';
import { cells, companies, objects } from '../../db/schema/index.ts';
import { createComplex } from '../../db/seed/create-complex.ts';
import { plainGrid } from '../../db/seed/grid.ts';
import type { TestContext } from '../app.ts';
import { join, person, type Person } from './people.ts';
export type { Person } from './people.ts';

export interface DealWorld {
  builder: Person;
  manager: Person;
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
  objectId: number;
  otherObjectId: number;
  /** Units of the complex by number, 1…6, all on sale. */
  unit: Record<string, number>;
  otherUnit: number;
}

export async function buildDealWorld(t: TestContext): Promise<DealWorld> {
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
  const complex = await createComplex(t.db, t.storage, {
    object: {
      title: 'ЖК «Бриз»',
      ownerId: builder.user.id,
      published: true,
      bookingEnabled: true,
      bookingHoldHours: 72,
      bookingExtensionHours: 48,
    },
    pavilions: [
      {
        name: 'Корпус 1',
        sections: [
          {
            name: 'Секция 1',
            grid: plainGrid({ floors: 2, risers: 3, cell: () => ({ cntApart: Layout.two }) }),
          },
        ],
      },
    ],
  });
  await t.db
    .update(objects)
    .set({ commission: 3, payments: [Payment.mortgage, Payment.installment] })
    .where(eq(objects.id, complex.object.id));
  const other = await createComplex(t.db, t.storage, {
    object: { title: 'ЖК «Чужой»', ownerId: otherBuilder.user.id, published: true, bookingEnabled: true },
    pavilions: [
      { name: 'Корпус 1', sections: [{ name: 'Секция 1', grid: plainGrid({ floors: 1, risers: 1 }) }] },
    ],
  });
  const companyId = complex.object.companyId!;
  await join(t, companyId, manager, CompanyKind.builder, CompanyRole.manager, ['bookings']);
  await join(t, companyId, clerk, CompanyKind.builder, CompanyRole.member, ['prices']);
  const [agency] = await t.db
    .insert(companies)
    .values({ kind: CompanyKind.agency, name: 'АН «Южный квартал»', agentShare: 60 })
    .returning();
  await join(t, agency!.id, head, CompanyKind.agency, CompanyRole.owner, []);
  await join(t, agency!.id, agent, CompanyKind.agency, CompanyRole.member, []);
  await join(t, agency!.id, colleague, CompanyKind.agency, CompanyRole.member, []);
  const rows = await t.db.select().from(cells).where(eq(cells.objectId, complex.object.id));
  const [otherCell] = await t.db.select().from(cells).where(eq(cells.objectId, other.object.id));
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
    objectId: complex.object.id,
    otherObjectId: other.object.id,
    unit: Object.fromEntries(rows.map((c) => [c.number!, c.id])),
    otherUnit: otherCell!.id,
  };
}
