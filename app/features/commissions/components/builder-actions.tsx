// The builder's moves on a commission: approve it, mark it paid (payment order number and date, in a sheet), or
// dispute it with a required comment. Each is based on the version the list showed: a stale one asks to reload.
import { useState, type FormEvent } from 'react';
import { DEAL_LIMITS } from '#shared/deals.ts';
import { formatDate } from '#shared/format.ts';
import type { TCommission } from '#shared/schemas/commissions.ts';
import { commissionTexts } from '#shared/texts/commissions.ts';
import { ReasonDialog } from '#app/components/forms/reason-dialog.tsx';
import { BottomSheet } from '#app/components/ui/bottom-sheet.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { DateInput, toNative } from '#app/components/ui/date-input.tsx';
import { TextInput } from '#app/components/ui/text-input.tsx';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useUpdateCommission } from '#app/resources/commissions.ts';
import styles from './commissions.module.css';

const t = commissionTexts.screen;

const complain = (error: unknown) => {
  if (!(error instanceof ApiError && error.handled)) toast(errorText(error), { tone: 'error' });
};

function PayForm({ commission: c, onDone }: { commission: TCommission; onDone: () => void }) {
  const [order, setOrder] = useState('');
  const [date, setDate] = useState(formatDate(new Date()));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const update = useUpdateCommission();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        id: c.id,
        body: { version: c.version, action: 'pay', paymentOrder: order, paidAt: toNative('date', date) },
      },
      {
        onSuccess: () => {
          toast(t.paidToast, { tone: 'success' });
          onDone();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors : {};
          if (Object.keys(fields).length > 0)
            setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0]])));
          else complain(error);
        },
      },
    );
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextInput
        label={t.paymentOrderField}
        value={order}
        onChange={setOrder}
        inputMode="numeric"
        maxLength={6}
        required
        error={errors.paymentOrder}
        showError={!!errors.paymentOrder}
        name="paymentOrder"
      />
      <DateInput
        label={t.paidAtField}
        value={date}
        onChange={setDate}
        required
        error={errors.paidAt}
        showError={!!errors.paidAt}
        name="paidAt"
      />
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onDone}>
          {t.cancel}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {commissionTexts.action.pay}
        </Button>
      </div>
    </form>
  );
}

export function BuilderActions({ commission: c }: { commission: TCommission }) {
  const update = useUpdateCommission();
  const [paying, setPaying] = useState(false);
  const [disputing, setDisputing] = useState(false);
  const approve = () =>
    update.mutate(
      { id: c.id, body: { version: c.version, action: 'approve' } },
      { onSuccess: () => toast(t.approved, { tone: 'success' }), onError: complain },
    );
  const dispute = (comment: string) =>
    update.mutate(
      { id: c.id, body: { version: c.version, action: 'dispute', comment } },
      {
        onSuccess: () => {
          setDisputing(false);
          toast(t.disputedToast, { tone: 'success' });
        },
        onError: complain,
      },
    );
  return (
    <>
      {c.can.approve && (
        <Button size="sm" onClick={approve} loading={update.isPending && !paying && !disputing}>
          {commissionTexts.action.approve}
        </Button>
      )}
      {c.can.pay && (
        <Button size="sm" onClick={() => setPaying(true)}>
          {commissionTexts.action.pay}
        </Button>
      )}
      {c.can.dispute && (
        <Button size="sm" variant="secondary" onClick={() => setDisputing(true)}>
          {commissionTexts.action.dispute}
        </Button>
      )}
      <BottomSheet open={paying} onClose={() => setPaying(false)} title={t.payTitle}>
        {paying && <PayForm commission={c} onDone={() => setPaying(false)} />}
      </BottomSheet>
      <ReasonDialog
        open={disputing}
        title={t.disputeTitle}
        texts={{
          label: t.disputeComment,
          hint: t.disputeHint,
          required: commissionTexts.fields.comment,
          cancel: t.cancel,
          confirm: commissionTexts.action.dispute,
        }}
        maxLength={DEAL_LIMITS.comment}
        busy={update.isPending}
        onSubmit={dispute}
        onCancel={() => setDisputing(false)}
      />
    </>
  );
}
