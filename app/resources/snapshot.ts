// Public snapshots (shared/api/snapshot.ts): one read without a token, and the send screen's link made or refreshed.
// The collection is reloaded after either, since it names its latest link.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createSnapshot, getSnapshot, getSnapshotPdf, refreshSnapshot } from '#shared/api/snapshot.ts';
import { fillPath } from '#shared/api/endpoint.ts';
import { call } from '#app/lib/call.ts';
import { collectionsKeys } from './collections.ts';
import { fileUrl } from '#app/lib/api-origin.ts';

export const snapshotKeys = { one: (id: string) => ['snapshot', id] as const };

export const fetchSnapshot = (id: string, signal?: AbortSignal) =>
  call(getSnapshot, { params: { id } }, { signal });

/** The PDF is public and served as an attachment: a plain link downloads it, no token needed. */
export const snapshotPdfHref = (id: string) => fileUrl(fillPath(getSnapshotPdf.path, { id }));

export const snapshotQuery = (id: string) =>
  queryOptions({ queryKey: snapshotKeys.one(id), queryFn: ({ signal }) => fetchSnapshot(id, signal) });

export function useSnapshot(id: string) {
  return useQuery({ ...snapshotQuery(id), enabled: id.length > 0, retry: false });
}

export function useSnapshotLink(collectionId: number) {
  const client = useQueryClient();
  const settle = () => client.invalidateQueries({ queryKey: collectionsKeys.one(collectionId) });
  const make = useMutation({
    mutationFn: () => call(createSnapshot, { body: { collectionId } }),
    onSuccess: settle,
  });
  // With no body id the server takes the collection the snapshot was made from.
  const refresh = useMutation({
    mutationFn: (snapshotId: string) => call(refreshSnapshot, { params: { id: snapshotId }, body: {} }),
    onSuccess: settle,
  });
  return { make, refresh };
}
