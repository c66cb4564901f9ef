// «Мои брони»: the agent's bookings (and a buyer's requests), newest first, filtered by state, each with its live
// countdown, its history and «Отменить» while it is open.
import { useState } from 'react';
import { isOpenBooking, type TBookingState } from '#shared/bookings.ts';
import type { TBooking } from '#shared/schemas/bookings.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { PageTitle } from '#app/components/ui/screen-container.tsx';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useCancelBooking, useMyBookings } from '#app/resources/bookings.ts';
import { BookingFacts, BookingHead } from './booking-facts.tsx';
import { BookingList, StateFilter } from './booking-list.tsx';
import { BookingHistory } from './booking-parts.tsx';
import styles from './bookings.module.css';

const t = bookingTexts.list;

function MyBookingCard({ booking }: { booking: TBooking }) {
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
        if (!(error instanceof ApiError && error.handled)) toast(errorText(error), { tone: 'error' });
      },
    });
  };
  return (
    <article className={styles.card} data-testid="my-booking" data-booking-id={booking.id}>
      <BookingHead
        booking={booking}
        tags={<span className={styles.kind}>{bookingTexts.kind[booking.kind]}</span>}
      />
      <BookingFacts booking={booking} />
      {isOpenBooking(booking.state) && (
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" loading={cancel.isPending} onClick={() => void onCancel()}>
            {t.cancel}
          </Button>
        </div>
      )}
      <BookingHistory booking={booking} />
    </article>
  );
}

/** `requests`: a buyer's «Мои заявки», in a request's words. */
export function MyBookingsPage({ title, requests = false }: { title: string; requests?: boolean }) {
  const [state, setState] = useState<TBookingState | null>(null);
  const query = useMyBookings(state);
  return (
    <>
      <PageTitle title={title} />
      <div className={styles.filters}>
        <StateFilter value={state} onChange={setState} requests={requests} />
      </div>
      <BookingList
        query={query}
        label={title}
        empty={
          state
            ? { title: t.emptyFiltered }
            : requests
              ? { title: t.emptyMineRequests, text: t.emptyMineRequestsHint }
              : { title: t.emptyMine, text: t.emptyMineHint }
        }
        end={requests ? t.requestsLoaded : t.allLoaded}
        render={(booking) => <MyBookingCard booking={booking} />}
      />
    </>
  );
}
