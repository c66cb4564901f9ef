// Buttons and button-looking links share one look: primary, secondary, ghost, danger; three sizes.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from './spinner.tsx';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
type Size = 'sm' | 'md' | 'lg';

interface Look {
  variant?: Variant;
  size?: Size;
  block?: boolean;
  icon?: ReactNode;
}

function classes({ variant = 'primary', size = 'md', block }: Look, extra?: string) {
  return [styles.button, styles[variant], styles[size], block ? styles.block : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Look {
  loading?: boolean;
}

export function Button({
  variant,
  size,
  block,
  icon,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={classes({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={18} /> : icon}
      {children !== undefined && <span className={styles.label}>{children}</span>}
    </button>
  );
}

export function ButtonLink({ variant, size, block, icon, className, children, ...rest }: LinkProps & Look) {
  return (
    <Link className={classes({ variant, size, block }, className)} {...rest}>
      {icon}
      <span className={styles.label}>{children}</span>
    </Link>
  );
}

/** A square button that holds only an icon; `label` is what screen readers say. */
export function IconButton({
  label,
  children,
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string }) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={[styles.iconButton, className ?? ''].join(' ')}
      {...rest}
    >
      {children}
    </button>
  );
}
