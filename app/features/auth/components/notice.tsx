// A boxed message above an auth form: a ban, a throttle wait.
import type { ReactNode } from 'react';
import { AlertIcon, ClockIcon } from '#app/components/ui/icons.tsx';
import styles from './auth-form.module.css';

export function Notice({
  title,
  text,
  tone = 'danger',
}: {
  title: ReactNode;
  text: ReactNode;
  tone?: 'danger' | 'warning';
}) {
  const Icon = tone === 'warning' ? ClockIcon : AlertIcon;
  return (
    <div className={styles.notice} data-tone={tone} role="alert">
      <Icon className={styles.noticeIcon} />
      <div>
        <p className={styles.noticeTitle}>{title}</p>
        <p className={styles.noticeText}>{text}</p>
      </div>
    </div>
  );
}
