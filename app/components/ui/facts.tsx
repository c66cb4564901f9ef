// Label and value pairs (a `<dl>`), the one way the app lists facts: a unit, a booking, a deal, a complex, a profile.
// Pairs without a value are left out, and so is the whole list when none has one.
import type { ReactNode } from 'react';
import styles from './facts.module.css';

/** A label, its value and, where a test or a script needs the value, its test id. */
export type Fact = readonly [label: string, value: ReactNode, testId?: string];

export interface FactsProps {
  items: readonly Fact[];
  /** tiles: the label small above its value; rows: the label beside it; table: ruled rows in a frame. */
  look?: 'tiles' | 'rows' | 'table';
  /** Sets the columns, frame or spacing; the looks' own rules never outweigh it. */
  className?: string;
  children?: ReactNode;
}

const hasValue = ([, value]: Fact) =>
  value !== null && value !== undefined && value !== '' && value !== false;

export function Facts({ items, look = 'tiles', className, children }: FactsProps) {
  const shown = items.filter(hasValue);
  if (shown.length === 0 && !children) return null;
  return (
    <dl className={className ? `${styles.facts} ${className}` : styles.facts} data-look={look}>
      {shown.map(([label, value, testId]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
