// GET /api/backoffice/objects/{id}/queues: the complex's units with active queues, each with its holder (the open
// booking and until when) and its places in order, numbered 1..n as they stand.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OPEN_BOOKING_STATES } from '#shared/bookings.ts';
import { ACTIVE_QUEUE_STATES } from '#shared/deals.ts';
import type { TUnitQueue } from '#shared/schemas/booking-queue.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bookingQueue, bookings, cells, companies, users } from '../../db/schema/index.ts';
import { unitKindOfUnit } from './unit.ts';

const holders = alias(users, 'holder');

export async function objectQueues(
  db: DbOrTx,
  objectId: number,
  only?: { cellId: number },
): Promise<TUnitQueue[]> {
  const places = await db
    .select({ place: bookingQueue, cell: cells, agent: users, agencyName: companies.name })
    .from(bookingQueue)
    .innerJoin(cells, eq(cells.id, bookingQueue.cellId))
    .innerJoin(users, eq(users.id, bookingQueue.agentId))
    .leftJoin(companies, eq(companies.id, bookingQueue.agencyId))
    .where(
      and(
        eq(bookingQueue.objectId, objectId),
        inArray(bookingQueue.state, [...ACTIVE_QUEUE_STATES]),
        only ? eq(bookingQueue.cellId, only.cellId) : undefined,
      ),
    )
    .orderBy(
      asc(cells.sectionId),
      asc(cells.floor),
      asc(cells.number),
      asc(bookingQueue.position),
      asc(bookingQueue.id),
    );
  if (places.length === 0) return [];
  const cellIds = [...new Set(places.map((p) => p.cell.id))];
  const holds = await db
    .select({ booking: bookings, agentName: holders.name })
    .from(bookings)
    .leftJoin(holders, eq(holders.id, bookings.agentId))
    .where(
      and(
        inArray(bookings.cellId, cellIds),
        eq(bookings.kind, 'booking'),
        inArray(bookings.state, [...OPEN_BOOKING_STATES]),
      ),
    );
  const holdByCell = new Map(holds.map((h) => [h.booking.cellId!, h]));
  const units = new Map<number, TUnitQueue>();
  for (const { place, cell, agent, agencyName } of places) {
    let unit = units.get(cell.id);
    if (!unit) {
      const hold = holdByCell.get(cell.id);
      unit = {
        cellId: cell.id,
        sectionId: cell.sectionId,
        unit: { number: cell.number, floor: cell.floor, kind: await unitKindOfUnit(db, cell) },
        holder: hold
          ? {
              bookingId: hold.booking.id,
              state: hold.booking.state,
              agentName: hold.agentName,
              expiresAt: hold.booking.expiresAt?.toISOString() ?? null,
            }
          : null,
        places: [],
      };
      units.set(cell.id, unit);
    }
    unit.places.push({
      id: place.id,
      position: unit.places.length + 1,
      state: place.state,
      agent: { id: agent.id, name: agent.name ?? '', phone: agent.phone },
      agencyName,
      clientName: place.clientName,
      clientPhone: place.clientPhone,
      comment: place.comment,
      offerExpiresAt: place.offerExpiresAt?.toISOString() ?? null,
      createdAt: place.createdAt.toISOString(),
    });
  }
  return [...units.values()];
}
