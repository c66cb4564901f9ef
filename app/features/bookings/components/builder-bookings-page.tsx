// «Брони и заявки»: what agents booked and buyers asked for in the builder's complexes, newest first, filtered by
// state and complex. New ones arrive live: a Booking* notification refreshes the list (notifications feature).
import { useState } from 'react';
import type { TBookingState } from '#shared/bookings.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { PageTitle } from '#app/components/ui/screen-container.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { useBackofficeObjects } from '#app/resources/backoffice.ts';
import { useBackofficeBookings } from '#app/resources/bookings.ts';
import { BookingList, StateFilter } from './booking-list.tsx';
import { BuilderBookingCard } from './builder-booking-card.tsx';
import styles from './bookings.module.css';

const t = bookingTexts.list;

export function BuilderBookingsPage() {
  const [state, setState] = useState<TBookingState | null>(null);
  const [objectId, setObjectId] = useState<number | null>(null);
  const objects = useBackofficeObjects();
  const complexes = (objects.data?.pages.flatMap((page) => page.data) ?? []).map((o) => ({
    value: o.id,
    title: o.title,
  }));
  const query = useBackofficeBookings({ state: state ?? undefined, objectId: objectId ?? undefined });
  const filtered = state != null || objectId != null;
  return (
    <>
      <PageTitle title={t.builderTitle} />
      <div className={styles.filters}>
        {complexes.length > 1 && (
          <Select
            label={t.objectFilter}
            value={objectId}
            onChange={setObjectId}
            options={complexes}
            placeholder={t.allObjects}
            className={styles.objectSelect}
          />
        )}
        <StateFilter value={state} onChange={setState} />
      </div>
      <BookingList
        query={query}
        label={t.builderTitle}
        empty={filtered ? { title: t.emptyFiltered } : { title: t.emptyBuilder, text: t.emptyBuilderHint }}
        render={(booking) => <BuilderBookingCard booking={booking} />}
      />
    </>
  );
}
