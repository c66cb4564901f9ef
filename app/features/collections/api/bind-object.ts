// POST /api/user/collections/bind and /unbind {objectId, collectionIds}: the modal's difference. The answer names
// the collections holding the object now; the modal's refs are set from it and the other views marked stale.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TCollectionBindResult, TCollectionRef } from '#shared/schemas/collections.ts';
import { api } from '#app/lib/api.ts';
import type { CollectionDiff } from '../lib/collection-diff.ts';
import { collectionsKeys } from './collections-keys.ts';

export const bindObject = (objectId: number, collectionIds: number[]) =>
  api.post<TCollectionBindResult>('/api/user/collections/bind', { objectId, collectionIds });

export const unbindObject = (objectId: number, collectionIds: number[]) =>
  api.post<TCollectionBindResult>('/api/user/collections/unbind', { objectId, collectionIds });

/** The refs with `objectId` in exactly the collections the server named. */
export function applyBindResult(
  refs: TCollectionRef[] | undefined,
  result: TCollectionBindResult,
): TCollectionRef[] | undefined {
  if (!refs) return refs;
  const holding = new Set(result.collectionIds);
  return refs.map((ref) => {
    const has = ref.objects.some((o) => o.id === result.objectId);
    const should = holding.has(ref.id);
    if (has === should) return ref;
    return {
      ...ref,
      objects: should
        ? [...ref.objects, { id: result.objectId }]
        : ref.objects.filter((o) => o.id !== result.objectId),
    };
  });
}

/** Sends only what changed: bind for the newly ticked, unbind for the newly unticked; nothing when neither. */
export async function sendDiff(
  objectId: number,
  diff: CollectionDiff,
): Promise<TCollectionBindResult | null> {
  let result: TCollectionBindResult | null = null;
  if (diff.bind.length > 0) result = await bindObject(objectId, diff.bind);
  if (diff.unbind.length > 0) result = await unbindObject(objectId, diff.unbind);
  return result;
}

function settle(client: QueryClient, result: TCollectionBindResult | null) {
  if (!result) return;
  client.setQueryData<TCollectionRef[]>(collectionsKeys.refs, (refs) => applyBindResult(refs, result));
  void client.invalidateQueries({ queryKey: collectionsKeys.list });
  void client.invalidateQueries({ queryKey: ['collections', 'one'] });
}

export function useSendDiff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ objectId, diff }: { objectId: number; diff: CollectionDiff }) => sendDiff(objectId, diff),
    onSuccess: (result) => settle(client, result),
  });
}

/** Removing one object from one collection (the collection page). */
export function useRemoveFromCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ objectId, collectionId }: { objectId: number; collectionId: number }) =>
      unbindObject(objectId, [collectionId]),
    onSuccess: (result) => settle(client, result),
  });
}
