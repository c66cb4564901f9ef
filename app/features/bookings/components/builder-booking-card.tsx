// A booking or request on the builder's screen: the unit, complex, kind and source, who answers it (or how long it
// has waited for someone), the client, the agent (a tap calls), price and expiry, the answers its state allows
// (shared/bookings.ts), «Передать» and the history. Decline asks for a
// reason; extend, sold and release are confirmed first; confirm acts at once.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isOpenBooking, type TBookingAction } from '#shared/bookings.ts';
import { formatPhone, formatPrice } from '#shared/format.ts';
import type { TBooking } from '#shared/schemas/bookings.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { fill } from '#shared/texts/ru.ts';
import { dealTexts } from '#shared/texts/deals.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { useSubmitLock } from '#app/hooks/use-submit-lock.ts';
import { toastError } from '#app/lib/toast-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useAnswerBooking } from '#app/resources/bookings.ts';
import { useOpenDeal } from '#app/resources/deals.ts';
import { paths } from '#app/lib/paths.ts';
import { actionTitle, allowedActions } from '../lib/booking-view.ts';
import { BookingFacts, BookingHead, type Fact } from './booking-facts.tsx';
import { BookingHistory } from './booking-parts.tsx';
import { AssigneeTag } from './assignee-parts.tsx';
import { DeclineDialog } from './decline-dialog.tsx';
import { PassDialog } from './pass-dialog.tsx';
import styles from './bookings.module.css';
import { BookingAgreement } from './booking-agreement.tsx';

const t = bookingTexts;

const VARIANT: Record<TBookingAction, 'primary' | 'secondary' | 'danger' | 'ghost'> = {
  confirm: 'primary',
  extend: 'secondary',
  sold: 'secondary',
  release: 'ghost',
  decline: 'danger',
};

/** viewerId: the reader, for «Назначена вам». */
export function BuilderBookingCard({
  booking,
  viewerId = null,
}: {
  booking: TBooking;
  viewerId?: number | null;
}) {
  const answer = useAnswerBooking();
  const confirm = useConfirm();
  const [declining, setDeclining] = useState(false);
  const [passing, setPassing] = useState(false);
  const request = booking.kind === 'request';
  const openDeal = useOpenDeal();
  const navigate = useNavigate();
  const dealId = booking.dealId ?? null;
  // «Оформить сделку»: a confirmed booking, or an open request for a unit.
  const mayOpenDeal =
    dealId == null &&
    (booking.state === 'confirmed' || (request && booking.state === 'requested' && booking.cellId != null));
  const startDeal = async () => {
    try {
      const deal = await openDeal.mutateAsync(booking.id);
      void navigate(paths.builderDeal(deal.id));
    } catch (error) {
      toastError(error);
    }
  };

  // One answer at a time: a double click on «Отклонить» in the dialog sends once.
  const { lock } = useSubmitLock();
  const send = lock(async (action: TBookingAction, reason?: string) => {
    try {
      await answer.mutateAsync({ id: booking.id, action, reason });
    } catch (error) {
      toastError(error);
      return;
    }
    setDeclining(false);
    toast((request ? t.act.requestDone : t.act.done)[action], { tone: 'success' });
  });

  const asks: Partial<Record<TBookingAction, () => { title: string; text?: string }>> = {
    extend: () => ({ title: t.act.extendConfirm, text: t.act.extendText }),
    sold: () => ({ title: t.act.soldConfirm, text: fill(t.act.soldText, formatPrice(booking.price)) }),
    release: () => ({ title: t.act.releaseConfirm, text: request ? undefined : t.act.releaseText }),
  };

  const onAction = async (action: TBookingAction) => {
    if (action === 'decline') return setDeclining(true);
    const ask = asks[action]?.();
    if (ask && !(await confirm({ ...ask, confirmLabel: actionTitle(booking.kind, action) }))) return;
    send(action);
  };

  const source = t.list.source[booking.source];
  const agent: Fact[] = booking.agent
    ? [
        [
          request ? t.list.buyer : t.list.agent,
          <>
            {booking.agent.name}
            <br />
            <a
              href={`tel:${booking.agent.phone}`}
              aria-label={`${formatPhone(booking.agent.phone)}. ${t.list.call}: ${booking.agent.name}`}
            >
              {formatPhone(booking.agent.phone)}
            </a>
          </>,
        ],
      ]
    : [];
  // Under a deal the booking is the deal's: it is moved from the deal's page.
  const actions = dealId == null ? allowedActions(booking) : [];
  return (
    <article className={styles.card} data-testid="builder-booking" data-booking-id={booking.id}>
      <BookingHead
        booking={booking}
        tags={
          <span className={styles.kind}>
            {t.kind[booking.kind]}
            {` · ${source}`}
          </span>
        }
      />
      <div className={styles.assignment}>
        <AssigneeTag booking={booking} viewerId={viewerId} />
      </div>
      <BookingFacts booking={booking} extra={agent} />
      {(actions.length > 0 || isOpenBooking(booking.state) || dealId != null) && (
        <div className={styles.actions}>
          {mayOpenDeal && (
            <Button size="sm" loading={openDeal.isPending} onClick={() => void startDeal()}>
              {dealTexts.open}
            </Button>
          )}
          {dealId != null && (
            <Button size="sm" variant="secondary" onClick={() => void navigate(paths.builderDeal(dealId))}>
              {dealTexts.screen.openDeal}
            </Button>
          )}
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={VARIANT[action]}
              disabled={answer.isPending}
              loading={answer.isPending && answer.variables?.action === action}
              onClick={() => void onAction(action)}
            >
              {actionTitle(booking.kind, action)}
            </Button>
          ))}
          {isOpenBooking(booking.state) && dealId == null && (
            <Button size="sm" variant="ghost" disabled={answer.isPending} onClick={() => setPassing(true)}>
              {t.pass.action}
            </Button>
          )}
        </div>
      )}
      <BookingAgreement booking={booking} />
      <BookingHistory booking={booking} />
      <DeclineDialog
        open={declining}
        title={request ? t.act.declineRequestTitle : t.act.declineTitle}
        busy={answer.isPending}
        onSubmit={(reason) => send('decline', reason)}
        onCancel={() => setDeclining(false)}
      />
      <PassDialog booking={booking} open={passing} onClose={() => setPassing(false)} />
    </article>
  );
}
