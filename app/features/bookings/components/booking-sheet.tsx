// The sheet that books a unit for a client (agents, admins) or leaves a request to the builder (anyone logged in):
// the client's name and phone, a comment, and for agents the commission the complex pays. Loaded on first opening,
// so Zod and the form stay out of the chessboard's first screen. A 422 lands on its fields, a 409 (the unit was
// taken meanwhile) shows above the button.
import { useEffect, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BOOKING_LIMITS, type TBookingKind } from '#shared/bookings.ts';
import { formatNumber, formatPrice } from '#shared/format.ts';
import { ZBookingCreate } from '#shared/schemas/bookings.ts';
import { queueTexts } from '#shared/texts/booking-queue.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { fill } from '#shared/texts/ru.ts';
import { unitLabel } from '#shared/texts/units.ts';
import type { TUnitKind } from '#shared/unit-kind.ts';
import { FormPhone, FormText } from '#app/components/forms/form-fields.tsx';
import { BottomSheet } from '#app/components/ui/bottom-sheet.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { FormActions } from '#app/components/ui/form-actions.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { applyServerErrors } from '#app/lib/form-errors.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useJoinQueue } from '#app/resources/booking-queue.ts';
import { useCreateBooking } from '#app/resources/bookings.ts';
import {
  EMPTY_BOOKING_VALUES,
  dropBookingDraft,
  keepBookingValues,
  readBookingDraft,
  type BookingDraftValues,
} from '../lib/booking-draft.ts';
import { holdLength } from '../lib/booking-view.ts';
import formLayout from '#app/styles/form-layout.module.css';
import layout from '#app/styles/layout.module.css';
import styles from './booking-sheet.module.css';

const t = bookingTexts.sheet;

/** What the sheet asks; the unit and the kind come from the card. */
const ZClientForm = ZBookingCreate.pick({ clientName: true, clientPhone: true, comment: true });
const FIELDS = ['clientName', 'clientPhone', 'comment'] as const;

type Values = BookingDraftValues;
type Output = { clientName: string; clientPhone: string; comment?: string };
// The schema reads `comment` as unknown (blank → absent); the form always holds a string.
const resolver = zodResolver(ZClientForm) as unknown as Resolver<Values, unknown, Output>;

export interface BookingSheetProps {
  open: boolean;
  onClose: () => void;
  kind: TBookingKind;
  /** kind: a flat, a parking place or premises, for the nouns (shared/unit-kind.ts). */
  cell: { id: number; number: string | null; price: number | null; kind: TUnitKind };
  /** How long a booking holds the unit (the complex's setting). */
  holdHours: number;
  /** The complex's commission, for agents only. */
  commission: { percent: number | null; text: string | null } | null;
  onSent: (kind: TBookingKind) => void;
}

function commissionLine(commission: BookingSheetProps['commission'], price: number | null): string | null {
  if (!commission) return null;
  const { percent, text } = commission;
  if (percent != null && price != null)
    return fill(t.commissionValue, formatNumber(percent), formatPrice(Math.round((price * percent) / 100)));
  if (percent != null) return `${formatNumber(percent)} %`;
  return text;
}

export default function BookingSheet({ open, onClose, kind, cell, ...rest }: BookingSheetProps) {
  const book = kind === 'booking';
  // «Бронь кв. 15», «Бронь машино-места М-5»; «Заявка на кв. 15», «Заявка на машино-место М-5».
  const title = book
    ? fill(t.bookTitle, unitLabel(cell.kind, cell.number, 'genitive'))
    : fill(t.requestTitle, unitLabel(cell.kind, cell.number, 'accusative'));
  return (
    <BottomSheet open={open} onClose={onClose} title={title}>
      {open && <BookingForm key={`${kind}-${cell.id}`} kind={kind} cell={cell} onClose={onClose} {...rest} />}
    </BottomSheet>
  );
}

function BookingForm({
  kind,
  cell,
  commission,
  holdHours,
  onSent,
  onClose,
}: Omit<BookingSheetProps, 'open'>) {
  const book = kind === 'booking';
  const create = useCreateBooking();
  // Offline the sheet says so at once (the shell's «Нет сети» banner is behind it) and sends nothing, now or later:
  // the mutation is never paused to be replayed when the network is back.
  const offline = book ? t.offlineBooking : t.offlineRequest;
  // One request per submit: a double click sends once (and the key makes a repeat harmless on the server).
  const api = useApiForm<Values, Output, 'sent' | 'offline'>({
    defaultValues: readBookingDraft(cell.id)?.values ?? EMPTY_BOOKING_VALUES,
    resolver,
    inlineError: true,
    errors: { fields: FIELDS },
    send: async (values) => {
      if (!navigator.onLine) return 'offline';
      await create.mutateAsync({ cellId: cell.id, kind, ...values });
      return 'sent';
    },
    onError: (error): boolean => {
      if (error instanceof ApiError && error.type === 'NetworkError') {
        api.setFormError(offline);
        return true;
      }
      // Someone holds the unit now: the agent may stand in its queue instead.
      if (book && error instanceof ApiError && error.status === 409) setHeld(true);
      return false;
    },
    onSuccess: (answer): void => {
      if (answer === 'offline') return api.setFormError(offline);
      dropBookingDraft();
      toast(book ? t.sentBooking : t.sentRequest, { tone: 'success' });
      onSent(kind);
      onClose();
    },
  });
  const { form, formError: general, setFormError: setGeneral, submit, pending } = api;
  const { watch } = form;
  useEffect(() => {
    const watching = watch((values) =>
      keepBookingValues(cell.id, kind, { ...EMPTY_BOOKING_VALUES, ...values }),
    );
    return () => watching.unsubscribe();
  }, [watch, cell.id, kind]);

  const [held, setHeld] = useState(false);
  const join = useJoinQueue();
  const joinQueue = async () => {
    const { clientName, clientPhone, comment } = form.getValues();
    try {
      await join.mutateAsync({
        cellId: cell.id,
        body: { clientName, clientPhone, ...(comment?.trim() ? { comment } : {}) },
      });
    } catch (error) {
      if (error instanceof ApiError && error.handled) return;
      setGeneral(applyServerErrors(form.setError, error, { fields: FIELDS }) ?? null);
      return;
    }
    dropBookingDraft();
    toast(queueTexts.cell.joined, { tone: 'success' });
    onClose();
  };

  const commissionText = book ? commissionLine(commission, cell.price) : null;
  return (
    <form onSubmit={submit} className={layout.stack} noValidate data-testid="booking-form">
      <FormText
        control={form.control}
        name="clientName"
        label={t.clientName}
        maxLength={BOOKING_LIMITS.clientName}
        autoComplete="off"
        placeholder=""
        required
      />
      <FormPhone
        control={form.control}
        name="clientPhone"
        label={t.clientPhone}
        autoComplete="off"
        required
      />
      <FormText
        control={form.control}
        name="comment"
        label={t.comment}
        placeholder={t.commentPlaceholder}
        maxLength={BOOKING_LIMITS.comment}
        counter
        multiline
        rows={3}
      />
      {commissionText && (
        <div className={styles.commission} data-testid="booking-commission">
          <span>{t.commission}</span>
          <strong>{commissionText}</strong>
          {commission?.percent != null && commission.text && (
            <span className={styles.commissionText}>{commission.text}</span>
          )}
        </div>
      )}
      {book ? (
        <div className={styles.hint} data-testid="booking-hold">
          <p>{fill(t.hold, unitLabel(cell.kind, null), holdLength(holdHours))}</p>
          <p>{cell.price != null ? fill(t.priceFixed, formatPrice(cell.price)) : t.priceFixedBare}</p>
        </div>
      ) : (
        <p className={styles.hint}>{t.requestHint}</p>
      )}
      {general && (
        <p className={formLayout.error} role="alert">
          {general}
        </p>
      )}
      {held && (
        <Button variant="secondary" block loading={join.isPending} onClick={() => void joinQueue()}>
          {queueTexts.cell.join}
        </Button>
      )}
      <FormActions
        cancel={t.cancel}
        onCancel={onClose}
        submit={book ? t.submitBook : t.submitRequest}
        pending={pending}
      />
    </form>
  );
}
