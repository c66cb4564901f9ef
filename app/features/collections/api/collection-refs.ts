// GET /api/user/collections?all=true: every own collection with the ids it holds, for the collection-select modal.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCollectionRef } from '#shared/schemas/collections.ts';
import { api } from '#app/lib/api.ts';
import { collectionsKeys } from './collections-keys.ts';

export const fetchCollectionRefs = async (signal?: AbortSignal) =>
  (await api.get<{ data: TCollectionRef[] }>('/api/user/collections', { query: { all: true }, signal })).data;

export const collectionRefsQuery = () =>
  queryOptions({ queryKey: collectionsKeys.refs, queryFn: ({ signal }) => fetchCollectionRefs(signal) });

export function useCollectionRefs(enabled = true) {
  return useQuery({ ...collectionRefsQuery(), enabled });
}
