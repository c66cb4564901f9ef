// The first tap on «В подборку»: the user's collections (and the modal's code) at once; with none yet, the new
// collection's name is asked first and the new one comes ticked. Loaded on that tap, not with the cards.
import type { QueryClient } from '@tanstack/react-query';
import { collectionRefsQuery, createCollectionIn } from '#app/resources/collections.ts';
import { newCollectionPrompt } from './name-prompt.ts';
import { reportCollectionError } from './report-error.ts';

type Prompt = (options: typeof newCollectionPrompt) => Promise<string | null>;

/** The collections to tick when the modal opens; null when it must not open (cancelled, or failed and reported). */
export async function startAdding(
  client: QueryClient,
  prompt: Prompt,
  loadModal: () => Promise<unknown>,
): Promise<number[] | null> {
  try {
    const [list] = await Promise.all([
      client.fetchQuery({ ...collectionRefsQuery(), staleTime: 30_000 }),
      loadModal(),
    ]);
    if (list.length > 0) return [];
    const name = await prompt(newCollectionPrompt);
    // Only non-empty text counts (PRODUCT §5): anything else is a cancel.
    if (!name) return null;
    const created = await createCollectionIn(client, name);
    return [created.id];
  } catch (error) {
    reportCollectionError(error);
    return null;
  }
}
