// «от — до» number fields of one filter pair (price, area, floors…). Each field keeps the text as typed, so "12."
// can be on its way to "12.5"; the filter receives numbers. Sums in roubles (`roubles`) are whole and grouped by
// thousands as they are typed («45 000»).
import { useState } from 'react';
import { searchTexts } from '#shared/texts/search.ts';
import { NumberInput } from '#app/components/ui/number-input.tsx';
import { numberFromText, textFromNumber } from '../lib/filter-values.ts';
import styles from './filter.module.css';

function NumberField({
  value,
  onChange,
  placeholder,
  label,
  error,
  roubles,
}: {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  placeholder: string;
  label: string;
  error?: string;
  roubles: boolean;
}) {
  const [text, setText] = useState(textFromNumber(value));
  // Changed from outside (reset, a preset): show the new value.
  if (numberFromText(text) !== value) setText(textFromNumber(value));
  return (
    <NumberInput
      value={text}
      placeholder={placeholder}
      aria-label={label}
      error={error}
      grouped={roubles}
      integer={roubles}
      onChange={(next) => {
        setText(next);
        onChange(numberFromText(next));
      }}
    />
  );
}

export function RangeField({
  label,
  from,
  to,
  onChange,
  error,
  single = false,
  roubles = false,
}: {
  label: string;
  from: number | undefined;
  to?: number | undefined;
  onChange: (from: number | undefined, to: number | undefined) => void;
  /** The first text of either field's error. */
  error?: string;
  /** One field only (e.g. ceilings «от»). */
  single?: boolean;
  /** A sum in whole roubles, grouped by thousands as it is typed. */
  roubles?: boolean;
}) {
  const t = searchTexts.panel;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.range} data-single={single || undefined}>
        <NumberField
          value={from}
          placeholder={single ? '' : t.from}
          label={single ? label : `${label} ${t.from}`}
          onChange={(value) => onChange(value, to)}
          roubles={roubles}
        />
        {!single && (
          <NumberField
            value={to}
            placeholder={t.to}
            label={`${label} ${t.to}`}
            onChange={(value) => onChange(from, value)}
            roubles={roubles}
          />
        )}
      </div>
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
