// The viewer's own part of a shared chessboard: their resale offers that are not active (drafts, inactive,
// disabled: active ones are in the shared part) and the holds they have open. Laid over with new objects; the
// shared answer itself is never changed.
import { and, eq, notInArray } from 'drizzle-orm';
import { OfferStatus, Role } from '#shared/enums.ts';
import type { TChessView, TChessViewCell } from '#shared/schemas/realty.ts';
import type { DbOrTx } from '../../db/client.ts';
import { offers, type UserRow } from '../../db/schema/index.ts';
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
  const [offerRows, bookingRows] = await Promise.all([
    ownOffersOn(db, sectionId, viewer),
    // Holds are the agents' (admins are answered afresh).
    viewer.group === Role.agent ? openBookingsOf(db, sectionId) : Promise.resolve([]),
  ]);
  return { offerRows, mine: bookingRows.filter((b) => b.agentId === viewer.id) };
}

export function layOwnPart(
  shared: TChessView,
  { offerRows, mine }: OwnPart,
  viewer: UserRow,
  now: Date,
): TChessView {
  if (offerRows.length === 0 && mine.length === 0) return shared;

  const offersOnCell = offersByCell(offerRows, viewer);
  const bookingByCell = new Map(mine.map((b) => [b.cellId!, b]));

  const cellList = shared.cells.map((cell): TChessViewCell => {
    const own = offersOnCell.get(cell.id);
    const booking = bookingByCell.get(cell.id);
    if (!own && !booking) return cell;
    return {
      ...cell,
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
