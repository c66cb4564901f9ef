// The offer editor's fields, section by section. Controlled: each field reads `values` and reports a change.
import { lazy, Suspense, type ReactNode } from 'react';
import { CommissionType, ContactSource, Interior, Layout, RoomType } from '#shared/enums.ts';
import { formatPhone } from '#shared/format.ts';
import { OFFER_LIMITS } from '#shared/schemas/user-offers.ts';
import { fill } from '#shared/texts/ru.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import { NumberInput } from '#app/components/ui/number-input.tsx';
import { PhoneInput } from '#app/components/ui/phone-input.tsx';
import { Select, type SelectOption } from '#app/components/ui/select.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { TextInput } from '#app/components/ui/text-input.tsx';
import { perMeter, type OfferErrors, type OfferValues } from '../lib/form-values.ts';
import card from '#app/styles/card.module.css';
import styles from './offer-form.module.css';

const t = userOfferTexts.form;
const PlaceMap = lazy(() => import('./place-map.tsx'));

export interface FieldsProps {
  values: OfferValues;
  errors: OfferErrors;
  /** After a submit attempt: required empty fields show at once. */
  showErrors: boolean;
  set: <K extends keyof OfferValues>(key: K, value: OfferValues[K]) => void;
  disabled: boolean;
}

const opts = (list: readonly { value: number; title: string }[]): SelectOption<number>[] =>
  list.map((o) => ({ value: o.value, title: o.title }));

export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 className={card.title} id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function PlaceFields({
  values,
  errors,
  showErrors,
  set,
  disabled,
  tied,
  districts,
  looking,
  onPick,
}: FieldsProps & {
  tied: boolean;
  districts: SelectOption<number>[];
  looking: boolean;
  onPick: (latitude: number, longitude: number) => void;
}) {
  const point =
    values.latitude != null && values.longitude != null
      ? { latitude: values.latitude, longitude: values.longitude }
      : null;
  return (
    <>
      <div className={styles.grid2}>
        <TextInput
          label={t.address}
          value={values.address}
          onChange={(v) => set('address', v)}
          placeholder={t.addressPlaceholder}
          maxLength={OFFER_LIMITS.addressMax}
          required={!tied}
          showError={showErrors}
          error={errors.address}
          disabled={disabled}
          hint={looking ? t.looking : undefined}
        />
        <Select
          label={t.district}
          value={values.subregionId}
          onChange={(v) => set('subregionId', v)}
          options={districts}
          disabled={disabled}
        />
      </div>
      {!tied && (
        <div className={styles.mapBox}>
          <Suspense
            fallback={
              <div className={styles.mapLoading}>
                <Spinner />
              </div>
            }
          >
            <PlaceMap point={point} editable={!disabled} onPick={onPick} />
          </Suspense>
          <p className={styles.muted}>{t.mapHint}</p>
        </div>
      )}
    </>
  );
}

export function UnitFields({ values, errors, showErrors, set, disabled }: FieldsProps) {
  return (
    <div className={styles.grid3}>
      <Select
        label={t.roomType}
        value={values.roomType}
        onChange={(v) => set('roomType', v)}
        options={opts(RoomType.options)}
        disabled={disabled}
      />
      <Select
        label={t.layout}
        value={values.cntApart}
        onChange={(v) => set('cntApart', v)}
        options={opts(Layout.options)}
        disabled={disabled}
      />
      <Select
        label={t.interior}
        value={values.interior}
        onChange={(v) => set('interior', v)}
        options={opts(Interior.options)}
        disabled={disabled}
      />
      <NumberInput
        label={t.area}
        value={values.area}
        onChange={(v) => set('area', v)}
        suffix="м²"
        required
        showError={showErrors}
        error={errors.area}
        disabled={disabled}
      />
      <NumberInput
        label={t.floor}
        value={values.floor}
        onChange={(v) => set('floor', v)}
        error={errors.floor}
        showError={showErrors}
        disabled={disabled}
      />
      <NumberInput
        label={t.floorsTotal}
        value={values.floorsTotal}
        onChange={(v) => set('floorsTotal', v)}
        error={errors.floorsTotal}
        showError={showErrors}
        disabled={disabled}
      />
    </div>
  );
}

export function PriceFields({ values, errors, showErrors, set, disabled }: FieldsProps) {
  const square = perMeter(values);
  return (
    <div className={styles.stack}>
      <div className={styles.grid2}>
        <NumberInput
          label={t.price}
          value={values.price}
          onChange={(v) => set('price', v)}
          suffix="₽"
          grouped
          required
          showError={showErrors}
          error={errors.price}
          disabled={disabled}
        />
        <p className={styles.perMeter} data-testid="price-per-meter" aria-live="polite">
          {square ?? <span className={styles.muted}>{t.perMeterEmpty}</span>}
        </p>
      </div>
      <Checkbox checked={values.isAction} onChange={(v) => set('isAction', v)} disabled={disabled}>
        {t.isAction}
      </Checkbox>
    </div>
  );
}

export function DescriptionField({ values, set, disabled }: FieldsProps) {
  return (
    <TextInput
      label={t.description}
      value={values.description}
      onChange={(v) => set('description', v)}
      placeholder={t.descriptionPlaceholder}
      multiline
      rows={6}
      maxLength={OFFER_LIMITS.descriptionMax}
      counter
      disabled={disabled}
    />
  );
}

export function ContactFields({
  values,
  errors,
  showErrors,
  set,
  disabled,
  profile,
}: FieldsProps & { profile: { name: string | null; phone: string } | null }) {
  const fromAd = values.contactSource === ContactSource.ads;
  const sources: SelectOption<number>[] = [
    { value: ContactSource.profile, title: t.contactProfile },
    { value: ContactSource.ads, title: t.contactAds },
  ];
  return (
    <div className={styles.stack}>
      <Select
        label={t.contactSource}
        value={values.contactSource}
        onChange={(v) => set('contactSource', v ?? ContactSource.profile)}
        options={sources}
        disabled={disabled}
      />
      {!fromAd && profile && (
        <p className={styles.muted}>
          {fill(t.profileContact, profile.name?.trim() || '—', formatPhone(profile.phone))}
        </p>
      )}
      {fromAd && (
        <div className={styles.grid2}>
          <TextInput
            label={t.contactName}
            value={values.contactName}
            onChange={(v) => set('contactName', v)}
            maxLength={OFFER_LIMITS.contactNameMax}
            error={errors.contactName}
            disabled={disabled}
          />
          <PhoneInput
            label={t.contactPhone}
            value={values.contactPhone}
            onChange={(v) => set('contactPhone', v)}
            required
            showError={showErrors}
            error={errors.contactPhone}
            disabled={disabled}
          />
        </div>
      )}
    </div>
  );
}

export function CommissionFields({ values, errors, set, disabled }: FieldsProps) {
  return (
    <div className={styles.grid2}>
      <Select
        label={t.commissionType}
        value={values.commissionType}
        onChange={(v) => set('commissionType', v)}
        options={opts(CommissionType.options)}
        error={errors.commissionType}
        disabled={disabled}
      />
      <NumberInput
        label={t.commissionPrice}
        value={values.commissionPrice}
        onChange={(v) => set('commissionPrice', v)}
        suffix="₽"
        error={errors.commissionPrice}
        disabled={disabled}
      />
    </div>
  );
}
