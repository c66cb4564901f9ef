// Public snapshots (shared/api/snapshot.ts): one read without a token (as this browser's visitor), the client's
// reactions, and the send screen's link made, refreshed or revoked. The collection is reloaded after any of the
// last three, since it names its latest link.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createSnapshot,
  getSnapshot,
  getSnapshotPdf,
  reactToSnapshot,
  refreshSnapshot,
  revokeSnapshot,
} from '#shared/api/snapshot.ts';
import { fillPath } from '#shared/api/endpoint.ts';
import type { TReactionAnswer, TReactionCreateInput } from '#shared/schemas/collections-live.ts';
import type { TSnapshot } from '#shared/schemas/collections.ts';
import { call } from '#app/lib/call.ts';
import { sendAttempt } from '#app/lib/idempotency.ts';
import { keepVisitorId, visitorHeaders } from '#app/lib/visitor-id.ts';
import { collectionsKeys } from './collections.keys.ts';
import { fileUrl } from '#app/lib/api-origin.ts';

export const snapshotKeys = { one: (id: string) => ['snapshot', id] as const };

export async function fetchSnapshot(id: string, signal?: AbortSignal) {
  const snapshot = await call(getSnapshot, { params: { id } }, { signal, headers: visitorHeaders() });
  keepVisitorId(snapshot.visitor);
  return snapshot;
}

/** The PDF is public and served as an attachment: a plain link downloads it, no token needed. */
export const snapshotPdfHref = (id: string) => fileUrl(fillPath(getSnapshotPdf.path, { id }));

export const snapshotQuery = (id: string) =>
  queryOptions({ queryKey: snapshotKeys.one(id), queryFn: ({ signal }) => fetchSnapshot(id, signal) });

export function useSnapshot(id: string) {
  return useQuery({ ...snapshotQuery(id), enabled: id.length > 0, retry: false });
}

/** The snapshot with one item's reactions replaced by the server's answer. */
export function applyReaction(snapshot: TSnapshot | undefined, answer: TReactionAnswer) {
  if (!snapshot) return snapshot;
  return {
    ...snapshot,
    items: snapshot.items.map((item) =>
      item.kind === answer.kind && item.id === answer.itemId
        ? { ...item, mark: answer.mark, comments: answer.comments }
        : item,
    ),
  };
}

export function useReactToSnapshot(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TReactionCreateInput) => {
      const snapshot = client.getQueryData<TSnapshot>(snapshotKeys.one(id));
      if (snapshot?.isOwner) {
        // Its own chunk: reading the input needs Zod, which the link's first screen goes without.
        const { previewReaction } = await import('./snapshot-preview-reaction.ts');
        return previewReaction(snapshot, body);
      }
      return sendAttempt(`reaction:${id}`, body, (headers) =>
        call(
          reactToSnapshot,
          { params: { id }, body },
          { headers: { ...visitorHeaders(), ...headers }, errors: 'throw' },
        ),
      );
    },
    onSuccess: (answer) =>
      client.setQueryData<TSnapshot>(snapshotKeys.one(id), (snapshot) => applyReaction(snapshot, answer)),
  });
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
  const revoke = useMutation({
    mutationFn: (snapshotId: string) => call(revokeSnapshot, { params: { id: snapshotId } }),
    onSuccess: settle,
  });
  return { make, refresh, revoke };
}
