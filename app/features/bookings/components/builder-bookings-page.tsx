// «Брони и заявки»: what agents booked and buyers asked for in the builder company's complexes, newest first: «Все»,
// «Мои» (assigned to the reader), «Не разобранные» (nobody's yet, with how long they wait), or one manager's; by
// state and complex. New ones arrive live: a Booking* notification refreshes the list (notifications feature).
import { useState } from 'react';
import { BookingView, type TBookingState, type TBookingView } from '#shared/bookings.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { ComplexFilter } from '#app/components/complex-filter/complex-filter.tsx';
import { PageTitle } from '#app/components/ui/screen-container.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { StateChips } from '#app/components/ui/state-chips.tsx';
import { useBackofficeBookings, useBookingMembers } from '#app/resources/bookings.ts';
import { useUser } from '#app/resources/user.ts';
import { BookingList, StateFilter } from './booking-list.tsx';
import { BuilderBookingCard } from './builder-booking-card.tsx';
import stateList from '#app/styles/state-list.module.css';
import styles from './bookings.module.css';

const t = bookingTexts.list;

const VIEWS: { value: TBookingView; title: string }[] = [
  { value: BookingView.mine, title: t.views.mine },
  { value: BookingView.unassigned, title: t.views.unassigned },
];

export function BuilderBookingsPage() {
  const [state, setState] = useState<TBookingState | null>(null);
  const [objectId, setObjectId] = useState<number | null>(null);
  const [view, setView] = useState<TBookingView | null>(null);
  const [assigneeId, setAssigneeId] = useState<number | null>(null);
  const viewerId = useUser().data?.id ?? null;
  const members = useBookingMembers();
  const managers = (members.data?.data ?? []).map((m) => ({ value: m.id, title: m.name }));
  const query = useBackofficeBookings({
    state: state ?? undefined,
    objectId: objectId ?? undefined,
    view: view ?? undefined,
    assigneeId: view == null ? (assigneeId ?? undefined) : undefined,
  });
  const filtered = state != null || objectId != null || view != null || assigneeId != null;
  return (
    <>
      <PageTitle title={t.builderTitle} />
      <div className={stateList.filters}>
        <StateChips
          value={view}
          onChange={(value) => {
            setView(value);
            if (value) setAssigneeId(null);
          }}
          options={VIEWS}
          label={t.viewFilter}
          all={t.views.all}
        />
        {view == null && managers.length > 1 && (
          <Select
            label={t.managerFilter}
            value={assigneeId}
            onChange={setAssigneeId}
            options={managers}
            placeholder={t.allManagers}
            className={styles.viewSelect}
          />
        )}
        <ComplexFilter
          label={t.objectFilter}
          placeholder={t.allObjects}
          value={objectId}
          onChange={setObjectId}
          className={styles.objectSelect}
        />
        <StateFilter value={state} onChange={setState} />
      </div>
      <BookingList
        query={query}
        label={t.builderTitle}
        empty={filtered ? { title: t.emptyFiltered } : { title: t.emptyBuilder, text: t.emptyBuilderHint }}
        render={(booking) => <BuilderBookingCard booking={booking} viewerId={viewerId} />}
      />
    </>
  );
}
