// The agent's «Мои брони» and the builder's «Брони и заявки»: newest first, filtered by state (and complex), a page
// at a time. A lapsed hold is closed before the list is read.
import { and, count, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { OPEN_BOOKING_STATES, type TBookingState } from '#shared/bookings.ts';
import { pageMeta } from '#shared/schemas/common.ts';
import type { TBooking, TBookingsPage } from '#shared/schemas/bookings.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, objects } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { BookingDeps } from './create-booking.ts';
import { runBookingExpiry, type ExpiryScope } from './expire-bookings.ts';
import { presentBooking, presentBookings } from './present-booking.ts';

export const BOOKINGS_PER_PAGE = 20;

export interface BookingsScope {
  /** The agent's own (or the buyer's own requests). */
  agentId?: number;
  /** The agency's bookings (its head). */
  agencyId?: number;
  /** With agencyId: also the head's own made outside the agency. */
  orAgentId?: number;
  /** The builder company's complexes; null: the caller has none (nothing is found). */
  companyId?: number | null;
  /** Assigned to this member; null: nobody's yet. */
  assigneeId?: number | null;
  objectId?: number;
  state?: TBookingState;
}

function where(scope: BookingsScope): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (scope.agentId !== undefined) parts.push(eq(bookings.agentId, scope.agentId));
  if (scope.agencyId !== undefined)
    parts.push(
      scope.orAgentId !== undefined
        ? or(eq(bookings.agencyId, scope.agencyId), eq(bookings.agentId, scope.orAgentId))
        : eq(bookings.agencyId, scope.agencyId),
    );
  if (scope.companyId !== undefined)
    parts.push(scope.companyId === null ? sql`false` : eq(objects.companyId, scope.companyId));
  if (scope.assigneeId !== undefined)
    parts.push(
      scope.assigneeId === null ? isNull(bookings.assigneeId) : eq(bookings.assigneeId, scope.assigneeId),
    );
  if (scope.objectId !== undefined) parts.push(eq(bookings.objectId, scope.objectId));
  if (scope.state) parts.push(eq(bookings.state, scope.state));
  return and(...parts);
}

/** Which holds a read of this scope may close (a company's own, an agency's own, an agent's own). */
const expiryScope = (scope: BookingsScope): ExpiryScope => ({
  agentId: scope.agentId,
  agencyId: scope.agencyId,
  companyId: scope.companyId ?? undefined,
  objectId: scope.objectId,
});

/**
 * Closes holds that ran out before something reads them (the job may not have come round yet). True when it
 * closed any (the counters are moved on by the run when deps carry the cache).
 */
export async function expireIfDue(deps: BookingDeps, scope: ExpiryScope): Promise<boolean> {
  const [due] = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(objects, eq(objects.id, bookings.objectId))
    .where(
      and(
        inArray(bookings.state, [...OPEN_BOOKING_STATES]),
        lte(bookings.expiresAt, deps.now),
        scope.objectId !== undefined ? eq(bookings.objectId, scope.objectId) : undefined,
        scope.agentId !== undefined ? eq(bookings.agentId, scope.agentId) : undefined,
        scope.agencyId !== undefined ? eq(bookings.agencyId, scope.agencyId) : undefined,
        scope.companyId !== undefined ? eq(objects.companyId, scope.companyId) : undefined,
      ),
    )
    .limit(1);
  if (!due) return false;
  return (await runBookingExpiry(deps, scope)).expired.length > 0;
}

export async function listBookings(
  deps: BookingDeps,
  scope: BookingsScope,
  page: number,
): Promise<TBookingsPage> {
  if (scope.companyId !== null) await expireIfDue(deps, expiryScope(scope));
  const filter = where(scope);
  const [total] = await deps.db
    .select({ n: count() })
    .from(bookings)
    .innerJoin(objects, eq(objects.id, bookings.objectId))
    .where(filter);
  const rows = await deps.db
    .select({ booking: bookings })
    .from(bookings)
    .innerJoin(objects, eq(objects.id, bookings.objectId))
    .where(filter)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(BOOKINGS_PER_PAGE)
    .offset((page - 1) * BOOKINGS_PER_PAGE);
  return {
    data: await presentBookings(
      deps.db,
      rows.map((r) => r.booking),
      deps.now,
    ),
    meta: pageMeta(page, BOOKINGS_PER_PAGE, total?.n ?? 0),
  };
}

export async function getBooking(deps: BookingDeps, scope: BookingsScope, id: number): Promise<TBooking> {
  if (scope.companyId !== null) await expireIfDue(deps, { ...expiryScope(scope), objectId: undefined });
  const [row] = await readScoped(deps.db, scope, id);
  if (!row) throw notFound();
  return presentBooking(deps.db, row.booking, deps.now);
}

function readScoped(db: DbOrTx, scope: BookingsScope, id: number) {
  return db
    .select({ booking: bookings })
    .from(bookings)
    .innerJoin(objects, eq(objects.id, bookings.objectId))
    .where(and(eq(bookings.id, id), where(scope)))
    .limit(1);
}
