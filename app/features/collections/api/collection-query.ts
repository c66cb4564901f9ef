// GET /api/user/collections/{id}: one collection with its cards and its latest public link.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCollectionFull } from '#shared/schemas/collections.ts';
import { api } from '#app/lib/api.ts';
import { collectionsKeys } from './collections-keys.ts';

export const fetchCollection = async (id: number, signal?: AbortSignal) =>
  (await api.get<{ data: TCollectionFull }>(`/api/user/collections/${id}`, { signal })).data;

export const collectionQuery = (id: number) =>
  queryOptions({ queryKey: collectionsKeys.one(id), queryFn: ({ signal }) => fetchCollection(id, signal) });

export function useCollection(id: number) {
  return useQuery({ ...collectionQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
