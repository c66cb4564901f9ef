// #booking (Бронирование): whether agents book this complex's units from the chessboard, how long a confirmed
// booking holds its unit, the one extension, and how long the first in a unit's queue has to book it. Saved with the object (PUT `booking`); a 422 lands on its field.
import { Controller } from 'react-hook-form';
import { BOOKING_DEFAULTS } from '#shared/bookings.ts';
import { DEAL_DEFAULTS } from '#shared/deals.ts';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { queueTexts } from '#shared/texts/booking-queue.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { permissionTexts } from '#shared/texts/permissions.ts';
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import { useObjectUpdateForm } from '../../hooks/use-object-form.ts';
import { numberOr, numberText } from '../../lib/form-values.ts';
import { FormNumber } from '#app/components/forms/form-fields.tsx';
import { SaveBar } from '../save-bar.tsx';
import textStyles from '#app/styles/text.module.css';
import styles from '../forms.module.css';

const t = bookingTexts.settings;
const q = queueTexts.settings;

interface Values {
  enabled: boolean;
  holdHours: string;
  extensionHours: string;
  queueHours: string;
}

const toValues = ({ booking }: TBackofficeObject): Values => ({
  enabled: booking?.enabled ?? BOOKING_DEFAULTS.enabled,
  holdHours: numberText(booking?.holdHours ?? BOOKING_DEFAULTS.holdHours),
  extensionHours: numberText(booking?.extensionHours ?? BOOKING_DEFAULTS.extensionHours),
  queueHours: numberText(booking?.queueHours ?? DEAL_DEFAULTS.queueHours),
});

export function BookingTab({ object }: { object: TBackofficeObject }) {
  const { control, save, saving, changed, cancel, conflict } = useObjectUpdateForm(
    object,
    toValues,
    (v) => ({
      booking: {
        enabled: v.enabled,
        holdHours: numberOr(v.holdHours, BOOKING_DEFAULTS.holdHours),
        extensionHours: numberOr(v.extensionHours, BOOKING_DEFAULTS.extensionHours),
        queueHours: numberOr(v.queueHours, DEAL_DEFAULTS.queueHours),
      },
    }),
    'booking',
  );
  // Without the `settings` permission the rules show, and cannot be changed.
  const locked = object.can?.settings === false;
  return (
    <form onSubmit={save} className={styles.form} noValidate>
      {conflict}
      <p className={textStyles.secondary}>{t.hint}</p>
      {locked && <p className={textStyles.secondary}>{permissionTexts.hint.settings}</p>}
      <fieldset disabled={locked} className={styles.plainFieldset}>
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <Checkbox checked={field.value} onChange={field.onChange} name="enabled">
              {t.enabled}
            </Checkbox>
          )}
        />
        <div className={styles.grid}>
          <div>
            <FormNumber control={control} name="holdHours" label={t.holdHours} suffix={t.hoursSuffix} />
            <p className={textStyles.secondary}>{t.holdHint}</p>
          </div>
          <div>
            <FormNumber
              control={control}
              name="extensionHours"
              label={t.extensionHours}
              suffix={t.hoursSuffix}
            />
            <p className={textStyles.secondary}>{t.extensionHint}</p>
          </div>
          <div>
            <FormNumber control={control} name="queueHours" label={q.hours} suffix={t.hoursSuffix} />
            <p className={textStyles.secondary}>{q.hoursHint}</p>
          </div>
        </div>
      </fieldset>
      <SaveBar visible={changed && !locked} saving={saving} onCancel={cancel} />
    </form>
  );
}
