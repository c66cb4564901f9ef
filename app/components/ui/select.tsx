// A native select in the Field frame: the system list on phones, keyboard-friendly on desktop.
// The empty option reads 'Не указано' (PRODUCT §5) and gives null.
import { ru } from '#shared/texts/ru.ts';
import { controlProps, Field, frameProps, useFieldLook, type FieldLookProps } from './field.tsx';
import { ChevronDownIcon } from './icons.tsx';
import styles from './control.module.css';

export interface SelectOption<T extends string | number> {
  value: T;
  title: string;
}

export interface SelectProps<T extends string | number> extends FieldLookProps {
  value: T | null;
  onChange: (value: T | null) => void;
  options: readonly SelectOption<T>[];
  placeholder?: string;
  name?: string;
}

export function Select<T extends string | number>({
  value,
  onChange,
  options,
  placeholder = ru.notSpecified,
  name,
  ...frame
}: SelectProps<T>) {
  const look = useFieldLook(frame, value === null);
  const index = options.findIndex((o) => o.value === value);
  return (
    <Field {...frameProps(look, frame)}>
      <select
        name={name}
        className={`${styles.control} ${styles.select}`}
        data-empty={index < 0 || undefined}
        value={index < 0 ? '' : String(index)}
        {...controlProps(look, frame)}
        onChange={(event) => {
          const i = event.target.value === '' ? -1 : Number(event.target.value);
          onChange(i < 0 ? null : options[i]!.value);
        }}
      >
        <option value="">{placeholder}</option>
        {options.map((option, i) => (
          <option key={String(option.value)} value={String(i)}>
            {option.title}
          </option>
        ))}
      </select>
      <ChevronDownIcon className={styles.chevron} size={20} />
    </Field>
  );
}
