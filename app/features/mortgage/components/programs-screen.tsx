// /moderation/mortgage (admin): the mortgage programs' rates and terms, one card per program, saved together. A 422
// lands under its field, a save from an old copy opens «Данные изменились» (decision 018).
import { Controller, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Payment } from '#shared/enums.ts';
import { MORTGAGE_PAYMENTS } from '#shared/mortgage.ts';
import {
  ZMortgageProgramsUpdate,
  type TMortgageProgram,
  type TMortgageProgramsUpdate,
} from '#shared/schemas/mortgage.ts';
import { mortgageTexts } from '#shared/texts/mortgage.ts';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import { NumberInput } from '#app/components/ui/number-input.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { useMortgagePrograms, useUpdateMortgagePrograms } from '#app/resources/mortgage.ts';
import card from '#app/styles/card.module.css';
import styles from './programs-screen.module.css';

const t = mortgageTexts.admin;

/** The form holds the typed texts; the shared schema reads them as the server does. */
interface Row {
  payment: number;
  version: number;
  rate: string;
  minDownPercent: string;
  maxYears: string;
  maxLoan: string;
  active: boolean;
  resale: boolean;
}
interface Values {
  programs: Row[];
}
type Output = TMortgageProgramsUpdate;
const resolver = zodResolver(ZMortgageProgramsUpdate) as unknown as Resolver<Values, unknown, Output>;

const order = (a: TMortgageProgram, b: TMortgageProgram) =>
  MORTGAGE_PAYMENTS.indexOf(a.payment) - MORTGAGE_PAYMENTS.indexOf(b.payment);

function toRows(programs: readonly TMortgageProgram[]): Row[] {
  return [...programs].sort(order).map((p) => ({
    payment: p.payment,
    version: p.version,
    rate: String(p.rate),
    minDownPercent: String(p.minDownPercent),
    maxYears: String(p.maxYears),
    maxLoan: p.maxLoan == null ? '' : String(p.maxLoan),
    active: p.active,
    resale: p.resale,
  }));
}

export function ProgramsScreen() {
  const query = useMortgagePrograms();
  if (!query.data) return <PageSpinner />;
  return <ProgramsForm programs={query.data} refetch={async () => (await query.refetch()).data} />;
}

const NUMBER_FIELDS = [
  { name: 'rate', label: t.rate, grouped: false },
  { name: 'minDownPercent', label: t.minDown, grouped: false },
  { name: 'maxYears', label: t.maxYears, grouped: false },
  { name: 'maxLoan', label: t.maxLoan, grouped: true },
] as const;

function ProgramsForm({
  programs,
  refetch,
}: {
  programs: readonly TMortgageProgram[];
  refetch: () => Promise<readonly TMortgageProgram[] | undefined>;
}) {
  const save = useUpdateMortgagePrograms();
  const toValues = (fresh: readonly TMortgageProgram[]): Values => ({ programs: toRows(fresh) });
  const { form, submit, pending, conflict } = useApiForm<
    Values,
    Output,
    { data: TMortgageProgram[] },
    Values
  >({
    defaultValues: toValues(programs),
    resolver,
    leave: t.leave,
    send: (body) => save.mutateAsync(body),
    onSuccess: (answer) => {
      form.reset(toValues(answer.data));
      toast(t.saved, { tone: 'success' });
    },
    onInvalid: () => toast(t.invalid, { tone: 'error' }),
    stale: {
      reload: async () => toValues((await refetch()) ?? programs),
      toValues: (fresh) => fresh,
      // The draft stays; it is now based on the fresh versions, so the next save goes through.
      merge: (fresh, draft) => ({
        programs: draft.programs.map((row) => ({
          ...row,
          version: fresh.programs.find((r) => r.payment === row.payment)?.version ?? row.version,
        })),
      }),
    },
  });
  const { errors, isDirty } = form.formState;

  return (
    <form className={styles.screen} onSubmit={submit} noValidate>
      <p className={card.muted}>{t.hint}</p>
      <div className={styles.list}>
        {form.getValues('programs').map((row, i) => (
          <section key={row.payment} className={styles.program} data-testid={`program-${row.payment}`}>
            <h2 className={styles.title}>{Payment.title(row.payment)}</h2>
            <div className={styles.fields}>
              {NUMBER_FIELDS.map(({ name, label, grouped }) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={`programs.${i}.${name}`}
                  render={({ field }) => (
                    <NumberInput
                      label={label}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={errors.programs?.[i]?.[name]?.message}
                      placeholder={name === 'maxLoan' ? t.noLimit : undefined}
                      grouped={grouped}
                      inputMode="decimal"
                    />
                  )}
                />
              ))}
            </div>
            <div className={styles.flags}>
              {(['active', 'resale'] as const).map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={`programs.${i}.${name}`}
                  render={({ field }) => (
                    <Checkbox checked={field.value} onChange={field.onChange}>
                      {name === 'active' ? t.active : t.resale}
                    </Checkbox>
                  )}
                />
              ))}
            </div>
          </section>
        ))}
      </div>
      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={pending} disabled={!isDirty}>
          {t.save}
        </Button>
      </div>
      {conflict}
    </form>
  );
}
