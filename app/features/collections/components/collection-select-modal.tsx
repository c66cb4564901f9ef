// The collection-select modal (PRODUCT §2, §5): a checkbox list of the user's collections with the object's current
// ones ticked, a «Новая подборка» entry, and on «Готово» only the difference is sent (bind / unbind).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { countOf } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { appTexts } from '#shared/texts/app.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import type { TCollectionItemRef, TCollectionRef } from '#shared/schemas/collections.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import { usePrompt } from '#app/components/ui/dialogs.tsx';
import { PlusIcon } from '#app/components/ui/icons.tsx';
import { Modal } from '#app/components/ui/modal.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { toast } from '#app/lib/toast-store.ts';
import {
  collectionsKeys,
  useCollectionRefs,
  useCreateCollection,
  useSendDiff,
} from '#app/resources/collections.ts';
import { collectionDiff, holdingIds, isEmptyDiff, sameItem } from '#app/resources/collections.diff.ts';
import { newCollectionPrompt } from '../lib/name-prompt.ts';
import { reportCollectionError } from '../lib/report-error.ts';
import layout from '#app/styles/layout.module.css';
import text from '#app/styles/text.module.css';
import styles from './collection-select-modal.module.css';

const t = collectionTexts.select;

export interface CollectionSelectModalProps {
  open: boolean;
  /** The complex or offer being placed. */
  item: TCollectionItemRef;
  onClose: () => void;
  /** Collections to tick on top of the object's own (one just made from the name prompt). */
  preselect?: readonly number[];
}

export function CollectionSelectModal({ open, item, onClose, preselect }: CollectionSelectModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={t.title}>
      {open && <SelectForm item={item} onClose={onClose} preselect={preselect} />}
    </Modal>
  );
}

function SelectForm({ item, onClose, preselect = [] }: Omit<CollectionSelectModalProps, 'open'>) {
  const refs = useCollectionRefs();
  if (refs.isError && !refs.data) {
    return (
      <div className={styles.state}>
        <p>{t.loadFailed}</p>
        <Button variant="secondary" onClick={() => void refs.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  }
  if (!refs.data) {
    return (
      <div className={styles.state}>
        <Spinner label={t.loading} />
      </div>
    );
  }
  return <Choices refs={refs.data} item={item} onClose={onClose} preselect={preselect} />;
}

function Choices({
  refs,
  item,
  onClose,
  preselect,
}: {
  refs: TCollectionRef[];
  item: TCollectionItemRef;
  onClose: () => void;
  preselect: readonly number[];
}) {
  // What the object was in when the modal opened: the base of the difference.
  const [initial] = useState(() => holdingIds(refs, item));
  const [ticked, setTicked] = useState(() => new Set([...initial, ...preselect]));
  const prompt = usePrompt();
  const create = useCreateCollection();
  const send = useSendDiff();
  const client = useQueryClient();

  const toggle = (id: number, on: boolean) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const addNew = async () => {
    const name = await prompt(newCollectionPrompt);
    if (!name) return;
    try {
      const created = await create.mutateAsync(name);
      toggle(created.id, true);
    } catch (error) {
      reportCollectionError(error);
    }
  };

  const confirm = async () => {
    const diff = collectionDiff(initial, ticked);
    if (isEmptyDiff(diff)) {
      onClose();
      return;
    }
    try {
      await send.mutateAsync({ item, diff });
      const names = new Map(
        (client.getQueryData<TCollectionRef[]>(collectionsKeys.refs) ?? refs).map((r) => [r.id, r.name]),
      );
      if (diff.unbind.length === 0 && diff.bind.length === 1) {
        toast(fill(collectionTexts.toasts.addedTo, names.get(diff.bind[0]!) ?? ''), { tone: 'success' });
      } else if (diff.unbind.length === 0) {
        toast(
          fill(
            collectionTexts.toasts.addedToMany,
            countOf(diff.bind.length, collectionTexts.collectionsWord),
          ),
          { tone: 'success' },
        );
      } else if (ticked.size === 0) {
        toast(collectionTexts.toasts.removedFromAll, { tone: 'success' });
      } else {
        toast(collectionTexts.toasts.saved, { tone: 'success' });
      }
      onClose();
    } catch (error) {
      reportCollectionError(error);
    }
  };

  // The newest first, as the server lists them; the ones made here are already at the top.
  return (
    <div className={layout.stackMd}>
      <p className={text.note}>{t.lead}</p>
      <ul className={styles.list} data-testid="collection-choices">
        {refs.map((ref) => (
          <li key={ref.id}>
            <Checkbox
              checked={ticked.has(ref.id)}
              onChange={(on) => toggle(ref.id, on)}
              className={styles.choice}
            >
              <span className={styles.name}>{ref.name}</span>
              <span className={styles.count}>
                {fill(t.count, countOf(countAfter(ref, item, ticked), collectionTexts.objects))}
              </span>
            </Checkbox>
          </li>
        ))}
      </ul>
      <Button
        variant="ghost"
        icon={<PlusIcon size={20} />}
        onClick={() => void addNew()}
        loading={create.isPending}
        className={styles.newOne}
      >
        {t.newOne}
      </Button>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onClose} disabled={send.isPending}>
          {appTexts.ui.cancel}
        </Button>
        <Button onClick={() => void confirm()} loading={send.isPending}>
          {t.confirm}
        </Button>
      </div>
    </div>
  );
}

/** How many objects the collection will hold once the ticks are saved. */
function countAfter(ref: TCollectionRef, item: TCollectionItemRef, ticked: ReadonlySet<number>): number {
  const has = ref.objects.some((o) => sameItem(o, item));
  const will = ticked.has(ref.id);
  return ref.objects.length + (will && !has ? 1 : 0) - (!will && has ? 1 : 0);
}
