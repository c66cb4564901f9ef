// «Передать»: the booking goes to another manager of the company who takes bookings (the server checks it again).
import { useState, type FormEvent } from 'react';
import type { TBooking } from '#shared/schemas/bookings.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { fill } from '#shared/texts/ru.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Modal } from '#app/components/ui/modal.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useBookingMembers, usePassBooking } from '#app/resources/bookings.ts';
import styles from './booking-sheet.module.css';

const t = bookingTexts.pass;

export function PassDialog({
  booking,
  open,
  onClose,
}: {
  booking: TBooking;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={t.title}>
      {open && <PassForm booking={booking} onClose={onClose} />}
    </Modal>
  );
}

function PassForm({ booking, onClose }: { booking: TBooking; onClose: () => void }) {
  const members = useBookingMembers();
  const pass = usePassBooking();
  const [to, setTo] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const options = (members.data?.data ?? [])
    .filter((m) => m.id !== booking.assignee?.id)
    .map((m) => ({ value: m.id, title: m.name }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (to == null) return setError(t.choose);
    if (pass.isPending) return;
    try {
      await pass.mutateAsync({ id: booking.id, userId: to });
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.fieldError('userId') : undefined;
      if (field) return setError(field);
      if (!(failure instanceof ApiError && failure.handled)) toast(errorText(failure), { tone: 'error' });
      return;
    }
    toast(fill(t.done, options.find((o) => o.value === to)?.title ?? ''), { tone: 'success' });
    onClose();
  };
  return (
    <form onSubmit={(event) => void submit(event)} className={styles.form} noValidate>
      <Select
        label={t.to}
        value={to}
        onChange={(value) => {
          setTo(value);
          setError(undefined);
        }}
        options={options}
        placeholder={t.nobody}
        error={error}
        showError={!!error}
      />
      <div className={styles.buttons}>
        <Button variant="ghost" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button type="submit" loading={pass.isPending}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}
