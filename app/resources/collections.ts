// Collections (shared/api/collections.ts): the paged list, every one with its items (the collection-select modal),
// one with its cards; create, rename, delete; bind and unbind an item. Every change marks the views it touches stale.
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  bindToCollections,
  createCollection,
  deleteCollection,
  getCollection,
  listCollections,
  renameCollection,
  unbindFromCollections,
} from '#shared/api/collections.ts';
import type {
  TCollectionBindResult,
  TCollectionItemRef,
  TCollectionRef,
  TCollectionsAll,
  TCollectionsPage,
} from '#shared/schemas/collections.ts';
import { call } from '#app/lib/call.ts';
import { applyBindResult, type CollectionDiff } from './collections.diff.ts';
import { nextPageParam } from './paging.ts';
import { collectionsKeys } from './collections.keys.ts';

export { collectionsKeys };

// One path answers both shapes; the query's `all` decides which, so each fetcher names its own.
export const fetchCollections = (page: number, signal?: AbortSignal) =>
  call(listCollections, { query: { page } }, { signal }) as Promise<TCollectionsPage>;

export const fetchCollectionRefs = async (signal?: AbortSignal) =>
  ((await call(listCollections, { query: { all: true } }, { signal })) as TCollectionsAll).data;

export const fetchCollection = async (id: number, signal?: AbortSignal) =>
  (await call(getCollection, { params: { id } }, { signal })).data;

export const collectionsQuery = () =>
  infiniteQueryOptions({
    queryKey: collectionsKeys.list,
    queryFn: ({ pageParam, signal }) => fetchCollections(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export function useCollections() {
  return useInfiniteQuery(collectionsQuery());
}

export const collectionRefsQuery = () =>
  queryOptions({ queryKey: collectionsKeys.refs, queryFn: ({ signal }) => fetchCollectionRefs(signal) });

export function useCollectionRefs(enabled = true) {
  return useQuery({ ...collectionRefsQuery(), enabled });
}

export const collectionQuery = (id: number) =>
  queryOptions({ queryKey: collectionsKeys.one(id), queryFn: ({ signal }) => fetchCollection(id, signal) });

export function useCollection(id: number) {
  return useQuery({ ...collectionQuery(id), enabled: Number.isInteger(id) && id > 0 });
}

export const refreshCollections = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: collectionsKeys.all });

/** A new collection, put first in the cached refs; the lists go stale. */
export async function createCollectionIn(client: QueryClient, name: string): Promise<TCollectionRef> {
  const created = (await call(createCollection, { body: { name } })).data;
  client.setQueryData<TCollectionRef[]>(collectionsKeys.refs, (refs) =>
    refs ? [created, ...refs.filter((r) => r.id !== created.id)] : refs,
  );
  void client.invalidateQueries({ queryKey: collectionsKeys.list });
  return created;
}

export function useCreateCollection() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (name: string) => createCollectionIn(client, name) });
}

export function useRenameCollection() {
  const client = useQueryClient();
  return useMutation({
    /** `version`: the collection's version the rename was based on (decision 018). */
    mutationFn: async ({ id, name, version }: { id: number; name: string; version?: number }) =>
      (await call(renameCollection, { params: { id }, body: { name, version } })).data,
    onSuccess: () => void refreshCollections(client),
  });
}

export function useDeleteCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteCollection, { params: { id } }),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: collectionsKeys.one(id) });
      void refreshCollections(client);
    },
  });
}

// A unit is named by its kind; complexes and offers keep PRODUCT's isOffer.
const bindBody = (item: TCollectionItemRef, collectionIds: number[]) => ({
  body: item.kind
    ? { objectId: item.id, kind: item.kind, collectionIds }
    : { objectId: item.id, isOffer: item.isOffer ? 1 : 0, collectionIds },
});

/** Sends only what changed: bind for the newly ticked, unbind for the newly unticked; nothing when neither. */
export async function sendDiff(
  item: TCollectionItemRef,
  diff: CollectionDiff,
): Promise<TCollectionBindResult | null> {
  let result: TCollectionBindResult | null = null;
  if (diff.bind.length > 0) result = await call(bindToCollections, bindBody(item, diff.bind));
  if (diff.unbind.length > 0) result = await call(unbindFromCollections, bindBody(item, diff.unbind));
  return result;
}

/** The modal's refs set from the server's answer; the other views marked stale. */
function settleBind(client: QueryClient, result: TCollectionBindResult | null) {
  if (!result) return;
  client.setQueryData<TCollectionRef[]>(collectionsKeys.refs, (refs) => applyBindResult(refs, result));
  void client.invalidateQueries({ queryKey: collectionsKeys.list });
  void client.invalidateQueries({ queryKey: collectionsKeys.ones });
}

export function useSendDiff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, diff }: { item: TCollectionItemRef; diff: CollectionDiff }) => sendDiff(item, diff),
    onSuccess: (result) => settleBind(client, result),
  });
}

/** Removing one complex or offer from one collection (the collection page). */
export function useRemoveFromCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, collectionId }: { item: TCollectionItemRef; collectionId: number }) =>
      call(unbindFromCollections, bindBody(item, [collectionId])),
    onSuccess: (result) => settleBind(client, result),
  });
}
