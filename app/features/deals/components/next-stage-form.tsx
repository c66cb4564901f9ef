// The builder's next move on a deal: the stage (forward only), its date and, as the stage asks, the contract's or the
// registration's number or the amount paid; a comment. 422s land under their fields; a stale version opens the
// «Данные изменились» dialog and the fresh deal is read.
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { DEAL_STAGES, type TDealStage } from '#shared/deals.ts';
import { ZDealChange, type TDealFull } from '#shared/schemas/deals.ts';
import { dealTexts } from '#shared/texts/deals.ts';
import { useConflictDialog } from '#app/components/forms/conflict-dialog.tsx';
import { FormText } from '#app/components/forms/form-fields.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { DateInput } from '#app/components/ui/date-input.tsx';
import { NumberInput } from '#app/components/ui/number-input.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { ApiError } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useChangeDeal, type TDealChangeInput } from '#app/resources/deals.ts';
import { isoDay, needsNumber, nextStages, todayField } from '../lib/deal-view.ts';
import styles from './deals.module.css';

const t = dealTexts.screen;

export const isStaleDeal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.message === dealTexts.errors.stale;

/** Sends a change; a stale one asks the dialog and reads the deal again. Answers the field errors of a 422. */
export function useDealChange(deal: TDealFull, reload: () => void) {
  const change = useChangeDeal(deal.id);
  const { ask, dialog } = useConflictDialog();
  const send = async (body: Omit<TDealChangeInput, 'version'>): Promise<Record<string, string[]> | null> => {
    try {
      await change.mutateAsync({ ...body, version: deal.version });
      return null;
    } catch (error) {
      if (isStaleDeal(error)) {
        await ask(error.message);
        reload();
        return {};
      }
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) return error.fieldErrors;
      if (error instanceof ApiError && !error.handled) toast(error.message, { tone: 'error' });
      return {};
    }
  };
  return { send, busy: change.isPending, dialog };
}

/** The move as typed (a «ДД.ММ.ГГГГ» date, a grouped amount), then the request's shared checks. */
function moveSchema(deal: TDealFull) {
  const typed = z.object({
    stage: z.enum(DEAL_STAGES as [TDealStage, ...TDealStage[]]),
    date: z.string(),
    number: z.string(),
    amount: z.string(),
    comment: z.string(),
  });
  const moved = typed.transform((v) => ({
    stage: v.stage,
    date: isoDay(v.date),
    number: needsNumber(deal, v.stage) ? v.number : undefined,
    amount: v.stage === 'payment' ? Number(v.amount.replace(/\s/g, '')) || 0 : undefined,
    comment: v.comment || undefined,
  }));
  return moved.pipe(
    ZDealChange.omit({ version: true }) as unknown as z.ZodType<Move, z.output<typeof moved>>,
  );
}
type Move = Omit<TDealChangeInput, 'version'>;
interface Values {
  stage: TDealStage;
  date: string;
  number: string;
  amount: string;
  comment: string;
}

export function NextStageForm({ deal, reload }: { deal: TDealFull; reload: () => void }) {
  const stages = nextStages(deal);
  const change = useChangeDeal(deal.id);
  const { ask, dialog } = useConflictDialog();
  const schema = useMemo(() => moveSchema(deal), [deal]);
  const { control, form, submit, pending } = useApiForm<Values, Move>({
    schema,
    defaultValues: { stage: stages[0], date: todayField(), number: '', amount: '', comment: '' },
    send: (move) => change.mutateAsync({ ...move, version: deal.version }),
    onSuccess: (): void => form.reset({ ...form.getValues(), number: '', amount: '', comment: '' }),
    // A stale version (the deal moved meanwhile): say so and read the fresh deal, which gives fresh moves.
    onError: async (error) => {
      if (!isStaleDeal(error)) return false;
      await ask(error.message);
      reload();
      return true;
    },
  });
  const stage = useWatch({ control, name: 'stage' });
  if (!stage) return null;
  const title = (s: TDealStage) =>
    s === 'registration' && deal.stage === 'registration' ? dealTexts.registered : dealTexts.moveTo[s];
  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t.moveTitle}
      data-testid="next-stage"
    >
      <Controller
        control={control}
        name="stage"
        render={({ field, fieldState }) => (
          <Select
            label={t.next}
            value={field.value}
            onChange={(value) => value && field.onChange(value)}
            options={stages.map((s) => ({ value: s, title: title(s) }))}
            error={fieldState.error?.message}
            className={styles.select}
          />
        )}
      />
      <Controller
        control={control}
        name="date"
        render={({ field, fieldState }) => (
          <DateInput
            label={t.date}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            className={styles.date}
          />
        )}
      />
      {needsNumber(deal, stage) && (
        <FormText control={control} name="number" label={t.number} maxLength={60} />
      )}
      {stage === 'payment' && (
        <Controller
          control={control}
          name="amount"
          render={({ field, fieldState }) => (
            <NumberInput
              label={t.amount}
              value={field.value}
              onChange={field.onChange}
              integer
              grouped
              suffix="₽"
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      <FormText control={control} name="comment" label={dealTexts.event.comment} maxLength={2000} />
      <Button type="submit" loading={pending}>
        {t.save}
      </Button>
      {dialog}
    </form>
  );
}
