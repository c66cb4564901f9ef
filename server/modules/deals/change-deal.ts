// PUT /api/backoffice/deals/{id}: the builder's side moves a deal forward (with the stage's fields) or cancels it with
// a reason, and edits its price, payment program, manager or the buyer's e-mail. One transaction: the deal (checked
// against the version the caller saw: 409 with the current deal), its events, the unit and booking following the
// stage (sold from the complex's `deal_sold_from`, back on sale when cancelled), the commission following the deal.
import { eq } from 'drizzle-orm';
import { mayMoveDeal, stageIndex, isOpenDeal } from '#shared/deals.ts';
import { CellStatus } from '#shared/enums.ts';
import type { TDealChange, TDealFull } from '#shared/schemas/deals.ts';
import { dealTexts } from '#shared/texts/deals.ts';
import { fill } from '#shared/texts/ru.ts';
import { bookings, dealEvents, deals, type DealRow, type UserRow } from '../../db/schema/index.ts';
import { AppError, conflict, ValidationFailed } from '../../errors.ts';
import { mayHoldBookings } from '../bookings/assignment.ts';
import { moveBooking, setUnitStatus } from '../bookings/unit-status.ts';
import { closeQueueOnSale } from '../booking-queue/hand-over.ts';
import { followDeal } from '../commissions/follow-deal.ts';
import { builderDeal } from './access.ts';
import { moscowDay } from '../../core/moscow-day.ts';
import { freeDealUnit } from './free-deal-unit.ts';
import { notifyDeal, type DealNoticeType } from './notify-deal.ts';
import type { DealDeps } from './open-deal.ts';
import { presentDeal } from './present-deal.ts';
import { stageFields } from './stage-fields.ts';
import { emitDealStage } from '../webhooks/domain-events.ts';

const e = dealTexts.errors;
type Event = Pick<typeof dealEvents.$inferInsert, 'kind' | 'fromValue' | 'toValue' | 'data'>;

export async function changeDeal(
  deps: DealDeps,
  caller: UserRow,
  id: number,
  input: TDealChange,
): Promise<TDealFull> {
  const { db, now } = deps;
  const { deal, pushes } = await db.transaction(async (tx) => {
    const { deal, object } = await builderDeal(tx, caller, id, { forUpdate: true });
    if (deal.version !== input.version) {
      const current = await presentDeal(tx, deal, { commission: true, canEdit: true });
      throw new AppError('NotAcceptable', e.stale, { deal: current }, 409);
    }
    if (!isOpenDeal(deal.stage)) throw conflict(e.closed);

    const set: Partial<DealRow> = {};
    const events: Event[] = [];
    const errors: Record<string, string[]> = {};
    const add = (field: string, text: string) => (errors[field] ??= []).push(text);

    if (input.price !== undefined && input.price !== deal.price) {
      if (input.price < 1) add('price', e.price);
      else {
        set.price = input.price;
        events.push({
          kind: 'price',
          fromValue: String(deal.price),
          toValue: String(input.price),
          data: null,
        });
      }
    }
    if (input.payment !== undefined && input.payment !== deal.payment) {
      if (!object.payments.includes(input.payment)) add('payment', e.payment);
      else set.payment = input.payment;
    }
    if (input.assigneeId !== undefined && input.assigneeId !== deal.assigneeId) {
      if (deal.companyId == null || !(await mayHoldBookings(tx, deal.companyId, input.assigneeId)))
        add('assigneeId', e.assignee);
      else {
        set.assigneeId = input.assigneeId;
        events.push({
          kind: 'assignee',
          fromValue: deal.assigneeId != null ? String(deal.assigneeId) : null,
          toValue: String(input.assigneeId),
          data: null,
        });
      }
    }
    if (input.buyerEmail !== undefined && input.buyerEmail !== deal.buyerEmail) {
      set.buyerEmail = input.buyerEmail;
      events.push({ kind: 'buyer', fromValue: deal.buyerEmail, toValue: input.buyerEmail, data: null });
    }

    const to = input.stage;
    if (to !== undefined) {
      if (!mayMoveDeal(deal.stage, to) || (to === 'registration' && deal.registrationNumber != null))
        add('stage', fill(e.badMove, dealTexts.stage[deal.stage], dealTexts.stage[to]));
      else {
        const [booking] = deal.bookingId
          ? await tx
              .select({ createdAt: bookings.createdAt })
              .from(bookings)
              .where(eq(bookings.id, deal.bookingId))
          : [];
        const fields = stageFields(input, {
          deal,
          to,
          today: moscowDay(now),
          bookedOn: moscowDay(booking?.createdAt ?? deal.createdAt),
          price: set.price ?? deal.price,
        });
        for (const [field, texts] of Object.entries(fields.errors))
          for (const text of texts) add(field, text);
        Object.assign(set, fields.set, { stage: to, stageAt: now, stallWarnedAt: null });
        events.push({
          kind: 'stage',
          fromValue: deal.stage,
          toValue: to,
          data: {
            date: input.date ?? null,
            number: input.number?.trim() || null,
            amount: input.amount ?? null,
            reason: input.reason ?? null,
            comment: input.comment ?? null,
          },
        });
      }
    } else if (input.comment) {
      events.push({ kind: 'comment', fromValue: null, toValue: null, data: { comment: input.comment } });
    }
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
    if (Object.keys(set).length === 0 && events.length === 0)
      throw new ValidationFailed({ stage: [e.nothing] });

    const [updated] = (await tx
      .update(deals)
      .set({ ...set, version: deal.version + 1, updatedAt: now })
      .where(eq(deals.id, deal.id))
      .returning()) as [DealRow];
    if (events.length > 0)
      await tx
        .insert(dealEvents)
        .values(events.map((ev) => ({ ...ev, dealId: deal.id, at: now, byUserId: caller.id })));
    if (to !== undefined) await emitDealStage(tx, updated, deal.stage, now);

    const pushes: (() => void)[] = [];
    const change = { at: now, by: caller.id };
    if (to === 'cancelled')
      pushes.push(...(await freeDealUnit(tx, deps.realtime, updated, { ...change, reason: input.reason! })));
    else if (
      to !== undefined &&
      stageIndex(to) >= stageIndex(object.dealSoldFrom) &&
      updated.bookingId != null
    ) {
      const [booking] = await tx
        .select()
        .from(bookings)
        .where(eq(bookings.id, updated.bookingId))
        .for('update');
      if (booking && booking.state !== 'sold') {
        await setUnitStatus(tx, { ...booking, kind: 'booking' }, CellStatus.sold, {
          ...change,
          price: updated.price,
        });
        await moveBooking(tx, booking, 'sold', { ...change, set: { expiresAt: null } });
        // Sold: the agents waiting for it hear that the queue is closed.
        if (booking.cellId != null)
          pushes.push(...(await closeQueueOnSale(tx, deps.realtime, booking.cellId, now)));
      }
    }
    pushes.push(...(await followDeal(tx, deps.realtime, updated, now)));

    const notices: { userId: number | null; type: DealNoticeType }[] = [];
    if (to !== undefined) {
      const type = to === 'cancelled' ? 'DealCancelled' : 'DealStage';
      notices.push({ userId: updated.agentId, type }, { userId: updated.assigneeId, type });
    }
    pushes.push(...(await notifyDeal(tx, deps.realtime, updated, notices, caller.id, now)));
    return { deal: await presentDeal(tx, updated, { commission: true, canEdit: true }), pushes };
  });
  for (const push of pushes) push();
  return deal;
}
