// POST /api/user/collections/bind and /unbind {objectId, isOffer, collectionIds}: the modal's difference for a
// complex or a resale offer. The answer names the collections holding it now; the modal's refs are set from it and
// the other views marked stale.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  TCollectionBindInput,
  TCollectionBindResult,
  TCollectionItemRef,
  TCollectionRef,
} from '#shared/schemas/collections.ts';
import { api } from '#app/lib/api.ts';
import { sameItem, type CollectionDiff } from '../lib/collection-diff.ts';
import { collectionsKeys } from './collections-keys.ts';

const body = (item: TCollectionItemRef, collectionIds: number[]): TCollectionBindInput => ({
  objectId: item.id,
  isOffer: item.isOffer ? 1 : 0,
  collectionIds,
});

export const bindObject = (item: TCollectionItemRef, collectionIds: number[]) =>
  api.post<TCollectionBindResult>('/api/user/collections/bind', body(item, collectionIds));

export const unbindObject = (item: TCollectionItemRef, collectionIds: number[]) =>
  api.post<TCollectionBindResult>('/api/user/collections/unbind', body(item, collectionIds));

/** The refs with the item in exactly the collections the server named. */
export function applyBindResult(
  refs: TCollectionRef[] | undefined,
  result: TCollectionBindResult,
): TCollectionRef[] | undefined {
  if (!refs) return refs;
  const item = { id: result.objectId, isOffer: result.isOffer };
  const holding = new Set(result.collectionIds);
  return refs.map((ref) => {
    const has = ref.objects.some((o) => sameItem(o, item));
    const should = holding.has(ref.id);
    if (has === should) return ref;
    return {
      ...ref,
      objects: should ? [...ref.objects, item] : ref.objects.filter((o) => !sameItem(o, item)),
    };
  });
}

/** Sends only what changed: bind for the newly ticked, unbind for the newly unticked; nothing when neither. */
export async function sendDiff(
  item: TCollectionItemRef,
  diff: CollectionDiff,
): Promise<TCollectionBindResult | null> {
  let result: TCollectionBindResult | null = null;
  if (diff.bind.length > 0) result = await bindObject(item, diff.bind);
  if (diff.unbind.length > 0) result = await unbindObject(item, diff.unbind);
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
    mutationFn: ({ item, diff }: { item: TCollectionItemRef; diff: CollectionDiff }) => sendDiff(item, diff),
    onSuccess: (result) => settle(client, result),
  });
}

/** Removing one complex or offer from one collection (the collection page). */
export function useRemoveFromCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, collectionId }: { item: TCollectionItemRef; collectionId: number }) =>
      unbindObject(item, [collectionId]),
    onSuccess: (result) => settle(client, result),
  });
}
