// Six boxes for the SMS code over one real input: the system keyboard, SMS autofill and paste all work on it.
import type { Ref } from 'react';
import { SMS_CODE_LENGTH } from '#shared/sms-code.ts';
import styles from './code-input.module.css';

export function CodeInput({
  id,
  value,
  onChange,
  disabled,
  invalid,
  describedBy,
  ref,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <div className={styles.wrap} data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
      <input
        ref={ref}
        id={id}
        className={styles.input}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d*"
        maxLength={SMS_CODE_LENGTH}
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoFocus
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))}
      />
      <div className={styles.boxes} aria-hidden="true">
        {Array.from({ length: SMS_CODE_LENGTH }, (_, i) => (
          <span
            key={i}
            className={styles.box}
            data-filled={i < value.length || undefined}
            data-current={i === Math.min(value.length, SMS_CODE_LENGTH - 1) || undefined}
          >
            {value[i] ?? ''}
          </span>
        ))}
      </div>
    </div>
  );
}
