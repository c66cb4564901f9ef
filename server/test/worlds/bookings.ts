// Test data of the deals loop: a builder who owns a published complex with bookings on (hold 72 h, extension 48 h)
// and one with bookings off, another builder, two agents, a buyer; a 2 × 3 section of units on sale, one sold, one
// disabled, one in an unpublished section.
import { eq } from 'drizzle-orm';
import { Ability, CellStatus, Layout, Role } from '#shared/enums.ts';
import { cells } from '../../db/schema/index.ts';
import { createComplex } from '../../db/seed/create-complex.ts';
import { plainGrid } from '../../db/seed/grid.ts';
import type { TestContext } from '../app.ts';
import type { As, TestInputOf } from '../call.ts';
import * as bookingsApi from '#shared/api/bookings.ts';
import { oneSectionComplex } from './complex.ts';
import { person as named, type Person } from './people.ts';
export type { Person } from './people.ts';

export interface BookingWorld {
  builder: Person;
  otherBuilder: Person;
  agent: Person;
  otherAgent: Person;
  admin: Person;
  buyer: Person;
  objectId: number;
  pavilionId: number;
  sectionId: number;
  offObjectId: number;
  /** Units of the bookable complex by number: 1…6; 5 is sold, 6 disabled. */
  unit: Record<string, number>;
  hiddenUnit: number;
  offUnit: number;
}

// The people of this world go by the default name.
const person = (t: TestContext, group: number, abilities: string[] = []) =>
  named(t, group, undefined, abilities);

export async function buildBookingWorld(t: TestContext): Promise<BookingWorld> {
  const builder = await person(t, Role.user, [Ability.cabinet]);
  const otherBuilder = await person(t, Role.user, [Ability.cabinet]);
  const agent = await person(t, Role.agent);
  const otherAgent = await person(t, Role.agent);
  const admin = await person(t, Role.admin);
  const buyer = await person(t, Role.user);
  const grid = plainGrid({
    floors: 2,
    risers: 3,
    cell: (floor, riser) => ({ cntApart: riser === 0 ? Layout.studio : Layout.two }),
  });
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
          { name: 'Секция 1', grid },
          { name: 'Секция 2', published: false, grid: plainGrid({ floors: 1, risers: 1 }) },
        ],
      },
    ],
  });
  const off = await oneSectionComplex(t, {
    title: 'ЖК «Тихий»',
    ownerId: otherBuilder.user.id,
    published: true,
  });
  const [main, hidden] = complex.pavilions[0]!.sections;
  const rows = await t.db.select().from(cells).where(eq(cells.sectionId, main!.id));
  const unit = Object.fromEntries(rows.map((c) => [c.number!, c.id]));
  await t.db.update(cells).set({ status: CellStatus.sold }).where(eq(cells.id, unit['5']!));
  await t.db.update(cells).set({ disabled: true }).where(eq(cells.id, unit['6']!));
  const [hiddenCell] = await t.db.select().from(cells).where(eq(cells.sectionId, hidden!.id));
  const [offCell] = await t.db.select().from(cells).where(eq(cells.objectId, off.object.id));
  return {
    builder,
    otherBuilder,
    agent,
    otherAgent,
    admin,
    buyer,
    objectId: complex.object.id,
    pavilionId: complex.pavilions[0]!.pavilion.id,
    sectionId: main!.id,
    offObjectId: off.object.id,
    unit,
    hiddenUnit: hiddenCell!.id,
    offUnit: offCell!.id,
  };
}

/** The caller books a unit (an agent) or leaves a request for it (anyone): POST /api/bookings, its answer. */
export const book = (t: TestContext, who: As, body: TestInputOf<typeof bookingsApi.createBooking>['body']) =>
  t.call(bookingsApi.createBooking, { body }, who);
