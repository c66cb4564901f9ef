// An agent's collection sent as a public link through the API: the set-up of specs that walk the link as a client.
import { bindToCollections, createCollection } from '#shared/api/collections.ts';
import { createSnapshot } from '#shared/api/snapshot.ts';
import type { TCollectionBindInput } from '#shared/schemas/collections.ts';
import type { Api } from './api.ts';

/** A new collection of these objects (in this order), sent: its id and the id of its public link. */
export async function sendCollection(
  api: Api,
  token: string,
  name: string,
  items: Omit<TCollectionBindInput, 'collectionIds'>[],
): Promise<{ collectionId: number; snapshotId: string }> {
  const as = { as: token };
  const { data } = await api.ok(createCollection, { body: { name } }, as);
  for (const item of items) {
    await api.ok(bindToCollections, { body: { ...item, collectionIds: [data.id] } }, as);
  }
  const snapshot = await api.ok(createSnapshot, { body: { collectionId: data.id } }, as);
  return { collectionId: data.id, snapshotId: snapshot.id };
}
