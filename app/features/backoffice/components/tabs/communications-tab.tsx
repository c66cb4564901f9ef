// #communications: electricity, gas, sewage, water, heating.
import { Electricity, Gas, Heating, Sewage, Water } from '#shared/enums.ts';
import type { TBackofficeObject, TObjectUpdateInput } from '#shared/schemas/backoffice.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { useObjectUpdateForm } from '../../hooks/use-object-form.ts';
import { FormSelect } from '#app/components/forms/form-fields.tsx';
import { SaveBar } from '../save-bar.tsx';
import styles from '../forms.module.css';

const f = backofficeTexts.fields;

type Values = TBackofficeObject['communications'];

export function CommunicationsTab({ object }: { object: TBackofficeObject }) {
  const { control, save, saving, changed, cancel, conflict } = useObjectUpdateForm(
    object,
    (o): Values => ({ ...o.communications }),
    (v) => ({ communications: v as TObjectUpdateInput['communications'] }),
    'communications',
  );
  return (
    <form onSubmit={save} className={styles.form} noValidate>
      {conflict}
      <div className={styles.grid}>
        <FormSelect
          control={control}
          name="electricity"
          label={f.electricity}
          options={Electricity.options}
        />
        <FormSelect control={control} name="gas" label={f.gas} options={Gas.options} />
        <FormSelect control={control} name="sewage" label={f.sewage} options={Sewage.options} />
        <FormSelect control={control} name="water" label={f.water} options={Water.options} />
        <FormSelect control={control} name="heating" label={f.heating} options={Heating.options} />
      </div>
      <SaveBar visible={changed} saving={saving} onCancel={cancel} />
    </form>
  );
}
