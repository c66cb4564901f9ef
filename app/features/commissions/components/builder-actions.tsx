// The builder's moves on a commission: approve it, mark it paid (payment order number and date, in a sheet), or
// dispute it with a required comment. Each is based on the version the list showed: a stale one asks to reload.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { DEAL_LIMITS } from '#shared/deals.ts';
import { formatDate } from '#shared/format.ts';
import type { TCommission } from '#shared/schemas/commissions.ts';
import { commissionTexts } from '#shared/texts/commissions.ts';
import { FormText } from '#app/components/forms/form-fields.tsx';
import { ReasonDialog } from '#app/components/forms/reason-dialog.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { useStaleEdit } from '#app/components/forms/conflict-dialog.tsx';
import { BottomSheet } from '#app/components/ui/bottom-sheet.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { FormActions } from '#app/components/ui/form-actions.tsx';
import { DateInput, toNative } from '#app/components/ui/date-input.tsx';
import { toastError } from '#app/lib/toast-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { refetchCommissions, useUpdateCommission } from '#app/resources/commissions.ts';
import layout from '#app/styles/layout.module.css';

const t = commissionTexts.screen;

interface PayValues {
  paymentOrder: string;
  paidAt: string;
}
const payDefaults = (): PayValues => ({ paymentOrder: '', paidAt: formatDate(new Date()) });

function PayForm({ commission: c, onDone }: { commission: TCommission; onDone: () => void }) {
  const update = useUpdateCommission();
  const client = useQueryClient();
  const { control, submit, pending, conflict } = useApiForm<PayValues, PayValues, TCommission, null>({
    defaultValues: payDefaults(),
    send: ({ paymentOrder, paidAt }) =>
      update.mutateAsync({
        id: c.id,
        body: { version: c.version, action: 'pay', paymentOrder, paidAt: toNative('date', paidAt) },
      }),
    onSuccess: () => {
      toast(t.paidToast, { tone: 'success' });
      onDone();
    },
    // Someone moved the commission meanwhile: the list is read again, the typed order and date stay if chosen.
    stale: { reload: () => refetchCommissions(client).then(() => null), toValues: payDefaults },
  });
  return (
    <form className={layout.stackMd} onSubmit={submit} noValidate>
      <FormText
        control={control}
        name="paymentOrder"
        label={t.paymentOrderField}
        inputMode="numeric"
        maxLength={6}
        required
      />
      <Controller
        control={control}
        name="paidAt"
        render={({ field, fieldState }) => (
          <DateInput
            label={t.paidAtField}
            value={field.value}
            onChange={field.onChange}
            required
            error={fieldState.error?.message}
            showError={!!fieldState.error}
            name="paidAt"
          />
        )}
      />
      <FormActions
        cancel={t.cancel}
        onCancel={onDone}
        submit={commissionTexts.action.pay}
        pending={pending}
        className={layout.toolbar}
      />
      {conflict}
    </form>
  );
}

export function BuilderActions({ commission: c }: { commission: TCommission }) {
  const update = useUpdateCommission();
  const client = useQueryClient();
  const [paying, setPaying] = useState(false);
  const [disputing, setDisputing] = useState(false);
  // A move based on an old version asks «Данные изменились»; either choice reads the list again.
  const stale = useStaleEdit(() => refetchCommissions(client));
  const failed = (error: unknown) =>
    void stale.handle(error, () => undefined).then((handled) => handled || toastError(error));
  const approve = () =>
    update.mutate(
      { id: c.id, body: { version: c.version, action: 'approve' } },
      { onSuccess: () => toast(t.approved, { tone: 'success' }), onError: failed },
    );
  const dispute = (comment: string) =>
    update.mutate(
      { id: c.id, body: { version: c.version, action: 'dispute', comment } },
      {
        onSuccess: () => {
          setDisputing(false);
          toast(t.disputedToast, { tone: 'success' });
        },
        onError: failed,
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
      {stale.dialog}
    </>
  );
}
