// The top of a booking's card on both lists: the unit, its complex (a link to the unit on the chessboard), the
// state and, while the hold runs, the time left; then the facts the reader needs.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isOpenBooking } from '#shared/bookings.ts';
import { formatDayTime, formatPhone, formatPrice } from '#shared/format.ts';
import type { TBooking } from '#shared/schemas/bookings.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { type Fact, Facts } from '#app/components/ui/facts.tsx';
import { paths } from '#app/lib/paths.ts';
import { unitLines } from '../lib/booking-view.ts';
import { StateBadge, TimeLeft } from './booking-parts.tsx';
import stateList from '#app/styles/state-list.module.css';
import layout from '#app/styles/layout.module.css';
import styles from './bookings.module.css';

const t = bookingTexts.list;

export function BookingHead({ booking, tags }: { booking: TBooking; tags?: ReactNode }) {
  const unit = unitLines(booking);
  const chess =
    booking.sectionId != null
      ? paths.realtyChess(booking.objectId, booking.sectionId, { cell: booking.cellId ?? undefined })
      : paths.realty(booking.objectId);
  return (
    <div className={stateList.head}>
      <div className={styles.unit}>
        <span className={styles.unitTitle}>{unit.title}</span>
        {unit.details && <span className={stateList.muted}>{unit.details}</span>}
        <Link to={chess} className={stateList.complex} title={t.openChess}>
          {booking.objectTitle}
        </Link>
      </div>
      <div className={layout.toolbar}>
        {tags}
        <StateBadge kind={booking.kind} state={booking.state} />
        {booking.expiresAt && isOpenBooking(booking.state) && <TimeLeft expiresAt={booking.expiresAt} />}
      </div>
    </div>
  );
}

export type { Fact };

/** Price, client, expiry; `extra` facts go after the client. */
export function BookingFacts({ booking, extra = [] }: { booking: TBooking; extra?: Fact[] }) {
  const open = isOpenBooking(booking.state);
  const facts: Fact[] = [
    [t.price, formatPrice(booking.price)],
    [
      t.client,
      <>
        {booking.client.name}
        <br />
        <a href={`tel:${booking.client.phone}`}>{formatPhone(booking.client.phone)}</a>
      </>,
    ],
    ...extra,
    ...(open && booking.expiresAt
      ? [[booking.state === 'requested' ? t.answerBy : t.expires, formatDayTime(booking.expiresAt)] as Fact]
      : []),
    [t.created, formatDayTime(booking.createdAt)],
  ];
  return (
    <>
      <Facts items={facts} className={styles.facts} />
      {booking.comment && <p className={styles.comment}>{booking.comment}</p>}
    </>
  );
}
