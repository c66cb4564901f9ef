// POST /api/bookings: an agent (or admin) books a unit on sale for a client, or anyone logged in leaves a request.
// A booking waits for the builder's answer and holds the unit against a second booking: the partial unique index
// bookings_open_per_cell makes the database refuse the second, whatever the race.
import { and, count, eq, gt, inArray, min } from 'drizzle-orm';
import { BOOKING_LIMITS, BookingSource, OPEN_BOOKING_STATES, type TBookingSource } from '#shared/bookings.ts';
import { CellStatus, Role } from '#shared/enums.ts';
import type { TBooking, TBookingCreate } from '#shared/schemas/bookings.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { UnitKind, type TUnitKind } from '#shared/unit-kind.ts';
import { commissionTermsFor } from '../commissions/terms.ts';
import type { Db } from '../../db/client.ts';
import {
  bookingEvents,
  consents,
  bookings,
  cells,
  objects,
  pavilions,
  sections,
  type UserRow,
} from '../../db/schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { Cache } from '../../core/cache/cache.ts';
import { AppError, conflict, notFound, throttle } from '../../errors.ts';
import { LockSpace, lockKey } from '../../core/locks.ts';
import type { DbOrTx } from '../../db/client.ts';
import { convertFixationForBooking } from '../fixations/convert-fixation.ts';
import { checkQueueTurn, markQueueBooked } from '../booking-queue/turn.ts';
import { holdOf, unitKindOfUnit } from '../booking-queue/unit.ts';
import { agencyOf } from './agency.ts';
import { pickAssignee } from './assignment.ts';
import { builderSide, notifyBooking } from './notify-booking.ts';
import { presentBooking } from './present-booking.ts';
import { emitBookingEvent } from '../webhooks/domain-events.ts';

const HOUR = 3_600_000;
const e = bookingTexts.errors;

export interface BookingDeps {
  db: Db;
  realtime: Realtime;
  now: Date;
  /** When given, a run of the expiry that closed holds moves the catalog and complexes' counters on. */
  cache?: Cache;
}

const isUniqueViolation = (error: unknown) => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: string }).code === '23505') return true;
  return false;
};

/** One open request per buyer and unit, and a window of requests per buyer. */
async function checkRequestLimits(tx: DbOrTx, userId: number, cellId: number, now: Date): Promise<void> {
  const mine = and(eq(bookings.kind, 'request'), eq(bookings.agentId, userId));
  const [open] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(mine, eq(bookings.cellId, cellId), inArray(bookings.state, [...OPEN_BOOKING_STATES])))
    .limit(1);
  if (open) throw conflict(e.requestOpen);
  const since = new Date(now.getTime() - HOUR);
  const [recent] = await tx
    .select({ n: count(), oldest: min(bookings.createdAt) })
    .from(bookings)
    .where(and(mine, gt(bookings.createdAt, since)));
  if (recent && recent.n >= BOOKING_LIMITS.requestsPerHour && recent.oldest)
    throw throttle((recent.oldest.getTime() + HOUR - now.getTime()) / 1000);
}

/**
 * caller: null for a request from a public page (the widget), which holds nothing and names no one.
 * objectId: the complex the page shows; a unit of another complex is not found.
 * source: where the request came from, as the route knows it; never the client's word.
 */
export async function createBooking(
  deps: BookingDeps,
  caller: UserRow | null,
  input: TBookingCreate,
  /** consentVersion: the personal-data consent the public form showed, recorded with the request (152-FZ). */
  scope: { objectId?: number; source?: TBookingSource; consentVersion?: string } = {},
): Promise<TBooking> {
  const { db, now } = deps;
  const kind = input.kind;
  if (kind === 'booking' && caller?.group !== Role.agent && caller?.group !== Role.admin)
    throw new AppError('Forbidden', e.onlyAgents);
  // What the unit is, for the refusals' noun; known once the unit is read.
  let unit: TUnitKind = UnitKind.flat;
  try {
    const { booking, pushes } = await db.transaction(async (tx) => {
      // A buyer's requests take turns, so the checks below hold against a burst of parallel ones.
      if (kind === 'request' && caller) await lockKey(tx, LockSpace.bookingRequests, String(caller.id));
      const [found] = await tx
        .select({ cell: cells, section: sections, pavilion: pavilions, object: objects })
        .from(cells)
        .innerJoin(sections, eq(sections.id, cells.sectionId))
        .innerJoin(pavilions, eq(pavilions.id, cells.pavilionId))
        .innerJoin(objects, eq(objects.id, cells.objectId))
        .where(eq(cells.id, input.cellId))
        .for('update', { of: cells });
      if (!found || (scope.objectId !== undefined && found.object.id !== scope.objectId)) throw notFound();
      const { cell, section, pavilion, object } = found;
      unit = await unitKindOfUnit(tx, cell);
      if (!(object.published && pavilion.published && section.published)) throw conflict(e.unpublished[unit]);
      if (cell.disabled) throw conflict(e.disabled[unit]);
      const onSale =
        kind === 'booking'
          ? cell.status === CellStatus.sale
          : cell.status === CellStatus.sale || cell.status === CellStatus.assignment;
      if (!onSale) throw conflict(cell.status === CellStatus.reserve ? e.taken[unit] : e.notOnSale[unit]);
      if (kind === 'booking' && !object.bookingEnabled) throw conflict(e.bookingsOff);
      if (kind === 'request' && caller) await checkRequestLimits(tx, caller.id, cell.id, now);
      if (kind === 'booking' && (await holdOf(tx, cell.id))) throw conflict(e.taken[unit]);
      // A unit handed over from its queue is the first in line's until their turn ends.
      const turnPushes =
        kind === 'booking'
          ? await checkQueueTurn(tx, deps.realtime, cell.id, caller?.id ?? null, unit, now)
          : [];
      // The builder company's manager who answers it, and the agent's agency (its head sees the booking).
      const assigneeId = await pickAssignee(tx, object);
      const agencyId = caller ? await agencyOf(tx, caller.id) : null;
      const [row] = await tx
        .insert(bookings)
        .values({
          kind,
          state: 'requested',
          source: scope.source ?? BookingSource.app,
          cellId: cell.id,
          sectionId: section.id,
          objectId: object.id,
          unitNumber: cell.number,
          unitFloor: cell.floor,
          unitArea: cell.area,
          unitCntApart: cell.cntApart,
          price: cell.price,
          statusBefore: cell.status,
          // The commission is computed later, on the deal, from the terms in force now.
          commissionTerms: commissionTermsFor(object, cell.cntApart),
          clientName: input.clientName,
          clientPhone: input.clientPhone,
          comment: input.comment || null,
          agentId: caller?.id ?? null,
          agencyId,
          assigneeId,
          assignedAt: assigneeId != null ? now : null,
          // The builder answers within the hold time, or the booking lapses and the unit is free again.
          expiresAt: kind === 'booking' ? new Date(now.getTime() + object.bookingHoldHours * HOUR) : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await convertFixationForBooking(tx, row!);
      if (kind === 'booking' && caller) await markQueueBooked(tx, cell.id, caller.id, row!.id, now);
      if (scope.consentVersion) {
        await tx.insert(consents).values({
          kind: 'widget-lead',
          version: scope.consentVersion,
          acceptedAt: now,
          phone: input.clientPhone,
        });
      }
      await tx
        .insert(bookingEvents)
        .values({ bookingId: row!.id, at: now, byUserId: caller?.id ?? null, toState: 'requested' });
      await emitBookingEvent(tx, row!, { created: true, at: now });
      const booking = await presentBooking(tx, row!, now);
      const type = assigneeId != null ? 'BookingAssigned' : 'BookingRequested';
      const pushes = await notifyBooking(
        tx,
        deps.realtime,
        booking,
        (await builderSide(tx, row!)).map((userId) => ({ userId, type })),
        now,
      );
      return { booking, pushes: [...turnPushes, ...pushes] };
    });
    for (const push of pushes) push();
    return booking;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(e.taken[unit]);
    throw error;
  }
}
