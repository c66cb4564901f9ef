// Test data of «Вознаграждения»: the fixation world (a builder's company with its owner, a manager with `bookings`
// and a clerk with `prices` only; an agency with its head and two agents; an agent on their own; a buyer; another
// builder; an admin) plus a moder, a second agency with its head and agent, a complex of the builder paying 3 % with
// eight flats on sale, and `dealFor`: an agent's booking confirmed and opened as a deal (at `booking` or moved to
// `contract`), its commission opened and following it as the deals module does.
import { eq } from 'drizzle-orm';
import { CompanyKind, CompanyRole } from '#shared/companies.ts';
import { Layout, Role } from '#shared/enums.ts';
import {
  bookings,
  cells,
  commissions,
  companies,
  deals,
  type BookingRow,
  type CommissionRow,
  type DealRow,
} from '../../db/schema/index.ts';
import { oneSectionComplex } from './complex.ts';
import { plainGrid } from '../../db/seed/grid.ts';
import { actOnBooking } from '../../modules/bookings/act-on-booking.ts';
import { createBooking } from '../../modules/bookings/create-booking.ts';
import { followDeal, openCommission } from '../../modules/commissions/follow-deal.ts';
import type { TestContext } from '../app.ts';
import { buildFixationWorld, type FixationWorld } from './fixations.ts';
import { join, person, type Person } from './people.ts';

export type { Person };

export interface CommissionWorld extends FixationWorld {
  moder: Person;
  otherHead: Person;
  otherAgencyAgent: Person;
  otherAgencyId: number;
  objectId: number;
  /** Flats on sale of the paying complex, in order. */
  units: number[];
}

export async function buildCommissionWorld(t: TestContext): Promise<CommissionWorld> {
  const w = await buildFixationWorld(t);
  const moder = await person(t, Role.moder, 'Мария Модераторова');
  const otherHead = await person(t, Role.agent, 'Олег Чужагентов');
  const otherAgencyAgent = await person(t, Role.agent, 'Инна Чужагентова');
  const [agency] = await t.db
    .insert(companies)
    .values({ kind: CompanyKind.agency, name: 'АН «Северный ветер»' })
    .returning();
  await join(t, agency!.id, otherHead, CompanyKind.agency, CompanyRole.owner, []);
  await join(t, agency!.id, otherAgencyAgent, CompanyKind.agency, CompanyRole.member, []);
  const complex = await oneSectionComplex(
    t,
    {
      title: 'ЖК «Лазурный»',
      ownerId: w.builder.user.id,
      companyId: w.companyId,
      published: true,
      bookingEnabled: true,
      bookingHoldHours: 72,
      commission: 3,
    },
    plainGrid({
      floors: 2,
      risers: 4,
      cell: () => ({ cntApart: Layout.two, price: 10_000_000 }),
    }),
  );
  const units = (await t.db.select().from(cells).where(eq(cells.objectId, complex.object.id)))
    .sort((a, b) => a.id - b.id)
    .map((c) => c.id);
  return {
    ...w,
    moder,
    otherHead,
    otherAgencyAgent,
    otherAgencyId: agency!.id,
    objectId: complex.object.id,
    units,
  };
}

/** The agent's booking of the unit, confirmed by the builder and opened as a deal; `contract` accrues it. */
export async function dealFor(
  t: TestContext,
  w: CommissionWorld,
  agent: Person,
  cellId: number,
  stage: 'booking' | 'contract' = 'contract',
): Promise<{ deal: DealRow; commission: CommissionRow }> {
  const deps = { db: t.db, realtime: t.realtime, now: t.clock.now() };
  const made = await createBooking(deps, agent.user, {
    cellId,
    kind: 'booking',
    clientName: 'Светлана Морозова',
    clientPhone: '+79181234513',
  });
  await actOnBooking(deps, w.builder.user, made.id, { action: 'confirm' });
  const [booking] = (await t.db.select().from(bookings).where(eq(bookings.id, made.id))) as [BookingRow];
  const now = t.clock.now();
  let [deal] = (await t.db
    .insert(deals)
    .values({
      bookingId: booking.id,
      objectId: booking.objectId,
      companyId: w.companyId,
      cellId: booking.cellId,
      unitNumber: booking.unitNumber,
      unitFloor: booking.unitFloor,
      unitArea: booking.unitArea,
      unitCntApart: booking.unitCntApart,
      price: booking.price ?? 0,
      buyerName: 'Светлана Морозова',
      buyerPhone: '+79181234513',
      agentId: agent.user.id,
      agencyId: booking.agencyId,
      assigneeId: w.builder.user.id,
      stage: 'booking',
      stageAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning()) as [DealRow];
  await openCommission(t.db, deal, booking.commissionTerms, now);
  if (stage === 'contract') {
    [deal] = (await t.db
      .update(deals)
      .set({ stage: 'contract', contractNumber: 'ДДУ-17/045', contractDate: '2026-11-20', stageAt: now })
      .where(eq(deals.id, deal.id))
      .returning()) as [DealRow];
    await t.db.transaction((tx) => followDeal(tx, t.realtime, deal, now));
  }
  const [commission] = (await t.db.select().from(commissions).where(eq(commissions.dealId, deal.id))) as [
    CommissionRow,
  ];
  return { deal, commission };
}
