// Test data of client fixation: the cast (cast.ts) with a complex of the builder under the automatic rule (30 days)
// and one under the manager's rule (10 days); another builder's company with its own complex.
import { eq } from 'drizzle-orm';
import { cells, objects } from '../../db/schema/index.ts';
import { createComplex } from '../../db/seed/create-complex.ts';
import { plainGrid } from '../../db/seed/grid.ts';
import type { TestContext } from '../app.ts';
import { castPeople, seatCast, type Cast } from './cast.ts';
import { oneSectionComplex } from './complex.ts';
export type { Person } from './people.ts';

export interface FixationWorld extends Cast {
  companyId: number;
  agencyId: number;
  autoObjectId: number;
  manualObjectId: number;
  otherObjectId: number;
  /** A unit on sale of the automatic complex. */
  cellId: number;
}

export async function buildFixationWorld(t: TestContext): Promise<FixationWorld> {
  const cast = await castPeople(t);
  const complex = (title: string, ownerId: number) =>
    createComplex(t.db, t.storage, { object: { title, ownerId, published: true }, pavilions: [] });
  // The automatic complex takes bookings, so a booking can convert a fixation.
  const auto = await oneSectionComplex(
    t,
    { title: 'ЖК «Бриз»', ownerId: cast.builder.user.id, published: true, bookingEnabled: true },
    plainGrid({ floors: 1, risers: 2 }),
  );
  const manual = await complex('ЖК «Штиль»', cast.builder.user.id);
  const other = await complex('ЖК «Чужой»', cast.otherBuilder.user.id);
  await t.db
    .update(objects)
    .set({ fixationMode: 'manual', fixationDays: 10 })
    .where(eq(objects.id, manual.object.id));
  const companyId = auto.object.companyId!;
  const agencyId = await seatCast(t, cast, companyId);
  return {
    ...cast,
    companyId,
    agencyId,
    autoObjectId: auto.object.id,
    manualObjectId: manual.object.id,
    otherObjectId: other.object.id,
    cellId: (await t.db.select().from(cells).where(eq(cells.objectId, auto.object.id)))[0]!.id,
  };
}
