// «В подборку» on complex and offer cards, on their pages and on a chessboard unit's card: opens the collection-select modal. A user with no
// collection is first asked a new one's name (PRODUCT §2); the new collection then comes ticked in the list.
import { lazy, Suspense, useMemo, useState } from 'react';
import { Kind } from '#shared/enums.ts';
import type { TCollectionItemRef } from '#shared/schemas/collections.ts';
import { useQueryClient } from '@tanstack/react-query';
import { fill } from '#shared/texts/ru.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import { usePrompt } from '#app/components/ui/dialogs.tsx';
import { FolderIcon } from '#app/components/ui/icons.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { collectionRefsQuery, useCollectionRefs, useCreateCollection } from '#app/resources/collections.ts';
import { holdingIds } from '#app/resources/collections.diff.ts';
import { newCollectionPrompt } from '../lib/name-prompt.ts';
import { reportCollectionError } from '../lib/report-error.ts';
import styles from './add-to-collection.module.css';

const t = collectionTexts.select;

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
  const create = useCreateCollection();
  // Read from the cache only: cards do not ask for the list until one of them is tapped.
  const refs = useCollectionRefs(false).data;
  const inSome = refs ? holdingIds(refs, item).size > 0 : false;
  const [open, setOpen] = useState(false);
  /** Mounted from the first opening on, so it can slide out when closed. */
  const [opened, setOpened] = useState(false);
  const [preselect, setPreselect] = useState<number[]>([]);
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    try {
      const [list] = await Promise.all([
        client.fetchQuery({ ...collectionRefsQuery(), staleTime: 30_000 }),
        loadModal(),
      ]);
      if (list.length === 0) {
        const name = await prompt(newCollectionPrompt);
        // Only non-empty text counts (PRODUCT §5): anything else is a cancel.
        if (!name) return;
        const created = await create.mutateAsync(name);
        setPreselect([created.id]);
      } else {
        setPreselect([]);
      }
      setOpened(true);
      setOpen(true);
    } catch (error) {
      reportCollectionError(error);
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
        aria-label={fill(t.buttonLabel, title)}
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
