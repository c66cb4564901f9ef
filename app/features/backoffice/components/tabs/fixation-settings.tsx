// «Фиксация клиентов» under the booking settings: whether agents' fixations on this complex are accepted at once or
// by a manager, and for how many days they hold. Saved with the object (PUT `fixation`); a 422 lands on its field,
// a member without the settings permission is told by the change's toast.
import { FIXATION_DEFAULTS, FixationMode, type TFixationMode } from '#shared/companies.ts';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { fixationTexts } from '#shared/texts/fixations.ts';
import { FormNumber, FormSelect } from '#app/components/forms/form-fields.tsx';
import { useObjectUpdateForm } from '../../hooks/use-object-form.ts';
import { numberOr, numberText } from '../../lib/form-values.ts';
import { BookingTab } from './booking-tab.tsx';
import { AgreementTemplateSettings } from './agreement-template-settings.tsx';
import { DealSettings } from './deal-settings.tsx';
import { RequestManagerSettings } from './request-manager-settings.tsx';
import { SettingsForm } from './settings-form.tsx';
import text from '#app/styles/text.module.css';
import styles from '../forms.module.css';

const t = fixationTexts.settings;
const MODES = [FixationMode.auto, FixationMode.manual].map((mode) => ({
  value: mode,
  title: fixationTexts.mode[mode],
}));

interface Values {
  mode: TFixationMode;
  days: string;
}

const toValues = ({ fixation }: TBackofficeObject): Values => ({
  mode: fixation?.mode ?? FIXATION_DEFAULTS.mode,
  days: numberText(fixation?.days ?? FIXATION_DEFAULTS.days),
});

export function FixationSettings({ object }: { object: TBackofficeObject }) {
  const form = useObjectUpdateForm(
    object,
    toValues,
    (v) => ({
      fixation: { mode: v.mode, days: numberOr(v.days, FIXATION_DEFAULTS.days) },
    }),
    'fixation',
  );
  return (
    <SettingsForm title={t.title} hint={t.hint} testId="fixation-settings" form={form}>
      <div className={styles.grid}>
        <FormSelect
          control={form.control}
          name="mode"
          label={t.mode}
          options={MODES}
          empty={FIXATION_DEFAULTS.mode}
        />
        <div>
          <FormNumber control={form.control} name="days" label={t.days} />
          <p className={text.secondary}>{t.daysHint}</p>
        </div>
      </div>
    </SettingsForm>
  );
}

/** The «Бронирование» tab: the booking settings, the fixation rule, the complex's request manager. */
export function BookingAndFixationTab({ object }: { object: TBackofficeObject }) {
  return (
    <>
      <BookingTab object={object} />
      <FixationSettings object={object} />
      <RequestManagerSettings object={object} />
      <AgreementTemplateSettings object={object} />
      <DealSettings object={object} />
    </>
  );
}
