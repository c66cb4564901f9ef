// POST and DELETE /api/bookings/{cellId}/queue: an agent (as for a booking) stands in line for a held unit, or
// leaves it. The unit's row is locked first, so places are numbered in turn; the partial unique index
// booking_queue_one_per_agent refuses a second active place of one agent whatever the race.
import { and, eq, inArray, max } from 'drizzle-orm';
import { ACTIVE_QUEUE_STATES } from '#shared/deals.ts';
import { CellStatus, Role } from '#shared/enums.ts';
import type { TQueueJoin, TQueuePlace } from '#shared/schemas/booking-queue.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { queueTexts } from '#shared/texts/booking-queue.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bookingQueue, companyMembers, type UserRow } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import type { QueueDeps } from './deps.ts';
import { offerNextInQueue, offeredPlace } from './hand-over.ts';
import { presentPlace } from './present-place.ts';
import { holdOf, lockUnit, unitKindOfUnit } from './unit.ts';

const e = queueTexts.errors;

const isUniqueViolation = (error: unknown) => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: string }).code === '23505') return true;
  return false;
};

async function agencyOf(tx: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await tx
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.kind, 'agency')))
    .limit(1);
  return row?.companyId ?? null;
}

const activePlaceOf = (cellId: number, agentId: number) =>
  and(
    eq(bookingQueue.cellId, cellId),
    eq(bookingQueue.agentId, agentId),
    inArray(bookingQueue.state, [...ACTIVE_QUEUE_STATES]),
  );

export async function joinQueue(
  deps: QueueDeps,
  caller: UserRow,
  cellId: number,
  input: TQueueJoin,
): Promise<TQueuePlace> {
  if (caller.group !== Role.agent && caller.group !== Role.admin)
    throw new AppError('Forbidden', bookingTexts.errors.onlyAgents);
  const { now } = deps;
  try {
    return await deps.db.transaction(async (tx) => {
      const unit = await lockUnit(tx, cellId);
      if (!unit) throw notFound();
      const kind = await unitKindOfUnit(tx, unit.cell);
      if (!(unit.object.published && unit.published)) throw conflict(bookingTexts.errors.unpublished[kind]);
      if (!unit.object.bookingEnabled) throw conflict(bookingTexts.errors.bookingsOff);
      const hold = await holdOf(tx, cellId);
      if (hold?.agentId === caller.id) throw conflict(e.holder);
      if (!hold) {
        if (unit.cell.disabled || unit.cell.status !== CellStatus.sale) throw conflict(e.notOnSale);
        // A free unit is booked, unless it is someone's turn to book it (then one waits behind them).
        const offered = await offeredPlace(tx, cellId);
        if (!offered || (offered.offerExpiresAt && offered.offerExpiresAt <= now))
          throw conflict(e.free[kind]);
      }
      const [mine] = await tx
        .select({ id: bookingQueue.id })
        .from(bookingQueue)
        .where(activePlaceOf(cellId, caller.id));
      if (mine) throw conflict(e.already);
      const [last] = await tx
        .select({ position: max(bookingQueue.position) })
        .from(bookingQueue)
        .where(and(eq(bookingQueue.cellId, cellId), inArray(bookingQueue.state, [...ACTIVE_QUEUE_STATES])));
      const [row] = await tx
        .insert(bookingQueue)
        .values({
          cellId,
          objectId: unit.object.id,
          agentId: caller.id,
          agencyId: await agencyOf(tx, caller.id),
          clientName: input.clientName || null,
          clientPhone: input.clientPhone ?? null,
          comment: input.comment || null,
          position: (last?.position ?? 0) + 1,
          state: 'waiting',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return presentPlace(tx, row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(e.already);
    throw error;
  }
}

export async function leaveQueue(deps: QueueDeps, caller: UserRow, cellId: number): Promise<TQueuePlace> {
  const { now } = deps;
  const { place, pushes } = await deps.db.transaction(async (tx) => {
    if (!(await lockUnit(tx, cellId))) throw notFound();
    const [left] = await tx
      .update(bookingQueue)
      .set({ state: 'left', updatedAt: now })
      .where(activePlaceOf(cellId, caller.id))
      .returning();
    if (!left) throw notFound(e.notInQueue);
    // A turn given up goes to the next at once.
    const pushes = await offerNextInQueue(tx, deps.realtime, cellId, now);
    return { place: await presentPlace(tx, left), pushes };
  });
  for (const push of pushes) push();
  return place;
}
