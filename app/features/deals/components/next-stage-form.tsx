// The builder's next move on a deal: the stage (forward only), its date and, as the stage asks, the contract's or the
// registration's number or the amount paid; a comment. 422s land under their fields; a stale version opens the
// «Данные изменились» dialog and the fresh deal is read.
import { useState, type FormEvent } from 'react';
import type { TDealStage } from '#shared/deals.ts';
import type { TDealFull } from '#shared/schemas/deals.ts';
import { dealTexts } from '#shared/texts/deals.ts';
import { useConflictDialog } from '#app/components/forms/conflict-dialog.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { DateInput } from '#app/components/ui/date-input.tsx';
import { NumberInput } from '#app/components/ui/number-input.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { TextInput } from '#app/components/ui/text-input.tsx';
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

export function NextStageForm({ deal, reload }: { deal: TDealFull; reload: () => void }) {
  const stages = nextStages(deal);
  const [stage, setStage] = useState<TDealStage | null>(stages[0] ?? null);
  const [date, setDate] = useState(todayField());
  const [number, setNumber] = useState('');
  const [amount, setAmount] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const { send, busy, dialog } = useDealChange(deal, reload);
  if (!stage) return null;
  const title = (s: TDealStage) =>
    s === 'registration' && deal.stage === 'registration' ? dealTexts.registered : dealTexts.moveTo[s];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failed = await send({
      stage,
      date: isoDay(date),
      number: needsNumber(deal, stage) ? number : undefined,
      amount: stage === 'payment' ? Number(amount.replace(/\s/g, '')) || 0 : undefined,
      comment: comment || undefined,
    });
    setErrors(failed ?? {});
    if (!failed) {
      setNumber('');
      setAmount('');
      setComment('');
    }
  };
  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t.moveTitle}
      data-testid="next-stage"
    >
      <Select
        label={t.next}
        value={stage}
        onChange={(value) => setStage(value)}
        options={stages.map((s) => ({ value: s, title: title(s) }))}
        error={errors.stage?.[0]}
        className={styles.select}
      />
      <DateInput
        label={t.date}
        value={date}
        onChange={setDate}
        error={errors.date?.[0]}
        className={styles.date}
      />
      {needsNumber(deal, stage) && (
        <TextInput
          label={t.number}
          value={number}
          onChange={setNumber}
          error={errors.number?.[0]}
          maxLength={60}
        />
      )}
      {stage === 'payment' && (
        <NumberInput
          label={t.amount}
          value={amount}
          onChange={setAmount}
          integer
          grouped
          suffix="₽"
          error={errors.amount?.[0]}
        />
      )}
      <TextInput label={dealTexts.event.comment} value={comment} onChange={setComment} maxLength={2000} />
      <Button type="submit" loading={busy}>
        {t.save}
      </Button>
      {dialog}
    </form>
  );
}
