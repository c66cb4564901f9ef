// A thin bar at the top while the router loads the next page; shown only when loading takes a moment.
import styles from './progress-bar.module.css';

export function ProgressBar({ active }: { active: boolean }) {
  return <div className={styles.bar} data-active={active || undefined} aria-hidden="true" />;
}
