// Cards and tiles in a responsive grid: one column on a phone, up to three on desktop.
import type { ReactNode } from 'react';
import styles from './card-grid.module.css';

export function CardGrid({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className={styles.grid} data-testid={testId}>
      {children}
    </div>
  );
}
