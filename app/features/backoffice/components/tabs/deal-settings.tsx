// «Сделки» in the «Бронирование» tab: from which stage a deal's unit counts as sold, and after how many days a
// standing stage reminds the manager. Saved with the object (PUT `deals`); a 422 lands on its field.
import { DEAL_DEFAULTS, DealSoldFrom, type TDealSoldFrom } from '#shared/deals.ts';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { dealTexts } from '#shared/texts/deals.ts';
import { FormNumber, FormSelect } from '#app/components/forms/form-fields.tsx';
import { useObjectUpdateForm } from '../../hooks/use-object-form.ts';
import { numberOr, numberText } from '../../lib/form-values.ts';
import styles from '../forms.module.css';
import { SettingsForm } from './settings-form.tsx';

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
  const form = useObjectUpdateForm(
    object,
    toValues,
    (v) => ({
      deals: {
        soldFrom: v.soldFrom,
        stallDays: numberOr(v.stallDays, DEAL_DEFAULTS.stallDays),
      },
    }),
    'deals',
  );
  return (
    <SettingsForm title={t.title} testId="deal-settings" form={form}>
      <div className={styles.grid}>
        <FormSelect
          control={form.control}
          name="soldFrom"
          label={t.soldFrom}
          options={SOLD_FROM}
          empty={DEAL_DEFAULTS.soldFrom}
        />
        <FormNumber control={form.control} name="stallDays" label={t.stallDays} />
      </div>
    </SettingsForm>
  );
}
