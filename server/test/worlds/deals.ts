// Test data of deals: the cast (cast.ts; the agency gives its agents 60 %) with a complex of the builder taking
// bookings (hold 72 h, 3 % commission, mortgage and installment programs, 2 × 3 units on sale); another builder's
// company with its complex.
import { eq } from 'drizzle-orm';
import { Layout, Payment } from '#shared/enums.ts';
import { cells, objects } from '../../db/schema/index.ts';
import { plainGrid } from '../../db/seed/grid.ts';
import type { TestContext } from '../app.ts';
import { castPeople, seatCast, type Cast } from './cast.ts';
import { oneSectionComplex } from './complex.ts';
export type { Person } from './people.ts';

export interface DealWorld extends Cast {
  companyId: number;
  agencyId: number;
  objectId: number;
  otherObjectId: number;
  /** Units of the complex by number, 1…6, all on sale. */
  unit: Record<string, number>;
  otherUnit: number;
}

export async function buildDealWorld(t: TestContext): Promise<DealWorld> {
  const cast = await castPeople(t);
  const complex = await oneSectionComplex(
    t,
    {
      title: 'ЖК «Бриз»',
      ownerId: cast.builder.user.id,
      published: true,
      bookingEnabled: true,
      bookingHoldHours: 72,
      bookingExtensionHours: 48,
    },
    plainGrid({ floors: 2, risers: 3, cell: () => ({ cntApart: Layout.two }) }),
  );
  await t.db
    .update(objects)
    .set({ commission: 3, payments: [Payment.mortgage, Payment.installment] })
    .where(eq(objects.id, complex.object.id));
  const other = await oneSectionComplex(t, {
    title: 'ЖК «Чужой»',
    ownerId: cast.otherBuilder.user.id,
    published: true,
    bookingEnabled: true,
  });
  const companyId = complex.object.companyId!;
  const agencyId = await seatCast(t, cast, companyId, { agentShare: 60 });
  const rows = await t.db.select().from(cells).where(eq(cells.objectId, complex.object.id));
  const [otherCell] = await t.db.select().from(cells).where(eq(cells.objectId, other.object.id));
  return {
    ...cast,
    companyId,
    agencyId,
    objectId: complex.object.id,
    otherObjectId: other.object.id,
    unit: Object.fromEntries(rows.map((c) => [c.number!, c.id])),
    otherUnit: otherCell!.id,
  };
}
