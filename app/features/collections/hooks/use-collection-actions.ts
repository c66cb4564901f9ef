// Create, rename and delete a collection through the prompt and confirm dialogs, with their toasts. A rename is based
// on the collection's version; refused as stale (decision 018), the «Данные изменились» dialog offers to rename the
// fresh collection (render `conflict` on the screen).
import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fill } from '#shared/texts/ru.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import { COLLECTION_LIMITS } from '#shared/collection-limits.ts';
import { useStaleEdit } from '#app/components/forms/conflict-dialog.tsx';
import { useConfirm, usePrompt } from '#app/components/ui/dialogs.tsx';
import { toast } from '#app/lib/toast-store.ts';
import {
  fetchCollection,
  refreshCollections,
  useCreateCollection,
  useDeleteCollection,
  useRenameCollection,
} from '#app/resources/collections.ts';
import { newCollectionPrompt } from '../lib/name-prompt.ts';
import { reportCollectionError } from '../lib/report-error.ts';

export function useCollectionActions() {
  const prompt = usePrompt();
  const confirm = useConfirm();
  const create = useCreateCollection();
  const rename = useRenameCollection();
  const remove = useDeleteCollection();
  const client = useQueryClient();
  const renaming = useRef(0);
  const stale = useStaleEdit(() => fetchCollection(renaming.current));

  const sendName = useCallback(
    async (id: number, name: string, version?: number): Promise<void> => {
      renaming.current = id;
      try {
        await rename.mutateAsync({ id, name, version });
        toast(collectionTexts.toasts.renamed, { tone: 'success' });
      } catch (error) {
        const handled = await stale.handle(error, (fresh, choice) => {
          if (choice === 'apply') void sendName(id, name, fresh.version);
          else void refreshCollections(client);
        });
        if (!handled) reportCollectionError(error);
      }
    },
    [rename, stale, client],
  );

  /** The new collection's id, or null when the prompt was cancelled or the call failed. */
  const createOne = useCallback(async (): Promise<number | null> => {
    const name = await prompt(newCollectionPrompt);
    if (!name) return null;
    try {
      const created = await create.mutateAsync(name);
      toast(fill(collectionTexts.toasts.created, created.name), { tone: 'success' });
      return created.id;
    } catch (error) {
      reportCollectionError(error);
      return null;
    }
  }, [prompt, create]);

  const renameOne = useCallback(
    async (collection: { id: number; name: string; version: number }) => {
      const name = await prompt({
        title: collectionTexts.prompt.renameTitle,
        label: collectionTexts.prompt.nameLabel,
        initialValue: collection.name,
        maxLength: COLLECTION_LIMITS.nameMax,
        confirmLabel: collectionTexts.prompt.save,
      });
      if (!name || name === collection.name) return;
      await sendName(collection.id, name, collection.version);
    },
    [prompt, sendName],
  );

  /** True once deleted. */
  const deleteOne = useCallback(
    async (collection: { id: number; name: string }): Promise<boolean> => {
      const ok = await confirm({
        title: fill(collectionTexts.confirm.deleteTitle, collection.name),
        text: collectionTexts.confirm.deleteText,
        confirmLabel: collectionTexts.confirm.delete,
        danger: true,
      });
      if (!ok) return false;
      try {
        await remove.mutateAsync(collection.id);
        toast(collectionTexts.toasts.deleted, { tone: 'success' });
        return true;
      } catch (error) {
        reportCollectionError(error);
        return false;
      }
    },
    [confirm, remove],
  );

  return { createOne, renameOne, deleteOne, creating: create.isPending, conflict: stale.dialog };
}
