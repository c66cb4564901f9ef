// «Запросить сверку»: the agent states the contract (prefilled from the deal) and may add a comment; the server's
// 422 lands under its field.
import { useState, type FormEvent } from 'react';
import { DEAL_LIMITS } from '#shared/deals.ts';
import { formatDate } from '#shared/format.ts';
import type { TCommission } from '#shared/schemas/commissions.ts';
import { commissionTexts } from '#shared/texts/commissions.ts';
import { BottomSheet } from '#app/components/ui/bottom-sheet.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { DateInput, toNative } from '#app/components/ui/date-input.tsx';
import { TextInput } from '#app/components/ui/text-input.tsx';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useReconcileCommission } from '#app/resources/commissions.ts';
import styles from './commissions.module.css';

const t = commissionTexts.screen;

function ReconcileForm({ commission: c, onDone }: { commission: TCommission; onDone: () => void }) {
  const [number, setNumber] = useState(c.contractNumber ?? c.deal.contractNumber ?? '');
  const [date, setDate] = useState(formatDate(c.contractDate ?? c.deal.contractDate));
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const send = useReconcileCommission();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { id: c.id, body: { contractNumber: number, contractDate: toNative('date', date), comment } },
      {
        onSuccess: () => {
          toast(t.reconcileSent, { tone: 'success' });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.handled) return;
          const fields = error instanceof ApiError ? error.fieldErrors : {};
          if (Object.keys(fields).length > 0)
            setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0]])));
          else toast(errorText(error), { tone: 'error' });
        },
      },
    );
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.hint}>{t.reconcileHint}</p>
      <TextInput
        label={t.contractNumber}
        value={number}
        onChange={setNumber}
        maxLength={40}
        required
        error={errors.contractNumber}
        showError={!!errors.contractNumber}
        name="contractNumber"
      />
      <DateInput
        label={t.contractDate}
        value={date}
        onChange={setDate}
        required
        error={errors.contractDate}
        showError={!!errors.contractDate}
        name="contractDate"
      />
      <TextInput
        label={t.comment}
        value={comment}
        onChange={setComment}
        multiline
        rows={3}
        maxLength={DEAL_LIMITS.comment}
        error={errors.comment}
        name="comment"
      />
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onDone}>
          {t.cancel}
        </Button>
        <Button type="submit" loading={send.isPending}>
          {t.send}
        </Button>
      </div>
    </form>
  );
}

export function ReconcileButton({ commission }: { commission: TCommission }) {
  const [open, setOpen] = useState(false);
  if (!commission.can.reconcile) return null;
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        {t.reconcile}
      </Button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title={t.reconcileTitle}>
        {open && <ReconcileForm commission={commission} onDone={() => setOpen(false)} />}
      </BottomSheet>
    </>
  );
}
