import { appTexts } from '#shared/texts/app.ts';
import { useOnline } from '#app/hooks/use-online.ts';
import { EmptyState } from './empty-state.tsx';
import styles from './spinner.module.css';

export function Spinner({ size = 24, label = appTexts.ui.loading }: { size?: number; label?: string }) {
  return (
    <span className={styles.spinner} style={{ width: size, height: size }} role="status" aria-label={label} />
  );
}

/**
 * Centred in the space a page would take: the fallback while a lazy page or its data loads. Offline, nothing is on
 * its way (the queries wait for the network), so it says so instead of spinning.
 */
export function PageSpinner() {
  const online = useOnline();
  if (!online)
    return (
      <EmptyState tone="neutral" title={appTexts.offline.notKeptTitle} text={appTexts.offline.notKeptText} />
    );
  return (
    <div className={styles.page}>
      <Spinner size={32} />
    </div>
  );
}
