// Publications are alert events too («новое» for buyers) but not price_history rows: the publishing transaction
// queues them itself, so they commit or roll back with the publication.
import type { DbOrTx } from '../../db/client.ts';
import { filterAlertQueue } from '../../db/schema/index.ts';

export type TPublished =
  | { source: 'complex'; objectId: number }
  | { source: 'pavilion'; objectId: number; pavilionId: number }
  | { source: 'section'; objectId: number; sectionId: number };

export async function queuePublished(tx: DbOrTx, published: TPublished): Promise<void> {
  await tx.insert(filterAlertQueue).values(published);
}
