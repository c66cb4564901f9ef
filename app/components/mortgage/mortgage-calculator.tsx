// The mortgage calculator (decision 025), in a bottom sheet on a phone and a dialog on a desktop: price, down payment
// in ₽ or %, term, program; the payment, loan, overpayment and the income needed follow every keystroke. Bad input
// is a Russian error under its field and «—» in the results, never NaN. Loaded on first opening.
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch, type Resolver, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Payment, type TPayment } from '#shared/enums.ts';
import { formatNumber, formatPrice } from '#shared/format.ts';
import {
  MAX_PAYMENT_TO_INCOME,
  MORTGAGE_PAYMENTS,
  downPaymentFor,
  mortgageFigures,
  programsFor,
  type MortgageAccepts,
  type MortgageProgramTerms,
} from '#shared/mortgage.ts';
import {
  mortgageFormSchema,
  readMortgageForm,
  yearsText,
  type TMortgageForm,
  type TMortgageInput,
} from '#shared/schemas/mortgage.ts';
import { mortgageTexts } from '#shared/texts/mortgage.ts';
import { fill } from '#shared/texts/ru.ts';
import { BottomSheet } from '../ui/bottom-sheet.tsx';
import { keepCalculatorValues, readCalculatorDraft } from './calculator-draft.ts';
import { NumberInput, type NumberInputProps } from '../ui/number-input.tsx';
import { Select } from '../ui/select.tsx';
import { Facts } from '../ui/facts.tsx';
import layout from '#app/styles/layout.module.css';
import text from '#app/styles/text.module.css';
import styles from './mortgage.module.css';

const t = mortgageTexts.calculator;
const percent = (n: number) => `${formatNumber(n)} %`;

export interface MortgageCalculatorProps {
  open: boolean;
  onClose: () => void;
  programs: readonly MortgageProgramTerms[];
  accepts: MortgageAccepts;
  initial: { price: number; downPercent: number; years: number; payment: TPayment };
  /** The draft the figures are kept in (calculator-draft.ts), if any. */
  draftKey?: string;
}

export default function MortgageCalculator({ open, onClose, ...form }: MortgageCalculatorProps) {
  return (
    <BottomSheet open={open} onClose={onClose} title={t.title}>
      <CalculatorForm {...form} />
    </BottomSheet>
  );
}

/** The down payment's text in the other unit, so switching ₽/% keeps the same amount. */
function convertDown(form: TMortgageForm, unit: TMortgageForm['downUnit']): string {
  const price = Number(form.price);
  const down = Number(form.down);
  if (form.down === '' || !Number.isFinite(down) || !(price > 0)) return form.down;
  if (unit === 'rub') return String(downPaymentFor(price, down));
  return String(Math.round((down / price) * 1000) / 10);
}

function programTermsLine(p: MortgageProgramTerms): string {
  const line = fill(t.terms, percent(p.minDownPercent), yearsText(p.maxYears));
  return p.maxLoan != null ? `${line}, ${fill(t.limit, formatPrice(p.maxLoan))}` : line;
}

/** A number field of the form: the typed text is the form's value. */
function NumberField({
  control,
  name,
  ...input
}: { control: Control<TMortgageForm, unknown, TMortgageInput>; name: 'price' | 'down' | 'years' } & Omit<
  NumberInputProps,
  'value' | 'onChange'
>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput {...input} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
      )}
    />
  );
}

function CalculatorForm({
  programs,
  accepts,
  initial,
  draftKey,
}: Omit<MortgageCalculatorProps, 'open' | 'onClose'>) {
  const usable = useMemo(
    () =>
      programsFor(programs, accepts).sort(
        (a, b) => MORTGAGE_PAYMENTS.indexOf(a.payment) - MORTGAGE_PAYMENTS.indexOf(b.payment),
      ),
    [programs, accepts],
  );
  const resolver = useMemo(
    () =>
      zodResolver(mortgageFormSchema(usable)) as unknown as Resolver<TMortgageForm, unknown, TMortgageInput>,
    [usable],
  );
  const form = useForm<TMortgageForm, unknown, TMortgageInput>({
    defaultValues: (draftKey && readCalculatorDraft(draftKey)?.values) || {
      price: String(initial.price),
      down: String(initial.downPercent),
      downUnit: 'percent',
      years: String(initial.years),
      payment: String(initial.payment),
    },
    resolver,
    mode: 'onChange',
  });
  const values = useWatch({ control: form.control }) as TMortgageForm;
  // The fields depend on each other (the down payment on the price and the program): check them all on any change.
  useEffect(() => {
    void form.trigger();
    if (draftKey) keepCalculatorValues(draftKey, values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fields, not the watched object's identity
  }, [form, draftKey, values.price, values.down, values.downUnit, values.years, values.payment]);
  const errors = form.formState.errors;
  const input = readMortgageForm(values, usable).input;
  const figures = input ? mortgageFigures({ ...input, rate: input.program.rate }) : null;
  const program = usable.find((p) => String(p.payment) === values.payment) ?? null;
  const money = (rub: number | undefined) => (rub === undefined ? t.empty : formatPrice(rub));

  const pickProgram = (payment: number | null) => {
    const next = usable.find((p) => p.payment === payment);
    form.setValue('payment', payment == null ? '' : String(payment));
    if (!next) return;
    // A new program starts at its own least down payment and longest term.
    const price = Number(values.price);
    form.setValue(
      'down',
      values.downUnit === 'percent' || !(price > 0)
        ? String(next.minDownPercent)
        : String(downPaymentFor(price, next.minDownPercent)),
    );
    if (values.downUnit !== 'percent' && !(price > 0)) form.setValue('downUnit', 'percent');
    form.setValue('years', String(next.maxYears));
  };

  return (
    <form className={layout.stackLg} onSubmit={(event) => event.preventDefault()} noValidate>
      <div className={layout.stack}>
        <NumberField
          control={form.control}
          name="price"
          label={t.price}
          error={errors.price?.message}
          grouped
          integer
        />
        <div className={styles.downRow}>
          <NumberField
            control={form.control}
            name="down"
            label={t.down}
            error={errors.down?.message}
            grouped={values.downUnit === 'rub'}
            integer={values.downUnit === 'rub'}
            suffix={values.downUnit === 'rub' ? t.downRub : t.downPercent}
            className={styles.downField}
          />
          <div className={styles.unitSwitch} role="radiogroup" aria-label={t.downUnit}>
            {(['rub', 'percent'] as const).map((unit) => (
              <button
                key={unit}
                type="button"
                role="radio"
                aria-checked={values.downUnit === unit}
                className={styles.unit}
                onClick={() => {
                  if (values.downUnit === unit) return;
                  form.setValue('down', convertDown(values, unit));
                  form.setValue('downUnit', unit);
                }}
              >
                {unit === 'rub' ? t.downRub : t.downPercent}
              </button>
            ))}
          </div>
        </div>
        <NumberField
          control={form.control}
          name="years"
          label={t.years}
          error={errors.years?.message}
          maxLength={4}
          inputMode="numeric"
        />
        <Select
          label={t.program}
          value={program?.payment ?? null}
          options={usable.map((p) => ({
            value: p.payment,
            title: fill(t.programOption, Payment.title(p.payment), percent(p.rate)),
          }))}
          onChange={pickProgram}
          error={errors.payment?.message}
          hint={program ? programTermsLine(program) : undefined}
        />
      </div>

      <section className={styles.results} aria-live="polite" data-testid="mortgage-results">
        <div className={styles.monthly}>
          <span className={text.secondary}>{t.monthly}</span>
          <strong data-testid="mortgage-monthly">
            {figures ? formatPrice(Math.round(figures.monthly)) : t.empty}
          </strong>
        </div>
        <Facts
          className={styles.figures}
          items={[
            [t.loan, money(figures?.loan), 'mortgage-loan'],
            [t.overpayment, money(figures?.overpayment), 'mortgage-overpayment'],
            [t.income, money(figures?.income), 'mortgage-income'],
          ]}
        />
        <p className={styles.note}>{fill(t.incomeHint, percent(MAX_PAYMENT_TO_INCOME * 100))}</p>
        <p className={styles.note}>{t.disclaimer}</p>
      </section>
    </form>
  );
}
