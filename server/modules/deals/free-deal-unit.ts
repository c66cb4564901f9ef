// A cancelled deal gives its unit back: the booking is released and the unit goes back on sale — from the deal's
// reserve through the bookings module's releaseUnit (unless the builder set another status by hand meanwhile), or
// from sold when the deal had got that far; the first agent in the unit's queue then gets their turn. The one place
// a deal frees its unit.
import { eq } from 'drizzle-orm';
import { CellStatus } from '#shared/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, cells, type DealRow } from '../../db/schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { offerNextInQueue } from '../booking-queue/hand-over.ts';
import { moveBooking, releaseUnit, setUnitStatus, type TUnitChange } from '../bookings/unit-status.ts';

export async function freeDealUnit(
  tx: DbOrTx,
  realtime: Realtime,
  deal: DealRow,
  change: TUnitChange & { reason: string },
): Promise<(() => void)[]> {
  if (deal.bookingId == null) return [];
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, deal.bookingId)).for('update');
  if (!booking) return [];
  // A request's deal reserved the unit itself (statusBefore kept), so it is released like a booking's.
  const held = { ...booking, kind: 'booking' as const };
  if (booking.cellId != null) {
    const [cell] = await tx.select({ status: cells.status }).from(cells).where(eq(cells.id, booking.cellId));
    if (cell?.status === CellStatus.sold && booking.state === 'sold')
      await setUnitStatus(tx, held, CellStatus.sale, change);
    else await releaseUnit(tx, held, change);
  }
  if (booking.state !== 'released')
    await moveBooking(tx, booking, 'released', {
      by: change.by,
      at: change.at,
      reason: change.reason,
      set: { expiresAt: null },
    });
  // The first agent in the unit's queue gets their turn.
  return booking.cellId != null ? offerNextInQueue(tx, realtime, booking.cellId, change.at) : [];
}
