// Files on their way up, each with its name and progress bar: the complex's documents and photos list them above
// the list, the offer's photo field as tiles in its grid.
import { fill } from '#shared/texts/ru.ts';
import type { Upload } from './use-upload-queue.ts';
import styles from './upload-list.module.css';

export interface UploadListProps {
  uploads: readonly Upload[];
  /** «Загрузка {0}…», filled with the file's name. */
  label: string;
  /** Tiles in the caller's own list: the items alone, each with this class. */
  itemClassName?: string;
}

export function UploadItems({ uploads, label, itemClassName }: UploadListProps) {
  return uploads.map((u) => (
    <li key={u.key} className={itemClassName ?? styles.item} data-uploading>
      <span className={styles.name}>{fill(label, u.name)}</span>
      <progress
        className={styles.bar}
        max={1}
        value={u.fraction}
        aria-label={fill(label, u.name)}
        data-testid="upload-progress"
      />
    </li>
  ));
}

export function UploadList(props: UploadListProps) {
  if (props.uploads.length === 0) return null;
  return (
    <ul className={styles.list}>
      <UploadItems {...props} />
    </ul>
  );
}
