// The list both screens share: an infinite scroll of booking cards, its spinner, end, empty and error looks.
import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { BOOKING_STATES, type TBookingState } from '#shared/bookings.ts';
import type { TBooking, TBookingsPage } from '#shared/schemas/bookings.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { Button } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { AlertIcon, ClockIcon } from '#app/components/ui/icons.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { useLoadMore } from '#app/hooks/use-load-more.ts';
import { errorText, isAbort } from '#app/lib/api-error.ts';
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

export function BookingList({ query, empty, label, render, end = t.allLoaded }: BookingListProps) {
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  const failed = query.isError && !isAbort(query.error);
  const loading = query.isPending || query.isFetchingNextPage;
  const sentinel = useLoadMore<HTMLDivElement>(
    () => void query.fetchNextPage(),
    !failed && !loading && query.hasNextPage,
    query.data?.pages.length ?? 0,
  );
  return (
    <div className={styles.state}>
      {items.length > 0 && (
        <ul className={styles.list} aria-label={label}>
          {items.map((booking) => (
            <li key={booking.id}>{render(booking)}</li>
          ))}
        </ul>
      )}
      {!loading && !failed && items.length === 0 && (
        <EmptyState icon={<ClockIcon size={36} />} title={empty.title} text={empty.text} tone="neutral" />
      )}
      {loading && (
        <div className={styles.loading}>
          <Spinner size={28} />
        </div>
      )}
      {failed && (
        <EmptyState
          tone="danger"
          icon={<AlertIcon size={36} />}
          title={t.loadError}
          text={errorText(query.error)}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t.retry}
            </Button>
          }
        />
      )}
      {!loading && !failed && !query.hasNextPage && items.length > 5 && <p className={styles.end}>{end}</p>}
      <div ref={sentinel} aria-hidden="true" />
    </div>
  );
}

/** A request never runs out on a timer, so its list offers no «Истекла». */
const REQUEST_STATES = BOOKING_STATES.filter((state) => state !== 'expired');

/** The state filter's chips: «Все состояния» and each state, in a request's own words for a buyer's list. */
export function StateFilter({
  value,
  onChange,
  requests = false,
}: {
  value: TBookingState | null;
  onChange: (value: TBookingState | null) => void;
  requests?: boolean;
}) {
  const titles = requests ? bookingTexts.requestState : bookingTexts.state;
  const options = [
    { value: null, title: t.allStates },
    ...(requests ? REQUEST_STATES : BOOKING_STATES).map((state) => ({ value: state, title: titles[state] })),
  ];
  return (
    <div className={styles.chips} role="group" aria-label={t.stateFilter}>
      {options.map((option) => (
        <button
          key={option.value ?? 'all'}
          type="button"
          className={styles.chip}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.title}
        </button>
      ))}
    </div>
  );
}
