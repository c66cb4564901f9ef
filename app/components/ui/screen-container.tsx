// The frame of a screen's content. `type`: default (a readable column), narrow (forms), wide (lists and grids),
// full (edge to edge: maps, the chessboard), centered (a card in the middle: errors, confirmations).
import type { ReactNode } from 'react';
import styles from './screen-container.module.css';

export type ScreenType = 'default' | 'narrow' | 'wide' | 'full' | 'centered';

export function ScreenContainer({
  type = 'default',
  children,
  className,
}: {
  type?: ScreenType;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={[styles.screen, styles[type], className ?? ''].join(' ')} data-screen={type}>
      {children}
    </div>
  );
}

/** The page title of a screen, with an optional line under it and actions on the right. */
export function PageTitle({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={styles.titleRow}>
      <div className={styles.titleText}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
