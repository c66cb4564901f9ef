// The booking block of a unit's card on the buyers' chessboard. An open booking the viewer may see (their own, or
// any, for the builder) reads «Забронирована до 28.11, 15:00»; otherwise agents and admins book a unit on sale in a
// complex that takes bookings, and anyone logged in leaves a request for a unit on sale or on assignment; agents see
// the unit's queue and join it while the unit is held (cell-queue.tsx). The sheet loads on the first tap.
import { lazy, Suspense, useState } from 'react';
import { isOpenBooking, type TBookingKind } from '#shared/bookings.ts';
import { CellStatus, Role, type TRole } from '#shared/enums.ts';
import { formatDayTime } from '#shared/format.ts';
import type { TChessView, TChessViewCell } from '#shared/schemas/realty.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { fill } from '#shared/texts/ru.ts';
import { cellUnitKind } from '#shared/unit-kind.ts';
import { Button } from '#app/components/ui/button.tsx';
import { ClockIcon } from '#app/components/ui/icons.tsx';
import { useOwnOpenRequest } from '#app/resources/bookings.ts';
import { dropBookingDraft, readBookingDraft, startBookingDraft } from '../lib/booking-draft.ts';
import { CellQueue } from './cell-queue.tsx';
import styles from './cell-booking.module.css';

const BookingSheet = lazy(() => import('./booking-sheet.tsx'));
const t = bookingTexts;

export interface CellBookingProps {
  cell: TChessViewCell;
  view: Pick<TChessView, 'bookingEnabled' | 'bookingHoldHours' | 'rows'>;
  viewer: { group: TRole } | null;
  commission: { percent: number | null; text: string | null } | null;
}

export function bookingLine(booking: NonNullable<TChessViewCell['booking']>): string {
  if (booking.state === 'confirmed' && booking.expiresAt)
    return fill(t.cell.bookedUntil, formatDayTime(booking.expiresAt));
  if (booking.expiresAt) return fill(t.cell.waitingUntil, formatDayTime(booking.expiresAt));
  return t.cell.waiting;
}

export function CellBooking({ cell, view, viewer, commission }: CellBookingProps) {
  // A sheet left open when the card remounted (the window crossed the wide-screen breakpoint) opens again.
  const [sheet, setSheet] = useState<TBookingKind | null>(() => readBookingDraft(cell.id)?.kind ?? null);
  const [used, setUsed] = useState<TBookingKind | null>(sheet);
  // What was sent from this card, until the board's fresh answer shows it.
  const [sent, setSent] = useState<{ cellId: number; kind: TBookingKind } | null>(null);
  // A request the viewer already sent for this unit reads instead of the button, with its state.
  const request = useOwnOpenRequest(cell.id, viewer !== null);
  if (!viewer) return null;
  const status = cell.data.status;
  const booking = cell.booking && isOpenBooking(cell.booking.state) ? cell.booking : null;
  const agent = viewer.group === Role.agent || viewer.group === Role.admin;
  // While another agent's queue turn lasts, the unit is theirs to book: the card offers the queue instead.
  const othersTurn = cell.queue?.offeredUntil != null && !cell.queue.myTurn;
  const canBook = agent && view.bookingEnabled && status === CellStatus.sale && !cell.disabled && !othersTurn;
  const canAsk = (status === CellStatus.sale || status === CellStatus.assignment) && !cell.disabled;
  const sentHere = sent?.cellId === cell.id ? sent.kind : null;

  const open = (kind: TBookingKind) => {
    startBookingDraft(cell.id, kind);
    setUsed(kind);
    setSheet(kind);
  };

  let line: string | null = null;
  if (booking) line = bookingLine(booking);
  else if (sentHere === 'booking') line = t.cell.waiting;
  else if (request)
    line = fill(t.cell.requestSent, formatDayTime(request.createdAt), t.requestState[request.state]);
  else if (sentHere === 'request') line = t.sheet.sentRequest;
  // An agent with a request open may still book; nobody is offered a second request.
  const ask = canAsk && !request;

  return (
    <div className={styles.block}>
      {line && (
        <p
          className={styles.line}
          data-state={booking?.state ?? request?.state ?? 'requested'}
          data-testid="cell-booking"
        >
          <ClockIcon size={16} />
          {line}
        </p>
      )}
      <CellQueue cell={cell} bookingEnabled={view.bookingEnabled} viewer={viewer} />
      {!booking && !sentHere && (canBook || ask) && (
        <div className={styles.buttons}>
          {canBook && (
            <Button size="lg" block onClick={() => open('booking')}>
              {t.cell.book}
            </Button>
          )}
          {ask && (
            <Button
              size="lg"
              block
              variant={canBook ? 'secondary' : 'primary'}
              onClick={() => open('request')}
            >
              {t.cell.request}
            </Button>
          )}
        </div>
      )}
      {used && (
        <Suspense fallback={null}>
          <BookingSheet
            open={sheet !== null}
            onClose={() => {
              dropBookingDraft();
              setSheet(null);
            }}
            kind={sheet ?? used}
            cell={{
              id: cell.id,
              number: cell.data.number,
              price: cell.data.price,
              kind: cellUnitKind(cell, view.rows),
            }}
            holdHours={view.bookingHoldHours}
            commission={agent ? commission : null}
            onSent={(kind) => setSent({ cellId: cell.id, kind })}
          />
        </Suspense>
      )}
    </div>
  );
}
