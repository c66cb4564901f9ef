// Date and month inputs of PRODUCT §5: the system picker opens on tap, the stored value is a ru-RU string
// ('21.11.2026' for a date, '11.2026' for a month); the field shows it the Russian way.
import { useRef } from 'react';
import { formatDate, formatMonth, LOCALE } from '#shared/format.ts';
import { ru } from '#shared/texts/ru.ts';
import { controlProps, Field, frameProps, useFieldLook, type FieldLookProps } from './field.tsx';
import { CalendarIcon } from './icons.tsx';
import styles from './control.module.css';

export type DateKind = 'date' | 'month';

/** '2026-11-21' → '21.11.2026'; '2026-11' → '11.2026'; '' stays ''. */
export function fromNative(kind: DateKind, native: string): string {
  const match = native.match(/^(\d{4})-(\d{2})(?:-(\d{2}))?$/);
  if (!match) return '';
  const [, y, m, d] = match;
  const date = new Date(Number(y), Number(m) - 1, kind === 'date' ? Number(d) : 1);
  return kind === 'date'
    ? formatDate(date)
    : date.toLocaleDateString(LOCALE, { month: '2-digit', year: 'numeric' });
}

/** The reverse of fromNative, for the native input's value. */
export function toNative(kind: DateKind, value: string): string {
  const parts = value.split('.');
  if (kind === 'date' && parts.length === 3) {
    const [d, m, y] = parts;
    return /^\d{4}$/.test(y!) ? `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}` : '';
  }
  if (kind === 'month' && parts.length === 2) {
    const [m, y] = parts;
    return /^\d{4}$/.test(y!) ? `${y}-${m!.padStart(2, '0')}` : '';
  }
  return '';
}

/** What the field shows: the date as stored, a month in words ('ноябрь 2026 г.'). */
export function displayDate(kind: DateKind, value: string): string {
  if (!value) return '';
  if (kind === 'date') return value;
  const native = toNative('month', value);
  return native
    ? formatMonth(new Date(Number(native.slice(0, 4)), Number(native.slice(5, 7)) - 1, 1))
    : value;
}

export interface DateInputProps extends FieldLookProps {
  value: string;
  onChange: (value: string) => void;
  kind?: DateKind;
  placeholder?: string;
  /** Bounds as stored values ('01.01.2020'). */
  min?: string;
  max?: string;
  name?: string;
}

export function DateInput({
  value,
  onChange,
  kind = 'date',
  placeholder = ru.notSpecified,
  min,
  max,
  name,
  ...frame
}: DateInputProps) {
  const look = useFieldLook(frame, value === '');
  const native = useRef<HTMLInputElement>(null);
  const shown = displayDate(kind, value);
  return (
    <Field {...frameProps(look, frame)}>
      <div className={styles.picker}>
        <span className={styles.pickerValue} data-empty={shown ? undefined : true}>
          {shown || placeholder}
        </span>
        <CalendarIcon className={styles.pickerIcon} size={20} />
        <input
          ref={native}
          name={name}
          className={styles.native}
          type={kind}
          value={toNative(kind, value)}
          min={min ? toNative(kind, min) : undefined}
          max={max ? toNative(kind, max) : undefined}
          {...controlProps(look, frame)}
          onChange={(event) => onChange(fromNative(kind, event.target.value))}
          onClick={() => {
            // Desktop browsers open the picker only from the small icon unless asked.
            try {
              native.current?.showPicker?.();
            } catch {
              /* not allowed without a user gesture, or unsupported: the native input still works */
            }
          }}
        />
      </div>
    </Field>
  );
}

export function MonthInput(props: Omit<DateInputProps, 'kind'>) {
  return <DateInput {...props} kind="month" />;
}
