// The floating action button (PRODUCT §2, §9): 55 px from the right edge, shown while `show` is true.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './fab.module.css';

export interface FabProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  show?: boolean;
  icon: ReactNode;
  /** Visible text next to the icon; without it the button is round and `aria-label` names it. */
  label?: string;
}

export function Fab({ show = true, icon, label, className, type = 'button', ...rest }: FabProps) {
  return (
    <button
      type={type}
      className={[styles.fab, className ?? ''].join(' ')}
      data-show={show || undefined}
      data-extended={label ? true : undefined}
      aria-hidden={show ? undefined : true}
      tabIndex={show ? undefined : -1}
      {...rest}
    >
      {icon}
      {label && <span>{label}</span>}
    </button>
  );
}
