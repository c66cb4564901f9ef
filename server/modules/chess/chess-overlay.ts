// The viewer's own part of a shared chessboard: their resale offers that are not active (drafts, inactive,
// disabled: active ones are in the shared part) and the holds they have open. Laid over with new objects; the
// shared answer itself is never changed.
import { and, eq, notInArray } from 'drizzle-orm';
import { OfferStatus, Role } from '#shared/enums.ts';
import type { TChessView, TChessViewCell } from '#shared/schemas/realty.ts';
import type { DbOrTx } from '../../db/client.ts';
import { offers, type UserRow } from '../../db/schema/index.ts';
import type { TChessCellQueue } from '#shared/schemas/booking-queue.ts';
import { sectionQueues } from '../booking-queue/section-queues.ts';
import { openBookingsOf } from '../bookings/open-bookings.ts';
import { effectiveState } from '../bookings/present-booking.ts';
import { offersByCell, sectionOffers } from './offers-by-cell.ts';

function ownOffersOn(db: DbOrTx, sectionId: number, viewer: UserRow) {
  return sectionOffers(
    db,
    sectionId,
    and(eq(offers.userId, viewer.id), notInArray(offers.status, [OfferStatus.active, OfferStatus.archive])),
  );
}

export type OwnPart = Awaited<ReturnType<typeof readOwnPart>>;

/** The viewer's own offers and holds on a section; read beside the shared part, not after it. */
export async function readOwnPart(db: DbOrTx, sectionId: number, viewer: UserRow) {
  const agent = viewer.group === Role.agent;
  const [offerRows, bookingRows, queues] = await Promise.all([
    ownOffersOn(db, sectionId, viewer),
    // Holds and queues are the agents' (admins are answered afresh); buyers pay no extra statement.
    agent ? openBookingsOf(db, sectionId) : Promise.resolve([]),
    agent ? sectionQueues(db, sectionId, viewer.id) : Promise.resolve(new Map<number, TChessCellQueue>()),
  ]);
  return { offerRows, mine: bookingRows.filter((b) => b.agentId === viewer.id), queues };
}

export function layOwnPart(
  shared: TChessView,
  { offerRows, mine, queues }: OwnPart,
  viewer: UserRow,
  now: Date,
): TChessView {
  if (offerRows.length === 0 && mine.length === 0 && queues.size === 0) return shared;

  const offersOnCell = offersByCell(offerRows, viewer);
  const bookingByCell = new Map(mine.map((b) => [b.cellId!, b]));

  const cellList = shared.cells.map((cell): TChessViewCell => {
    const own = offersOnCell.get(cell.id);
    const booking = bookingByCell.get(cell.id);
    const queue = queues.get(cell.id);
    if (!own && !booking && !queue) return cell;
    return {
      ...cell,
      ...(queue ? { queue } : {}),
      // The loader's order: by offer id.
      offers: own ? [...cell.offers, ...own].sort((a, b) => a.id - b.id) : cell.offers,
      booking: booking
        ? {
            id: booking.id,
            state: effectiveState(booking, now),
            expiresAt: booking.expiresAt?.toISOString() ?? null,
            mine: true,
          }
        : cell.booking,
    };
  });
  return { ...shared, cells: cellList };
}
