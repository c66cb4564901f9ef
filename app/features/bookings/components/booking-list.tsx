// The list both screens share: an infinite scroll of booking cards, its spinner, end, empty and error looks.
import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { BOOKING_STATES, type TBookingState } from '#shared/bookings.ts';
import type { TBooking, TBookingsPage } from '#shared/schemas/bookings.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { ClockIcon } from '#app/components/ui/icons.tsx';
import { PagedList } from '#app/components/ui/paged-list.tsx';
import { StateChips } from '#app/components/ui/state-chips.tsx';
import stateList from '#app/styles/state-list.module.css';
import styles from './bookings.module.css';

const t = bookingTexts.list;

export interface BookingListProps {
  query: UseInfiniteQueryResult<InfiniteData<TBookingsPage>>;
  empty: { title: string; text?: string };
  label: string;
  render: (booking: TBooking) => ReactNode;
  /** The line under the last card: «Это все брони» unless told. */
  end?: string;
}

export const BookingList = ({ query, empty, label, render, end = t.allLoaded }: BookingListProps) => (
  <PagedList
    query={query}
    label={label}
    render={render}
    itemKey={(booking) => booking.id}
    empty={{ icon: <ClockIcon size={36} />, ...empty }}
    failure={{ title: t.loadError, retry: t.retry }}
    end={end}
    className={stateList.list}
  />
);

/** A request never runs out on a timer, so its list offers no «Истекла». */
const REQUEST_STATES = BOOKING_STATES.filter((state) => state !== 'expired');

/** The state filter's chips: «Все состояния» and each state, in a request's own words for a buyer's list. */
export function StateFilter({
  requests = false,
  ...props
}: {
  value: TBookingState | null;
  onChange: (value: TBookingState | null) => void;
  requests?: boolean;
}) {
  const titles = requests ? bookingTexts.requestState : bookingTexts.state;
  const options = (requests ? REQUEST_STATES : BOOKING_STATES).map((state) => ({
    value: state,
    title: titles[state],
  }));
  return <StateChips {...props} options={options} label={t.stateFilter} all={t.allStates} />;
}
