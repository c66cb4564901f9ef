// #commission: the agents' commission. The percent and its text as before, and the terms deals take (decision 040):
// a percent of the price or a fixed sum, and a layout's own terms. Each new booking freezes the terms in force, so a
// change here never touches a deal already made. Buyers' screens show terms to agents, moders and admins only.
import { useFieldArray } from 'react-hook-form';
import { Layout } from '#shared/enums.ts';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { commissionTermsTexts as ct } from '#shared/texts/commissions.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useObjectUpdateForm } from '../../hooks/use-object-form.ts';
import { numberText, orNull, textValue } from '../../lib/form-values.ts';
import { FormNumber, FormSelect, FormText } from '#app/components/forms/form-fields.tsx';
import { SaveBar } from '../save-bar.tsx';
import formFields from '#app/components/forms/form-fields.module.css';
import textStyles from '#app/styles/text.module.css';
import styles from '../forms.module.css';

const f = backofficeTexts.fields;
/** The selects hold numbers: 1 a percent, 2 a fixed sum. */
const KIND = { percent: 1, fixed: 2 } as const;
const kindOf = (n: number | null) => (n === KIND.fixed ? 'fixed' : 'percent');
const kindOptions = [
  { value: KIND.percent, title: ct.kinds.percent },
  { value: KIND.fixed, title: ct.kinds.fixed },
];

interface OverrideValues {
  cntApart: number | null;
  kind: number | null;
  value: string;
}

/** A percent's basis points as the field shows them («2.5»), a fixed sum's roubles as they are. */
const overrideText = (kind: 'percent' | 'fixed', value: number) =>
  kind === 'percent' ? String(value / 100) : String(value);
const overrideValue = (kind: 'percent' | 'fixed', text: string) => {
  const n = Number(text.replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(n)) return 0;
  return kind === 'percent' ? Math.round(n * 100) : Math.round(n);
};

export function CommissionTab({ object }: { object: TBackofficeObject }) {
  const { form, control, save, saving, changed, cancel, conflict } = useObjectUpdateForm(
    object,
    (o) => ({
      percent: numberText(o.commission.percent),
      text: textValue(o.commission.text),
      kind: o.commission.kind === 'fixed' ? KIND.fixed : KIND.percent,
      fixed: numberText(o.commission.fixed),
      overrides: o.commission.overrides.map((r): OverrideValues => ({
        cntApart: r.cntApart,
        kind: KIND[r.kind],
        value: overrideText(r.kind, r.value),
      })),
    }),
    (v) => ({
      commission: {
        percent: orNull(v.percent),
        text: orNull(v.text),
        kind: kindOf(v.kind),
        fixed: orNull(v.fixed),
        overrides: v.overrides.map((r) => ({
          cntApart: r.cntApart ?? 0,
          kind: kindOf(r.kind),
          value: overrideValue(kindOf(r.kind), r.value),
        })),
      },
    }),
    'commission',
  );
  const rows = useFieldArray({ control, name: 'overrides' });
  const watch = form.watch;
  const fixed = watch('kind') === KIND.fixed;
  const layouts = Layout.options.map((o) => ({ value: o.value, title: o.title }));
  return (
    <form onSubmit={save} className={styles.form} noValidate>
      {conflict}
      <p className={textStyles.secondary}>{f.commissionHint}</p>
      <div className={styles.grid}>
        <FormSelect control={control} name="kind" label={ct.kind} options={kindOptions} required />
        {fixed ? (
          <FormNumber control={control} name="fixed" label={ct.fixed} suffix={ct.rub} />
        ) : (
          <FormNumber control={control} name="percent" label={f.commissionPercent} suffix={f.percent} />
        )}
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
      <fieldset className={formFields.group}>
        <legend className={formFields.groupTitle}>{ct.overrides}</legend>
        <p className={textStyles.secondary}>{ct.overridesHint}</p>
        {rows.fields.map((row, i) => (
          <div key={row.id} className={styles.grid} data-testid="commission-override">
            <FormSelect
              control={control}
              name={`overrides.${i}.cntApart`}
              label={ct.layout}
              options={layouts}
            />
            <FormSelect
              control={control}
              name={`overrides.${i}.kind`}
              label={ct.kind}
              options={kindOptions}
            />
            <FormNumber
              control={control}
              name={`overrides.${i}.value`}
              label={ct.value}
              suffix={watch(`overrides.${i}.kind`) === KIND.fixed ? ct.rub : f.percent}
            />
            <div className={styles.actions}>
              <Button variant="secondary" size="sm" onClick={() => rows.remove(i)}>
                {ct.remove}
              </Button>
            </div>
          </div>
        ))}
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => rows.append({ cntApart: null, kind: KIND.percent, value: '' })}
          >
            {ct.add}
          </Button>
        </div>
        <p className={textStyles.secondary}>{ct.frozen}</p>
      </fieldset>
      <SaveBar visible={changed} saving={saving} onCancel={cancel} />
    </form>
  );
}
