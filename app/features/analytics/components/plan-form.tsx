// The monthly plan of one complex: a month, units and roubles; an existing month's plan is filled in and saved with
// its version (a colleague's newer save is 409, told as such). 422 texts land under their fields.
import type { TAnalyticsPace } from '#shared/schemas/analytics.ts';
import { analyticsTexts } from '#shared/texts/analytics.ts';
import { Button } from '#app/components/ui/button.tsx';
import { DateInput, toNative } from '#app/components/ui/date-input.tsx';
import { NumberInput } from '#app/components/ui/number-input.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useSavePlan } from '#app/resources/analytics.ts';
import styles from './analytics.module.css';

const t = analyticsTexts.screen;

interface Fields {
  month: string;
  units: string;
  amount: string;
}

export function PlanForm({ objectId, plans }: { objectId?: number; plans: TAnalyticsPace['plan'] }) {
  const save = useSavePlan();
  const { form, submit, pending } = useApiForm<Fields>({
    defaultValues: { month: '', units: '', amount: '' },
    send: (fields) => {
      const native = toNative('month', fields.month);
      const held = plans.find((p) => p.objectId === objectId && p.month === native);
      return save.mutateAsync({
        objectId: objectId!,
        month: native,
        units: Number(fields.units || 0),
        amount: Number(fields.amount || 0),
        version: held?.version,
      });
    },
    onSuccess: () => toast(t.planSaved, { tone: 'success' }),
  });
  const { month, units, amount } = form.watch();
  const { errors } = form.formState;
  if (!objectId) return <p className={styles.hint}>{t.pickComplexForPlan}</p>;

  const pickMonth = (value: string) => {
    form.setValue('month', value);
    const held = plans.find((p) => p.objectId === objectId && p.month === toNative('month', value));
    if (held) {
      form.setValue('units', String(held.units));
      form.setValue('amount', String(held.amount));
    }
    form.clearErrors();
  };
  return (
    <form className={styles.planForm} onSubmit={(e) => void submit(e)} noValidate>
      <DateInput
        kind="month"
        label={t.planMonth}
        value={month}
        onChange={pickMonth}
        required
        error={errors.month?.message}
      />
      <NumberInput
        label={t.planUnits}
        value={units}
        onChange={(v) => form.setValue('units', v)}
        integer
        error={errors.units?.message}
      />
      <NumberInput
        label={t.planAmount}
        value={amount}
        onChange={(v) => form.setValue('amount', v)}
        integer
        grouped
        suffix="₽"
        error={errors.amount?.message}
      />
      <Button type="submit" loading={pending} disabled={!month}>
        {t.savePlan}
      </Button>
    </form>
  );
}
