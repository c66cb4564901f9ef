import { appTexts } from '#shared/texts/app.ts';
import styles from './spinner.module.css';

export function Spinner({ size = 24, label = appTexts.ui.loading }: { size?: number; label?: string }) {
  return (
    <span className={styles.spinner} style={{ width: size, height: size }} role="status" aria-label={label} />
  );
}

/** Centred in the space a page would take: the fallback while a lazy page loads. */
export function PageSpinner() {
  return (
    <div className={styles.page}>
      <Spinner size={32} />
    </div>
  );
}
