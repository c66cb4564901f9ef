// «Передать»: the booking goes to another manager of the company who takes bookings (the server checks it again).
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { TBooking } from '#shared/schemas/bookings.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { fill } from '#shared/texts/ru.ts';
import { FormActions } from '#app/components/ui/form-actions.tsx';
import { Modal } from '#app/components/ui/modal.tsx';
import { FormSelect } from '#app/components/forms/form-fields.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useBookingMembers, usePassBooking } from '#app/resources/bookings.ts';
import layout from '#app/styles/layout.module.css';

const t = bookingTexts.pass;

/** The form's part of the «assign» action: a manager chosen. */
const ZPass = z.object({ userId: z.custom<number>((v) => typeof v === 'number', t.choose) }) as z.ZodType<
  { userId: number },
  { userId: number | null }
>;

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
  const options = (members.data?.data ?? [])
    .filter((m) => m.id !== booking.assignee?.id)
    .map((m) => ({ value: m.id, title: m.name }));
  const api = useApiForm<{ userId: number | null }, { userId: number }>({
    defaultValues: { userId: null },
    schema: ZPass,
    send: ({ userId }) => pass.mutateAsync({ id: booking.id, userId }),
    onSuccess: (_, { userId }) => {
      toast(fill(t.done, options.find((o) => o.value === userId)?.title ?? ''), { tone: 'success' });
      onClose();
    },
  });
  const to = useWatch({ control: api.control, name: 'userId' });
  return (
    <form onSubmit={(event) => void api.submit(event)} className={layout.stack} noValidate>
      <FormSelect
        control={api.control}
        name="userId"
        label={t.to}
        options={options}
        placeholder={t.nobody}
        showError={to == null}
      />
      <FormActions cancel={t.cancel} onCancel={onClose} submit={t.submit} pending={api.pending} />
    </form>
  );
}
