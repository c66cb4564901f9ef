// «Сделки» in the «Бронирование» tab: from which stage a deal's unit counts as sold, and after how many days a
// standing stage reminds the manager. Saved with the object (PUT `deals`); a 422 lands on its field.
import { Controller } from 'react-hook-form';
import { DEAL_DEFAULTS, DealSoldFrom, type TDealSoldFrom } from '#shared/deals.ts';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { dealTexts } from '#shared/texts/deals.ts';
import { FormNumber } from '#app/components/forms/form-fields.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { updateObject } from '#app/resources/backoffice.ts';
import { useObjectForm } from '../../hooks/use-object-form.ts';
import { numberText } from '../../lib/form-values.ts';
import { SaveBar } from '../save-bar.tsx';
import styles from '../forms.module.css';
import own from './fixation-settings.module.css';

const t = dealTexts.settings;
const SOLD_FROM = [DealSoldFrom.contract, DealSoldFrom.registration].map((value) => ({
  value,
  title: dealTexts.soldFrom[value],
}));

interface Values {
  soldFrom: TDealSoldFrom;
  stallDays: string;
}

const toValues = ({ deals }: TBackofficeObject): Values => ({
  soldFrom: deals?.soldFrom ?? DEAL_DEFAULTS.soldFrom,
  stallDays: numberText(deals?.stallDays ?? DEAL_DEFAULTS.stallDays),
});

export function DealSettings({ object }: { object: TBackofficeObject }) {
  const { control, save, saving, changed, cancel } = useObjectForm(
    object,
    toValues,
    (v) =>
      updateObject(object.id, {
        deals: {
          soldFrom: v.soldFrom,
          stallDays: v.stallDays.trim() === '' ? DEAL_DEFAULTS.stallDays : Number(v.stallDays),
        },
      }),
    'deals',
  );
  return (
    <form
      onSubmit={save}
      className={`${styles.form} ${own.section}`}
      noValidate
      aria-label={t.title}
      data-testid="deal-settings"
    >
      <h2 className={styles.groupTitle}>{t.title}</h2>
      <div className={styles.grid}>
        <Controller
          control={control}
          name="soldFrom"
          render={({ field, fieldState }) => (
            <Select
              label={t.soldFrom}
              value={field.value}
              onChange={(value) => field.onChange(value ?? DEAL_DEFAULTS.soldFrom)}
              options={SOLD_FROM}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormNumber control={control} name="stallDays" label={t.stallDays} />
      </div>
      <SaveBar visible={changed} saving={saving} onCancel={cancel} />
    </form>
  );
}
