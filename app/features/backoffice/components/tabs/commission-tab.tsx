// #commission: the agents' commission, a percent and the terms. The owner sets and sees their own terms here;
// buyers' screens show them to agents, moders and admins only (docs/decisions/011-commission-in-the-back-office.md).
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { updateObject } from '#app/resources/backoffice.ts';
import { useObjectForm } from '../../hooks/use-object-form.ts';
import { numberText, orNull, textValue } from '../../lib/form-values.ts';
import { FormNumber, FormText } from '#app/components/forms/form-fields.tsx';
import { SaveBar } from '../save-bar.tsx';
import styles from '../forms.module.css';

const f = backofficeTexts.fields;

export function CommissionTab({ object }: { object: TBackofficeObject }) {
  const { control, save, saving, changed, cancel, conflict } = useObjectForm(
    object,
    (o) => ({ percent: numberText(o.commission.percent), text: textValue(o.commission.text) }),
    (v, version) =>
      updateObject(object.id, { commission: { percent: orNull(v.percent), text: orNull(v.text) } }, version),
    'commission',
  );
  return (
    <form onSubmit={save} className={styles.form} noValidate>
      {conflict}
      <p className={styles.hint}>{f.commissionHint}</p>
      <div className={styles.grid}>
        <FormNumber control={control} name="percent" label={f.commissionPercent} suffix={f.percent} />
        <FormText
          control={control}
          name="text"
          label={f.commissionText}
          multiline
          rows={3}
          maxLength={500}
          className={styles.wide}
        />
      </div>
      <SaveBar visible={changed} saving={saving} onCancel={cancel} />
    </form>
  );
}
