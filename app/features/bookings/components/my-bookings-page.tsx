// «Мои брони»: the agent's bookings (and a buyer's requests), newest first, filtered by state, each with its live
// countdown, its history and «Отменить» while it is open. An agency's head sees the agency's, and picks one agent.
import { useState } from 'react';
import { isOpenBooking, type TBookingState } from '#shared/bookings.ts';
import type { TBooking } from '#shared/schemas/bookings.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { PageTitle } from '#app/components/ui/screen-container.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { toastError } from '#app/lib/toast-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useAgencyMembers, useCancelBooking, useMyBookings } from '#app/resources/bookings.ts';
import { useUser } from '#app/resources/user.ts';
import { BookingFacts, BookingHead } from './booking-facts.tsx';
import { BookingList, StateFilter } from './booking-list.tsx';
import { BookingHistory } from './booking-parts.tsx';
import { MyQueuePlaces } from './my-queue-places.tsx';
import stateList from '#app/styles/state-list.module.css';
import styles from './bookings.module.css';
import { BookingAgreement } from './booking-agreement.tsx';

const t = bookingTexts.list;

/** own: the reader made it (a head reads their agents' too, but only the agent cancels). */
function MyBookingCard({ booking, own }: { booking: TBooking; own: boolean }) {
  const confirm = useConfirm();
  const cancel = useCancelBooking();
  const onCancel = async () => {
    const ok = await confirm({
      title: booking.kind === 'request' ? t.cancelRequestConfirm : t.cancelConfirm,
      text: t.cancelText,
      confirmLabel: t.cancel,
      cancelLabel: t.keep,
      danger: true,
    });
    if (!ok) return;
    cancel.mutate(booking.id, {
      onSuccess: () => toast(t.cancelled, { tone: 'success' }),
      onError: (error) => {
        toastError(error);
      },
    });
  };
  return (
    <article className={styles.card} data-testid="my-booking" data-booking-id={booking.id}>
      <BookingHead
        booking={booking}
        tags={<span className={styles.kind}>{bookingTexts.kind[booking.kind]}</span>}
      />
      <BookingFacts
        booking={booking}
        extra={!own && booking.agent ? [[t.memberFilter, booking.agent.name]] : []}
      />
      {own && isOpenBooking(booking.state) && (
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" loading={cancel.isPending} onClick={() => void onCancel()}>
            {t.cancel}
          </Button>
        </div>
      )}
      <BookingAgreement booking={booking} />
      <BookingHistory booking={booking} />
    </article>
  );
}

/** `requests`: a buyer's «Мои заявки», in a request's words. */
export function MyBookingsPage({ title, requests = false }: { title: string; requests?: boolean }) {
  const [state, setState] = useState<TBookingState | null>(null);
  const [memberId, setMemberId] = useState<number | null>(null);
  const viewerId = useUser().data?.id ?? null;
  const query = useMyBookings(state, memberId);
  // Only an agency's head gets agents back; anyone else, an empty list and no filter.
  const members = useAgencyMembers(!requests);
  const agents = (members.data?.data ?? []).map((m) => ({ value: m.id, title: m.name }));
  return (
    <>
      <PageTitle title={title} />
      {!requests && <MyQueuePlaces />}
      <div className={stateList.filters}>
        {agents.length > 0 && (
          <Select
            label={t.memberFilter}
            value={memberId}
            onChange={setMemberId}
            options={agents}
            placeholder={t.allMembers}
            className={styles.viewSelect}
          />
        )}
        <StateFilter value={state} onChange={setState} requests={requests} />
      </div>
      <BookingList
        query={query}
        label={title}
        empty={
          state || memberId
            ? { title: t.emptyFiltered }
            : requests
              ? { title: t.emptyMineRequests, text: t.emptyMineRequestsHint }
              : { title: t.emptyMine, text: t.emptyMineHint }
        }
        end={requests ? t.requestsLoaded : t.allLoaded}
        render={(booking) => (
          <MyBookingCard booking={booking} own={viewerId == null || booking.agent?.id === viewerId} />
        )}
      />
    </>
  );
}
