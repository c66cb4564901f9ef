// «Заявки по этому ЖК» under the booking settings: the manager who takes this complex's requests when the company
// assigns by complex (companies.assign_mode), or «По очереди». Saved with the object (PUT `requestManagerId`); the
// server checks the person answers the company's bookings (422 on the field).
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { FormSelect } from '#app/components/forms/form-fields.tsx';
import { useBookingMembers } from '#app/resources/bookings.ts';
import { useObjectUpdateForm } from '../../hooks/use-object-form.ts';
import { SettingsForm } from './settings-form.tsx';

const t = bookingTexts.requestManager;

interface Values {
  requestManagerId: number | null;
}

const toValues = (object: TBackofficeObject): Values => ({ requestManagerId: object.requestManagerId });

export function RequestManagerSettings({ object }: { object: TBackofficeObject }) {
  const members = useBookingMembers();
  const form = useObjectUpdateForm(object, toValues, (v) => ({ requestManagerId: v.requestManagerId ?? '' }));
  const options = (members.data?.data ?? []).map((m) => ({ value: m.id, title: m.name }));
  return (
    <SettingsForm title={t.title} hint={t.hint} testId="request-manager-settings" form={form}>
      <FormSelect
        control={form.control}
        name="requestManagerId"
        label={t.label}
        options={options}
        placeholder={t.inTurn}
      />
    </SettingsForm>
  );
}
