// The company's profile: name, INN, KPP, legal address, and for a builder the rules of incoming requests. The INN's
// check digits are checked as typed; the server's 422 lands on its field; a save based on an old version asks what
// to do (decision 018). For an agency, its split of each commission (the agent's percent, decision 040). Read-only for
// members without «Настройки».
import { useRef } from 'react';
import { Controller } from 'react-hook-form';
import { CompanyKind, isValidInn, isValidKpp } from '#shared/companies.ts';
import type { TCompany, TCompanyUpdate } from '#shared/schemas/companies.ts';
import { commissionSplitTexts as st } from '#shared/texts/commissions.ts';
import { companyTexts } from '#shared/texts/companies.ts';
import { FormText } from '#app/components/forms/form-fields.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { useCompany, useUpdateCompany } from '#app/resources/companies.ts';
import { assignModeOptions } from '../lib/options.ts';
import card from '#app/styles/card.module.css';
import styles from './company.module.css';

const t = companyTexts.profile;
const e = companyTexts.errors;

interface Values {
  name: string;
  inn: string;
  kpp: string;
  legalAddress: string;
  assignMode: TCompany['assignMode'];
  requestLimitMinutes: string;
  workdayStart: string;
  workdayEnd: string;
  agentShare: string;
}
const FIELDS = [
  'name',
  'inn',
  'kpp',
  'legalAddress',
  'assignMode',
  'requestLimitMinutes',
  'workdayStart',
  'workdayEnd',
  'agentShare',
] as const;

const valuesOf = (c: TCompany): Values => ({
  name: c.name,
  inn: c.inn ?? '',
  kpp: c.kpp ?? '',
  legalAddress: c.legalAddress ?? '',
  assignMode: c.assignMode,
  requestLimitMinutes: String(c.requestLimitMinutes),
  workdayStart: String(c.workdayStart),
  workdayEnd: String(c.workdayEnd),
  agentShare: String(c.agentShare),
});

const digits = (v: string) => v.replace(/\s+/g, '');

export function CompanyProfileForm({ company, editable }: { company: TCompany; editable: boolean }) {
  const update = useUpdateCompany(company.id);
  const { refetch } = useCompany(company.id);
  const version = useRef(company.version);
  const builder = company.kind === CompanyKind.builder;
  const { form, submit, pending, conflict } = useApiForm<Values, Values, TCompany | null, TCompany>({
    defaultValues: valuesOf(company),
    mode: 'onTouched',
    leave: { title: t.leaveTitle, text: t.leaveText, confirmLabel: t.leaveConfirm },
    send: async (values) => {
      // The check digits are checked here too, so a typo is caught before the round trip.
      const inn = digits(values.inn);
      const kpp = digits(values.kpp).toUpperCase();
      if (!isValidInn(inn)) form.setError('inn', { message: inn ? e.innInvalid : e.innRequired });
      if (kpp && !isValidKpp(kpp)) form.setError('kpp', { message: e.kppInvalid });
      if (!isValidInn(inn) || (kpp && !isValidKpp(kpp))) return null;
      const body: TCompanyUpdate = {
        name: values.name,
        inn,
        kpp,
        legalAddress: values.legalAddress,
        version: version.current,
        ...(builder
          ? {
              assignMode: values.assignMode,
              requestLimitMinutes: values.requestLimitMinutes,
              workdayStart: values.workdayStart,
              workdayEnd: values.workdayEnd,
            }
          : { agentShare: values.agentShare }),
      };
      return update.mutateAsync(body);
    },
    onSuccess: (saved) => {
      if (!saved) return;
      version.current = saved.version;
      form.reset(valuesOf(saved));
      toast(t.saved, { tone: 'success' });
    },
    errors: { fields: FIELDS },
    // Saved meanwhile by someone else: the draft goes on top of the fresh profile (or is dropped).
    stale: {
      reload: async () => {
        const fresh = await refetch();
        if (!fresh.data) throw new Error('no data');
        version.current = fresh.data.version;
        return fresh.data;
      },
      toValues: valuesOf,
    },
  });

  return (
    <form
      className={styles.card}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t.title}
      data-testid="company-profile"
    >
      <h2 className={card.title}>{t.title}</h2>
      {!editable && <p className={styles.note}>{t.readOnly}</p>}
      <fieldset className={styles.fields} disabled={!editable}>
        <FormText
          control={form.control}
          name="name"
          label={t.name}
          required
          maxLength={200}
          disabled={!editable}
        />
        <div className={styles.pair}>
          <FormText
            control={form.control}
            name="inn"
            label={t.inn}
            hint={t.innHint}
            inputMode="numeric"
            maxLength={14}
            required
            disabled={!editable}
          />
          <FormText
            control={form.control}
            name="kpp"
            label={t.kpp}
            hint={t.kppHint}
            maxLength={11}
            disabled={!editable}
          />
        </div>
        <FormText
          control={form.control}
          name="legalAddress"
          label={t.legalAddress}
          maxLength={500}
          disabled={!editable}
        />
        {builder && (
          <>
            <h3 className={styles.subTitle}>{t.requests}</h3>
            <Controller
              control={form.control}
              name="assignMode"
              render={({ field, fieldState }) => (
                <Select
                  label={t.assignMode}
                  value={field.value}
                  onChange={(v) => v && field.onChange(v)}
                  options={assignModeOptions}
                  error={fieldState.error?.message}
                  disabled={!editable}
                  name="assignMode"
                />
              )}
            />
            <FormText
              control={form.control}
              name="requestLimitMinutes"
              label={t.requestLimitMinutes}
              inputMode="numeric"
              maxLength={4}
              disabled={!editable}
            />
            <div className={styles.pair}>
              <FormText
                control={form.control}
                name="workdayStart"
                label={t.workdayStart}
                hint={t.workHoursHint}
                inputMode="numeric"
                maxLength={2}
                disabled={!editable}
              />
              <FormText
                control={form.control}
                name="workdayEnd"
                label={t.workdayEnd}
                inputMode="numeric"
                maxLength={2}
                disabled={!editable}
              />
            </div>
          </>
        )}
        {!builder && (
          <>
            <h3 className={styles.subTitle}>{st.title}</h3>
            <FormText
              control={form.control}
              name="agentShare"
              label={st.field}
              hint={st.hint}
              inputMode="numeric"
              maxLength={3}
              disabled={!editable}
            />
          </>
        )}
      </fieldset>
      {editable && (
        <Button type="submit" loading={pending} className={styles.save} data-testid="company-save">
          {t.save}
        </Button>
      )}
      {conflict}
    </form>
  );
}
