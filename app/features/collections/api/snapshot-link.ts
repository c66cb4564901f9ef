// POST /api/snapshot {collectionId}: a new public link; PUT /api/snapshot/{id}: the same link refreshed to the
// collection's current content. The collection is reloaded after either, since it names its latest link.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api.ts';
import { collectionsKeys } from './collections-keys.ts';

export const makeSnapshot = (collectionId: number) =>
  api.post<{ id: string }>('/api/snapshot', { collectionId });

/** With no body id the server takes the collection the snapshot was made from. */
export const refreshSnapshot = (snapshotId: string) =>
  api.put<{ id: string }>(`/api/snapshot/${encodeURIComponent(snapshotId)}`, {});

export function useSnapshotLink(collectionId: number) {
  const client = useQueryClient();
  const settle = () => client.invalidateQueries({ queryKey: collectionsKeys.one(collectionId) });
  const make = useMutation({ mutationFn: () => makeSnapshot(collectionId), onSuccess: settle });
  const refresh = useMutation({ mutationFn: refreshSnapshot, onSuccess: settle });
  return { make, refresh };
}
