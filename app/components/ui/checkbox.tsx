// A checkbox with its label; the native input stays for keyboard and screen readers, the box is drawn.
import type { ReactNode } from 'react';
import { CheckIcon } from './icons.tsx';
import styles from './checkbox.module.css';

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  disabled?: boolean;
  name?: string;
  className?: string;
}

export function Checkbox({ checked, onChange, children, disabled, name, className }: CheckboxProps) {
  return (
    <label className={[styles.row, className ?? ''].join(' ')} data-disabled={disabled || undefined}>
      <input
        className={styles.input}
        type="checkbox"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={styles.box} aria-hidden="true">
        <CheckIcon size={16} strokeWidth={2.6} />
      </span>
      <span className={styles.text}>{children}</span>
    </label>
  );
}
