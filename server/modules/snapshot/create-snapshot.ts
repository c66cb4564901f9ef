// POST /api/snapshot: freezes a collection (or a list of complexes) under a new unguessable id, with each item's
// state at that moment, and the agency the agent works for then (its head sees the link; the client its name).
import type { TSnapshotCreate } from '#shared/schemas/collections.ts';
import { CompanyKind } from '#shared/companies.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import type { DbOrTx } from '../../db/client.ts';
import { snapshots, type UserRow } from '../../db/schema/index.ts';
import { loadMemberships, membershipOfKind } from '../../policies/companies.ts';
import { findOwnCollection } from '../collections/own-collections.ts';
import { baselineFor, collectionContent, objectsContent } from './snapshot-content.ts';
import { newSnapshotId } from './snapshot-id.ts';

export async function createSnapshot(
  db: DbOrTx,
  user: UserRow,
  input: TSnapshotCreate,
  now: Date,
): Promise<{ id: string }> {
  let name: string;
  let collectionId: number | null = null;
  let items;
  if (input.collectionId !== undefined) {
    const collection = await findOwnCollection(db, user.id, input.collectionId);
    items = await collectionContent(db, collection);
    name = input.name || collection.name;
    collectionId = collection.id;
  } else {
    items = await objectsContent(db, input.objectIds ?? []);
    name = input.name || workflowTexts.collections.defaultName;
  }
  const agency = membershipOfKind(await loadMemberships(db, user.id), CompanyKind.agency);
  const [row] = await db
    .insert(snapshots)
    .values({
      id: newSnapshotId(),
      userId: user.id,
      collectionId,
      agencyId: agency?.companyId ?? null,
      name,
      items,
      states: await baselineFor(db, items),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: snapshots.id });
  return { id: row!.id };
}
