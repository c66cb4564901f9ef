// The collection page's actions under its title: send to a client first, then rename and delete. On a phone
// «send» takes the whole row.
import { collectionTexts } from '#shared/texts/collections.ts';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import styles from './collection-toolbar.module.css';

const t = collectionTexts.one;

export interface CollectionToolbarProps {
  /** The send screen; absent while the collection is empty. */
  sendHref?: string;
  onRename: () => void;
  onDelete: () => void;
}

export function CollectionToolbar({ sendHref, onRename, onDelete }: CollectionToolbarProps) {
  return (
    <div className={styles.toolbar}>
      {sendHref && (
        <ButtonLink to={sendHref} className={styles.send}>
          {t.send}
        </ButtonLink>
      )}
      <div className={styles.secondary}>
        <Button variant="secondary" size="sm" onClick={onRename}>
          {t.rename}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} className={styles.danger}>
          {t.delete}
        </Button>
      </div>
    </div>
  );
}

/** A line about the collection above its cards (e.g. that unpublished objects stay out of sent links). */
export function CollectionNote({ text }: { text: string }) {
  return (
    <p className={styles.hint} role="note">
      {text}
    </p>
  );
}
