// «В подборку» on complex and offer cards, on their pages and on a chessboard unit's card: opens the collection-select modal. A user with no
// collection is first asked a new one's name (PRODUCT §2); the new collection then comes ticked in the list.
import { lazy, Suspense, useMemo, useState } from 'react';
import { Kind } from '#shared/enums.ts';
import type { TCollectionItemRef, TCollectionRef } from '#shared/schemas/collections.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fill } from '#shared/texts/ru.ts';
import { collectionButtonTexts } from '#shared/texts/collections-menu.ts';
import { usePrompt } from '#app/components/ui/dialogs.tsx';
import { FolderIcon } from '#app/components/ui/icons.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { collectionsKeys } from '#app/resources/collections.keys.ts';
import { holdingIds } from '#app/resources/collections.diff.ts';
import styles from './add-to-collection.module.css';

const t = collectionButtonTexts;

// Every card has the button; the modal's code comes with the first tap on one (it is asked for while the list loads).
const loadModal = () => import('./collection-select-modal.tsx');
const CollectionSelectModal = lazy(() => loadModal().then((m) => ({ default: m.CollectionSelectModal })));

export interface AddToCollectionProps {
  objectId: number;
  /** A resale offer's id rather than a complex's. */
  isOffer?: boolean;
  /** A chessboard unit's id. */
  isUnit?: boolean;
  title: string;
  /** card: a small button under a card's figures; labelled: a full button (the object page). */
  look?: 'card' | 'labelled';
  block?: boolean;
}

export function AddToCollection({
  objectId,
  isOffer = false,
  isUnit = false,
  title,
  look = 'card',
  block = false,
}: AddToCollectionProps) {
  const item = useMemo<TCollectionItemRef>(
    () => (isUnit ? { id: objectId, isOffer: false, kind: Kind.unit } : { id: objectId, isOffer }),
    [objectId, isOffer, isUnit],
  );
  const client = useQueryClient();
  const prompt = usePrompt();
  // Read from the cache only: cards do not ask for the list until one of them is tapped.
  const refs = useQuery<TCollectionRef[]>({ queryKey: collectionsKeys.refs, enabled: false }).data;
  const inSome = refs ? holdingIds(refs, item).size > 0 : false;
  const [open, setOpen] = useState(false);
  /** Mounted from the first opening on, so it can slide out when closed. */
  const [opened, setOpened] = useState(false);
  const [preselect, setPreselect] = useState<number[]>([]);
  const [starting, setStarting] = useState(false);

  // The collections' texts, the list and the modal come with the first tap (the modal is asked for meanwhile).
  const start = async () => {
    setStarting(true);
    try {
      const { startAdding } = await import('../lib/start-adding.ts');
      const ticked = await startAdding(client, prompt, loadModal);
      if (!ticked) return;
      setPreselect(ticked);
      setOpened(true);
      setOpen(true);
    } finally {
      setStarting(false);
    }
  };

  const label = inSome ? t.buttonIn : t.button;
  return (
    <>
      <button
        type="button"
        className={styles.button}
        data-look={look}
        data-block={block || undefined}
        data-active={inSome || undefined}
        aria-label={fill(t.buttonLabel, label, title)}
        aria-haspopup="dialog"
        disabled={starting}
        onClick={() => void start()}
      >
        {starting ? <Spinner size={18} /> : <FolderIcon size={20} />}
        <span>{label}</span>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <CollectionSelectModal
            open={open}
            item={item}
            preselect={preselect}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
