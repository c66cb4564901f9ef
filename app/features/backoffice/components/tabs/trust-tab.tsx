// #trust (Надёжность): what the builder states for the complex's «Проверено» card — the escrow bank, the project
// declaration and permit on наш.дом.рф, the 214-FZ flag, the developer's INN — each with its moderator's check. A
// changed part goes back to the moderators; a refused one says why. 422s land on their fields, a stale version
// asks «Данные изменились» (decision 018).
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { ESCROW_BANKS, type TTrustField } from '#shared/trust.ts';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import type { TTrustAnswer } from '#shared/schemas/trust.ts';
import { fill } from '#shared/texts/ru.ts';
import { trustTexts } from '#shared/texts/trust.ts';
import { formatDate } from '#shared/format.ts';
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { FormSelect, FormText } from '#app/components/forms/form-fields.tsx';
import { errorText } from '#app/lib/api-error.ts';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useBackofficeTrust, useSaveTrust } from '#app/resources/trust.ts';
import { SaveBar } from '../save-bar.tsx';
import formFields from '#app/components/forms/form-fields.module.css';
import styles from '../forms.module.css';
import layout from '#app/styles/layout.module.css';
import own from './trust-tab.module.css';

const t = trustTexts;
const BANKS = ESCROW_BANKS.map((bank) => ({ value: bank.id, title: bank.name }));

interface Values {
  escrowBankId: number | null;
  declarationUrl: string;
  permitUrl: string;
  fz214: boolean;
  developerInn: string;
}

const toValues = (answer: TTrustAnswer): Values => ({
  escrowBankId: answer.escrowBankId,
  declarationUrl: answer.declarationUrl ?? '',
  permitUrl: answer.permitUrl ?? '',
  fz214: answer.fz214,
  developerInn: answer.developerInn ?? '',
});

function CheckState({ answer, field }: { answer: TTrustAnswer; field: TTrustField }) {
  const check = answer.checks.find((c) => c.field === field);
  if (!check) return null;
  const when = check.checkedAt ? ` · ${formatDate(check.checkedAt)}` : '';
  const text =
    check.state === 'refused' && check.reason
      ? fill(t.form.refused, check.reason)
      : `${t.states[check.state]}${when}`;
  return (
    <span className={own.state} data-state={check.state} data-testid={`trust-state-${field}`}>
      {text}
    </span>
  );
}

function TrustForm({ objectId, answer }: { objectId: number; answer: TTrustAnswer }) {
  const mutation = useSaveTrust(objectId);
  const reload = useBackofficeTrust(objectId).refetch;
  const values = useMemo(() => toValues(answer), [answer]);
  const { form, submit, pending, conflict } = useApiForm<Values, Values, TTrustAnswer, TTrustAnswer>({
    values,
    send: (body) => mutation.mutateAsync({ ...body, version: answer.version }),
    onSuccess: () => toast(t.form.saved, { tone: 'success' }),
    // Someone else saved meanwhile: «Данные изменились», the builder's changes on top of the fresh statement.
    stale: {
      reload: async () => {
        const fresh = await reload({ throwOnError: true });
        return fresh.data!;
      },
      toValues,
    },
  });
  const { control, reset, formState } = form;

  return (
    <form
      onSubmit={submit}
      className={styles.form}
      noValidate
      aria-label={t.form.title}
      data-testid="trust-form"
    >
      <h2 className={formFields.groupTitle}>{t.form.title}</h2>
      <p className={own.intro}>{t.form.intro}</p>
      <div className={styles.grid}>
        <div className={layout.stackXs}>
          <FormSelect control={control} name="escrowBankId" label={t.form.escrowBank} options={BANKS} />
          <CheckState answer={answer} field="escrowBank" />
        </div>
        <div className={layout.stackXs}>
          <FormText control={control} name="developerInn" label={t.form.developerInn} inputMode="numeric" />
          <CheckState answer={answer} field="developerInn" />
        </div>
        <div className={layout.stackXs}>
          <FormText control={control} name="declarationUrl" label={t.form.declarationUrl} type="url" />
          <CheckState answer={answer} field="declaration" />
        </div>
        <div className={layout.stackXs}>
          <FormText control={control} name="permitUrl" label={t.form.permitUrl} type="url" />
          <CheckState answer={answer} field="permit" />
        </div>
        <div className={layout.stackXs}>
          <Controller
            control={control}
            name="fz214"
            render={({ field }) => (
              <Checkbox checked={field.value} onChange={field.onChange} name="fz214">
                {t.form.fz214}
              </Checkbox>
            )}
          />
          <CheckState answer={answer} field="fz214" />
        </div>
      </div>
      <SaveBar visible={formState.isDirty} saving={pending} onCancel={() => reset(values)} />
      {conflict}
    </form>
  );
}

export function TrustTab({ object }: { object: TBackofficeObject }) {
  const query = useBackofficeTrust(object.id);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <p role="alert">{errorText(query.error)}</p>;
  return <TrustForm objectId={object.id} answer={query.data} />;
}
