// Create, rename and delete a collection through the prompt and confirm dialogs, with their toasts.
import { useCallback } from 'react';
import { fill } from '#shared/texts/ru.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import { COLLECTION_LIMITS } from '#shared/collection-limits.ts';
import { useConfirm, usePrompt } from '#app/components/ui/dialogs.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { useCreateCollection, useDeleteCollection, useRenameCollection } from '#app/resources/collections.ts';
import { newCollectionPrompt } from '../lib/name-prompt.ts';
import { reportCollectionError } from '../lib/report-error.ts';

export function useCollectionActions() {
  const prompt = usePrompt();
  const confirm = useConfirm();
  const create = useCreateCollection();
  const rename = useRenameCollection();
  const remove = useDeleteCollection();

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
    async (collection: { id: number; name: string }) => {
      const name = await prompt({
        title: collectionTexts.prompt.renameTitle,
        label: collectionTexts.prompt.nameLabel,
        initialValue: collection.name,
        maxLength: COLLECTION_LIMITS.nameMax,
        confirmLabel: collectionTexts.prompt.save,
      });
      if (!name || name === collection.name) return;
      try {
        await rename.mutateAsync({ id: collection.id, name });
        toast(collectionTexts.toasts.renamed, { tone: 'success' });
      } catch (error) {
        reportCollectionError(error);
      }
    },
    [prompt, rename],
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

  return { createOne, renameOne, deleteOne, creating: create.isPending };
}
