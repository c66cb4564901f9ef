// «Запросить сверку»: the agent states the contract (prefilled from the deal) and may add a comment; the server's
// 422 lands under its field.
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { DEAL_LIMITS } from '#shared/deals.ts';
import { formatDate } from '#shared/format.ts';
import { ZCommissionReconcile, type TCommission } from '#shared/schemas/commissions.ts';
import { commissionTexts } from '#shared/texts/commissions.ts';
import { FormText } from '#app/components/forms/form-fields.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { BottomSheet } from '#app/components/ui/bottom-sheet.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { FormActions } from '#app/components/ui/form-actions.tsx';
import { DateInput, toNative } from '#app/components/ui/date-input.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { useReconcileCommission } from '#app/resources/commissions.ts';
import layout from '#app/styles/layout.module.css';
import text from '#app/styles/text.module.css';

const t = commissionTexts.screen;

/** The fields as typed (the date as «ДД.ММ.ГГГГ»), then the request's shared checks. */
const ZReconcileForm = z
  .object({ contractNumber: z.string(), contractDate: z.string(), comment: z.string() })
  .transform((v) => ({ ...v, contractDate: toNative('date', v.contractDate) }))
  .pipe(
    ZCommissionReconcile as z.ZodType<
      z.output<typeof ZCommissionReconcile>,
      { contractNumber: string; contractDate: string; comment: string }
    >,
  );
type Values = z.input<typeof ZReconcileForm>;

function ReconcileForm({ commission: c, onDone }: { commission: TCommission; onDone: () => void }) {
  const send = useReconcileCommission();
  const { control, submit, pending } = useApiForm<Values, z.output<typeof ZReconcileForm>>({
    schema: ZReconcileForm,
    defaultValues: {
      contractNumber: c.contractNumber ?? c.deal.contractNumber ?? '',
      contractDate: formatDate(c.contractDate ?? c.deal.contractDate),
      comment: '',
    },
    send: (body) => send.mutateAsync({ id: c.id, body }),
    onSuccess: () => {
      toast(t.reconcileSent, { tone: 'success' });
      onDone();
    },
  });
  return (
    <form className={layout.stackMd} onSubmit={(event) => void submit(event)} noValidate>
      <p className={text.note}>{t.reconcileHint}</p>
      <FormText control={control} name="contractNumber" label={t.contractNumber} maxLength={40} required />
      <Controller
        control={control}
        name="contractDate"
        render={({ field, fieldState }) => (
          <DateInput
            label={t.contractDate}
            value={field.value}
            onChange={field.onChange}
            required
            error={fieldState.error?.message}
            showError={Boolean(fieldState.error)}
            name="contractDate"
          />
        )}
      />
      <FormText
        control={control}
        name="comment"
        label={t.comment}
        multiline
        rows={3}
        maxLength={DEAL_LIMITS.comment}
        counter={false}
      />
      <FormActions
        cancel={t.cancel}
        onCancel={onDone}
        submit={t.send}
        pending={pending}
        className={layout.toolbar}
      />
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
