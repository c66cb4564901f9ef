// POST /api/backoffice/deals: «Оформить сделку» from a confirmed booking, or from a request (its unit must be on
// sale; the deal reserves it). The booking stays the unit's hold with its expiry stopped; a signed booking agreement
// starts the deal at `agreement`. The commission opens in the same transaction from the terms frozen on the booking.
import { and, eq } from 'drizzle-orm';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { hasPermission } from '#shared/companies.ts';
import { CellStatus, Role, type TPayment } from '#shared/enums.ts';
import type { TDealFull } from '#shared/schemas/deals.ts';
import { dealTexts } from '#shared/texts/deals.ts';
import { fill } from '#shared/texts/ru.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  bookingAgreements,
  bookings,
  cells,
  dealEvents,
  deals,
  objects,
  users,
  type DealRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { AppError, conflict, notFound, ValidationFailed } from '../../errors.ts';
import { isAdmin } from '../../policies.ts';
import { membershipIn } from '../../policies/companies.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { effectiveState } from '../bookings/present-booking.ts';
import { moveBooking, setUnitStatus } from '../bookings/unit-status.ts';
import { openCommission } from '../commissions/follow-deal.ts';
import { commissionTermsFor } from '../commissions/terms.ts';
import { moscowDay } from '../../core/moscow-day.ts';
import { notifyDeal } from './notify-deal.ts';
import { presentDeal } from './present-deal.ts';
import { emitDealStage } from '../webhooks/domain-events.ts';

const e = dealTexts.errors;

export interface DealDeps {
  db: DbOrTx;
  realtime: Realtime;
  now: Date;
}

export async function openDeal(
  deps: DealDeps,
  caller: UserRow,
  input: { bookingId: number; payment?: TPayment },
): Promise<TDealFull> {
  const { db, now } = deps;
  const { deal, pushes } = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ booking: bookings, object: objects })
      .from(bookings)
      .innerJoin(objects, eq(objects.id, bookings.objectId))
      .where(eq(bookings.id, input.bookingId))
      .for('update', { of: bookings });
    if (!found) throw notFound();
    const { booking, object } = found;
    const membership = object.companyId != null ? await membershipIn(tx, caller, object.companyId) : null;
    if (!isAdmin(caller)) {
      if (!membership || membership.kind !== 'builder') throw notFound();
      if (!hasPermission(membership, 'bookings') && booking.assigneeId !== caller.id)
        throw new AppError('Forbidden', e.noBookingsRight);
    }
    const [existing] = await tx.select({ id: deals.id }).from(deals).where(eq(deals.bookingId, booking.id));
    if (existing) throw conflict(e.alreadyOpened);
    const state = effectiveState(booking, now);
    const fromRequest = booking.kind === 'request';
    const open = fromRequest ? state === 'requested' || state === 'confirmed' : state === 'confirmed';
    if (!open) throw conflict(fill(e.bookingNotConfirmed, bookingTexts.state[state]));
    if (input.payment !== undefined && !object.payments.includes(input.payment))
      throw new ValidationFailed({ payment: [e.payment] });

    const unitChange = { at: now, by: caller.id };
    let row = booking;
    if (fromRequest) {
      if (booking.cellId == null) throw conflict(e.noUnit);
      const [cell] = await tx.select().from(cells).where(eq(cells.id, booking.cellId)).for('update');
      if (!cell) throw conflict(e.noUnit);
      if (cell.status !== CellStatus.sale || cell.disabled) throw conflict(e.unitHeld);
      [row] = (await tx
        .update(bookings)
        .set({ statusBefore: cell.status, price: booking.price ?? cell.price })
        .where(eq(bookings.id, booking.id))
        .returning()) as [typeof booking];
      await setUnitStatus(tx, { ...row, kind: 'booking' }, CellStatus.reserve, unitChange);
    }
    // The deal holds the unit now: the booking no longer runs out.
    const hold = { expiresAt: null, assigneeId: row.assigneeId ?? caller.id };
    if (row.state !== 'confirmed')
      row = await moveBooking(tx, row, 'confirmed', { by: caller.id, at: now, set: hold });
    else
      [row] = (await tx.update(bookings).set(hold).where(eq(bookings.id, row.id)).returning()) as [
        typeof row,
      ];

    const [signed] = await tx
      .select({ signedAt: bookingAgreements.signedAt })
      .from(bookingAgreements)
      .where(and(eq(bookingAgreements.bookingId, booking.id), eq(bookingAgreements.state, 'signed')));
    // A buyer's own request names no agent: only an agent's booking carries one (and a commission).
    const [asker] =
      row.agentId != null
        ? await tx.select({ group: users.group }).from(users).where(eq(users.id, row.agentId))
        : [];
    const agentId = asker?.group === Role.agent || (asker && !fromRequest) ? row.agentId : null;

    const [deal] = (await tx
      .insert(deals)
      .values({
        bookingId: row.id,
        objectId: object.id,
        companyId: object.companyId,
        cellId: row.cellId,
        unitNumber: row.unitNumber,
        unitFloor: row.unitFloor,
        unitArea: row.unitArea,
        unitCntApart: row.unitCntApart,
        price: row.price ?? 0,
        buyerName: row.clientName,
        buyerPhone: row.clientPhone,
        agentId,
        agencyId: agentId != null ? row.agencyId : null,
        fixationId: row.fixationId,
        assigneeId: row.assigneeId,
        payment: input.payment ?? null,
        stage: signed?.signedAt ? 'agreement' : 'booking',
        stageAt: now,
        agreementDate: signed?.signedAt ? moscowDay(signed.signedAt) : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning()) as [DealRow];
    await tx.insert(dealEvents).values({
      dealId: deal.id,
      at: now,
      byUserId: caller.id,
      kind: 'opened',
      fromValue: null,
      toValue: deal.stage,
      data: { bookingId: row.id },
    });
    await emitDealStage(tx, deal, null, now);
    await openCommission(tx, deal, row.commissionTerms ?? commissionTermsFor(object, row.unitCntApart), now);
    const pushes = await notifyDeal(
      tx,
      deps.realtime,
      deal,
      [{ userId: deal.agentId, type: 'DealOpened' }],
      caller.id,
      now,
    );
    return { deal: await presentDeal(tx, deal, { commission: true, canEdit: true }), pushes };
  });
  for (const push of pushes) push();
  return deal;
}
