// A scheduled feed's failure told to the builder: whoever set the schedule up and the complex's owner, once each.
import type { ImportScheduleRow } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { notify } from '../notifications/notify.ts';

export async function notifyImportFailed(
  deps: { db: DbOrTx; realtime: Realtime; now: Date },
  schedule: ImportScheduleRow,
  objectTitle: string,
  reason: string,
  ownerId: number | null,
): Promise<void> {
  const to = new Set([schedule.createdBy, ownerId].filter((id): id is number => id !== null));
  for (const userId of to) {
    const push = await notify(
      deps.db,
      deps.realtime,
      userId,
      'ImportFailed',
      { objectId: schedule.objectId, objectTitle, feedUrl: schedule.feedUrl, reason },
      deps.now,
    );
    push();
  }
}
