// Uploads under way, each with its progress bar.
import { fill } from '#shared/texts/ru.ts';
import styles from './upload-progress.module.css';

export interface Upload {
  key: string;
  name: string;
  /** 0…1 */
  fraction: number;
}

export function UploadProgress({ uploads, label }: { uploads: readonly Upload[]; label: string }) {
  if (uploads.length === 0) return null;
  return (
    <ul className={styles.list}>
      {uploads.map((u) => (
        <li key={u.key} className={styles.item}>
          <span className={styles.name}>{fill(label, u.name)}</span>
          <progress
            className={styles.bar}
            max={1}
            value={u.fraction}
            aria-label={fill(label, u.name)}
            data-testid="upload-progress"
          />
        </li>
      ))}
    </ul>
  );
}
