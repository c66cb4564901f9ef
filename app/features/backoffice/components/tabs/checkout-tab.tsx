// #checkout (Оформление и оплата): how the deal is made, payments, room types and the surcharges.
import {
  AgreementType,
  ContractTotal,
  Payment,
  RoomType,
  type TAgreementType,
  type TContractTotal,
  type TPayment,
  type TRoomType,
} from '#shared/enums.ts';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { useObjectUpdateForm } from '../../hooks/use-object-form.ts';
import { numberText, orNull, textValue } from '../../lib/form-values.ts';
import { FormChecks, FormNumber, FormSelect, FormText } from '#app/components/forms/form-fields.tsx';
import { SaveBar } from '../save-bar.tsx';
import formFields from '#app/components/forms/form-fields.module.css';
import styles from '../forms.module.css';

const f = backofficeTexts.fields;

const SURCHARGES = [
  ['docsSurchargePrice', f.rub],
  ['serviceCost', f.rubPerM2],
  ['gasSurchargePrice', f.rub],
  ['trashSurchargePrice', f.rub],
  ['communicationsSurchargePrice', f.rub],
  ['balconySurchargePrice', f.rub],
] as const;

type Surcharge = (typeof SURCHARGES)[number][0];

type Values = {
  checkout: string;
  agreement: TAgreementType | null;
  payments: TPayment[];
  roomTypes: TRoomType[];
  contractTotal: TContractTotal | null;
  installmentConditions: string;
} & Record<Surcharge, string>;

const toValues = ({ checkout: c }: TBackofficeObject): Values => ({
  checkout: textValue(c.checkout),
  agreement: c.agreement,
  payments: c.payments,
  roomTypes: c.roomTypes,
  contractTotal: c.contractTotal,
  installmentConditions: textValue(c.installmentConditions),
  ...(Object.fromEntries(SURCHARGES.map(([key]) => [key, numberText(c[key])])) as Record<Surcharge, string>),
});

export function CheckoutTab({ object }: { object: TBackofficeObject }) {
  const { control, save, saving, changed, cancel, conflict } = useObjectUpdateForm(
    object,
    toValues,
    (v) => ({
      checkout: {
        ...v,
        checkout: orNull(v.checkout),
        installmentConditions: orNull(v.installmentConditions),
        ...Object.fromEntries(SURCHARGES.map(([key]) => [key, orNull(v[key])])),
      },
    }),
    'checkout',
  );
  return (
    <form onSubmit={save} className={styles.form} noValidate>
      {conflict}
      <div className={styles.grid}>
        <FormSelect control={control} name="agreement" label={f.agreement} options={AgreementType.options} />
        <FormSelect
          control={control}
          name="contractTotal"
          label={f.contractTotal}
          options={ContractTotal.options}
        />
        <FormText control={control} name="checkout" label={f.checkout} multiline rows={4} maxLength={2000} />
        <FormText
          control={control}
          name="installmentConditions"
          label={f.installmentConditions}
          multiline
          rows={4}
          maxLength={2000}
        />
      </div>
      <FormChecks control={control} name="payments" label={f.payments} options={Payment.options} />
      <FormChecks control={control} name="roomTypes" label={f.roomTypes} options={RoomType.options} />
      <fieldset className={formFields.group}>
        <legend className={formFields.groupTitle}>{f.surcharges}</legend>
        <div className={styles.grid}>
          {SURCHARGES.map(([key, suffix]) => (
            <FormNumber key={key} control={control} name={key} label={f[key]} suffix={suffix} />
          ))}
        </div>
      </fieldset>
      <SaveBar visible={changed} saving={saving} onCancel={cancel} />
    </form>
  );
}
