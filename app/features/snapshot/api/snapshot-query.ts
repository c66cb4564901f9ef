// GET /api/snapshot/{id}: a shared collection as a client sees it, without a token.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSnapshot } from '#shared/schemas/collections.ts';
import { api } from '#app/lib/api.ts';

export const snapshotKeys = { one: (id: string) => ['snapshot', id] as const };

export const fetchSnapshot = (id: string, signal?: AbortSignal) =>
  api.get<TSnapshot>(`/api/snapshot/${encodeURIComponent(id)}`, { signal });

export const snapshotQuery = (id: string) =>
  queryOptions({ queryKey: snapshotKeys.one(id), queryFn: ({ signal }) => fetchSnapshot(id, signal) });

export function useSnapshot(id: string) {
  return useQuery({ ...snapshotQuery(id), enabled: id.length > 0, retry: false });
}
