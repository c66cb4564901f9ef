// An empty list or a page with nothing to show: the title in the warning orange of PRODUCT §9, a line, an action.
import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export function EmptyState({
  icon,
  title,
  text,
  action,
  tone = 'warning',
}: {
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  /** warning: an empty list (PRODUCT §9); danger and neutral: error pages. */
  tone?: 'warning' | 'danger' | 'neutral' | 'success';
}) {
  return (
    <div className={styles.empty} data-tone={tone}>
      {icon && <div className={styles.icon}>{icon}</div>}
      <h2 className={styles.title}>{title}</h2>
      {text && <div className={styles.text}>{text}</div>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
