// A booking as the API presents it: the unit as it was, the frozen price, the client, the agent, the history. A
// booking read after its expiry never shows as still open, even before the job has caught up with it.
import { asc, eq, inArray } from 'drizzle-orm';
import { isOpenBooking } from '#shared/bookings.ts';
import type { TBooking } from '#shared/schemas/bookings.ts';
import { unitKindOf } from '#shared/unit-kind.ts';
import type { DbOrTx } from '../../db/client.ts';
import { floorTypesOf } from '../unit-kind/floor-types.ts';
import { bookingEvents, deals, objects, users, type BookingRow } from '../../db/schema/index.ts';

export function effectiveState(row: Pick<BookingRow, 'state' | 'expiresAt'>, now: Date): BookingRow['state'] {
  return isOpenBooking(row.state) && row.expiresAt && row.expiresAt <= now ? 'expired' : row.state;
}

export async function presentBookings(
  db: DbOrTx,
  rows: readonly BookingRow[],
  now: Date,
  holdSettings?: Map<number, { extensionHours: number }>,
): Promise<TBooking[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const events = await db
    .select({ event: bookingEvents, byName: users.name, byPhone: users.phone })
    .from(bookingEvents)
    .leftJoin(users, eq(users.id, bookingEvents.byUserId))
    .where(inArray(bookingEvents.bookingId, ids))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
  const agentIds = [
    ...new Set(rows.flatMap((r) => [r.agentId, r.assigneeId].filter((id): id is number => id != null))),
  ];
  const agents = agentIds.length ? await db.select().from(users).where(inArray(users.id, agentIds)) : [];
  const objectIds = [...new Set(rows.map((r) => r.objectId))];
  const complexes = await db
    .select({ id: objects.id, title: objects.title, extensionHours: objects.bookingExtensionHours })
    .from(objects)
    .where(inArray(objects.id, objectIds));
  const complexOf = new Map(complexes.map((c) => [c.id, c]));
  const floorOf = await floorTypesOf(
    db,
    rows.flatMap((r) => (r.cellId != null ? [r.cellId] : [])),
  );
  const dealRows = await db
    .select({ id: deals.id, bookingId: deals.bookingId })
    .from(deals)
    .where(inArray(deals.bookingId, ids));
  const dealOf = new Map(dealRows.map((d) => [d.bookingId, d.id]));
  const agentOf = new Map(agents.map((a) => [a.id, a]));
  return rows.map((row) => {
    const state = effectiveState(row, now);
    const agent = row.agentId ? agentOf.get(row.agentId) : undefined;
    const assignee = row.assigneeId ? agentOf.get(row.assigneeId) : undefined;
    const complex = complexOf.get(row.objectId);
    const extensionHours = holdSettings?.get(row.objectId)?.extensionHours ?? complex?.extensionHours ?? 0;
    return {
      id: row.id,
      kind: row.kind,
      state,
      source: row.source,
      cellId: row.cellId,
      objectId: row.objectId,
      objectTitle: complex?.title ?? '',
      sectionId: row.sectionId,
      unit: {
        number: row.unitNumber,
        floor: row.unitFloor,
        area: row.unitArea,
        cntApart: row.unitCntApart,
        // The layout as booked, like the rest of the unit; the floor it stands on while the unit exists.
        kind: unitKindOf(row.unitCntApart, row.cellId != null ? floorOf.get(row.cellId) : null),
      },
      price: row.price,
      client: { name: row.clientName, phone: row.clientPhone },
      comment: row.comment,
      agent: agent ? { id: agent.id, name: agent.name ?? '', phone: agent.phone } : null,
      assignee: assignee ? { id: assignee.id, name: assignee.name ?? assignee.phone } : null,
      assignedAt: row.assignedAt?.toISOString() ?? null,
      escalatedAt: row.escalatedAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      extended: row.extended,
      canExtend: row.kind === 'booking' && state === 'confirmed' && !row.extended && extensionHours > 0,
      createdAt: row.createdAt.toISOString(),
      events: events
        .filter((e) => e.event.bookingId === row.id)
        .map((e) => ({
          at: e.event.at.toISOString(),
          by: e.event.byUserId ? { id: e.event.byUserId, name: e.byName ?? e.byPhone ?? '' } : null,
          from: e.event.fromState,
          to: e.event.toState,
          reason: e.event.reason,
        })),
      dealId: dealOf.get(row.id) ?? null,
    };
  });
}

export async function presentBooking(db: DbOrTx, row: BookingRow, now: Date): Promise<TBooking> {
  return (await presentBookings(db, [row], now))[0]!;
}
