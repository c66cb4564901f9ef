// «от — до» number fields of one filter pair (price, area, floors…). Each field keeps the text as typed, so "12."
// can be on its way to "12.5"; the filter receives numbers.
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
}: {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  placeholder: string;
  label: string;
  error?: string;
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
}: {
  label: string;
  from: number | undefined;
  to?: number | undefined;
  onChange: (from: number | undefined, to: number | undefined) => void;
  /** The first text of either field's error. */
  error?: string;
  /** One field only (e.g. ceilings «от»). */
  single?: boolean;
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
        />
        {!single && (
          <NumberField
            value={to}
            placeholder={t.to}
            label={`${label} ${t.to}`}
            onChange={(value) => onChange(from, value)}
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
