// Number input of SPEC §5: digits and one point only, other pasted text is refused, about 12 characters at most.
// The value stays a string so "12." can be typed on the way to "12.5"; a comma from a Russian keypad becomes a point.
import type { ClipboardEvent, InputHTMLAttributes, Ref } from 'react';
import { ru } from '#shared/texts/ru.ts';
import { Field, useFieldLook, type FieldLookProps } from './field.tsx';
import styles from './control.module.css';

export const NUMBER_MAX_LENGTH = 12;

const NUMBER = /^\d*\.?\d*$/;

/** The cleaned value, or null when the text is not a number as typed. */
export function readNumberText(text: string, maxLength = NUMBER_MAX_LENGTH): string | null {
  const value = text.replace(/,/g, '.');
  if (!NUMBER.test(value) || value.length > maxLength) return null;
  return value;
}

export interface NumberInputProps
  extends
    FieldLookProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'value' | 'onChange' | 'id' | 'required' | 'disabled' | 'className' | 'type'
    > {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  /** Text after the number, e.g. '₽' or 'м²'. */
  suffix?: string;
  ref?: Ref<HTMLInputElement>;
}

export function NumberInput({
  label,
  error,
  hint,
  required,
  disabled,
  showError,
  id: givenId,
  className,
  value,
  onChange,
  maxLength = NUMBER_MAX_LENGTH,
  suffix,
  placeholder = ru.notSpecified,
  onFocus,
  onBlur,
  ref,
  ...rest
}: NumberInputProps) {
  const look = useFieldLook({ error, required, showError, id: givenId }, value === '');
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text').trim();
    if (readNumberText(text, Number.MAX_SAFE_INTEGER) === null) event.preventDefault();
  };
  return (
    <Field
      id={look.id}
      label={label}
      error={error}
      hint={hint}
      required={required}
      disabled={disabled}
      active={look.active}
      invalid={look.invalid}
      className={className}
    >
      <input
        ref={ref}
        id={look.id}
        className={styles.control}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        required={required}
        aria-invalid={look.invalid || undefined}
        aria-describedby={look.describedBy}
        onPaste={onPaste}
        onChange={(event) => {
          const next = readNumberText(event.target.value, maxLength);
          if (next !== null) onChange(next);
        }}
        onFocus={(event) => {
          look.focusHandlers.onFocus();
          onFocus?.(event);
        }}
        onBlur={(event) => {
          look.focusHandlers.onBlur(event);
          onBlur?.(event);
        }}
        {...rest}
      />
      {suffix && <span className={styles.counter}>{suffix}</span>}
    </Field>
  );
}
