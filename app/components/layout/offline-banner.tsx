// «Нет сети» above the screen while the browser is offline: what shows is the last loaded data, read-only.
import { appTexts } from '#shared/texts/app.ts';
import { useOnline } from '#app/hooks/use-online.ts';
import styles from './offline-banner.module.css';

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className={styles.banner} role="status">
      <strong>{appTexts.offline.title}</strong>
      <span>{appTexts.offline.lead}</span>
    </div>
  );
}
