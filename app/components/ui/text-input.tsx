// Text input of PRODUCT §5: an optional maximum length truncates what is typed or pasted; required and empty shows
// the error look; placeholder 'Не указано' unless given.
import type { InputHTMLAttributes, Ref } from 'react';
import { ru } from '#shared/texts/ru.ts';
import { controlProps, Field, frameProps, splitFrame, useFieldLook, type FieldLookProps } from './field.tsx';
import styles from './control.module.css';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement> & InputHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'maxLength' | 'id' | 'required' | 'disabled' | 'className'
>;

export interface TextInputProps extends FieldLookProps, NativeProps {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  /** A textarea; `rows` sets its starting height. */
  multiline?: boolean;
  rows?: number;
  /** Shows "12/100" next to the text when there is a maximum length. */
  counter?: boolean;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** Cuts a typed or pasted value to the maximum length (counted in characters, not UTF-16 units). */
export function truncate(value: string, maxLength: number | undefined): string {
  if (maxLength === undefined) return value;
  const chars = Array.from(value);
  return chars.length > maxLength ? chars.slice(0, maxLength).join('') : value;
}

export function TextInput(props: TextInputProps) {
  const [
    frame,
    {
      value,
      onChange,
      maxLength,
      multiline = false,
      counter = false,
      rows = 3,
      placeholder = ru.notSpecified,
      onFocus,
      onBlur,
      ref,
      ...rest
    },
  ] = splitFrame(props);
  const look = useFieldLook(frame, value.trim() === '');
  const common = {
    value,
    placeholder,
    ...controlProps<HTMLInputElement & HTMLTextAreaElement>(look, { ...frame, onFocus, onBlur }),
    onChange: (event: { target: { value: string } }) => onChange(truncate(event.target.value, maxLength)),
    ref,
    ...rest,
  };
  return (
    <Field {...frameProps(look, frame)}>
      {multiline ? (
        <textarea className={`${styles.control} ${styles.textarea}`} rows={rows} {...common} />
      ) : (
        <input className={styles.control} type="text" {...common} />
      )}
      {counter && maxLength !== undefined && (
        <span className={styles.counter} aria-hidden="true">
          {Array.from(value).length}/{maxLength}
        </span>
      )}
    </Field>
  );
}
