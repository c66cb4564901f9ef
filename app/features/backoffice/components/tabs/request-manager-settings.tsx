// «Заявки по этому ЖК» under the booking settings: the manager who takes this complex's requests when the company
// assigns by complex (companies.assign_mode), or «По очереди». Saved with the object (PUT `requestManagerId`); the
// server checks the person answers the company's bookings (422 on the field).
import { Controller } from 'react-hook-form';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { Select } from '#app/components/ui/select.tsx';
import { updateObject } from '#app/resources/backoffice.ts';
import { useBookingMembers } from '#app/resources/bookings.ts';
import { useObjectForm } from '../../hooks/use-object-form.ts';
import { SaveBar } from '../save-bar.tsx';
import styles from '../forms.module.css';
import own from './fixation-settings.module.css';

const t = bookingTexts.requestManager;

interface Values {
  requestManagerId: number | null;
}

const toValues = (object: TBackofficeObject): Values => ({ requestManagerId: object.requestManagerId });

export function RequestManagerSettings({ object }: { object: TBackofficeObject }) {
  const members = useBookingMembers();
  const { control, save, saving, changed, cancel } = useObjectForm(object, toValues, (v) =>
    updateObject(object.id, { requestManagerId: v.requestManagerId ?? '' }),
  );
  const options = (members.data?.data ?? []).map((m) => ({ value: m.id, title: m.name }));
  return (
    <form
      onSubmit={save}
      className={`${styles.form} ${own.section}`}
      noValidate
      aria-label={t.title}
      data-testid="request-manager-settings"
    >
      <h2 className={styles.groupTitle}>{t.title}</h2>
      <p className={styles.hint}>{t.hint}</p>
      <Controller
        control={control}
        name="requestManagerId"
        render={({ field, fieldState }) => (
          <Select
            label={t.label}
            value={field.value}
            onChange={(value) => field.onChange(value ?? null)}
            options={options}
            placeholder={t.inTurn}
            error={fieldState.error?.message}
          />
        )}
      />
      <SaveBar visible={changed} saving={saving} onCancel={cancel} />
    </form>
  );
}
