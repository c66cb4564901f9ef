// The notifications of client fixation, each with the fixation as its payload: the builder's managers (members with
// the bookings permission, the owner included) hear of a fixation waiting for them and of an asked extension; the
// agent of every answer, of the coming expiry and of the expiry itself.
import type { TFixation } from '#shared/schemas/fixations.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { notify } from '../notifications/notify.ts';
import { emitFixationEvent } from '../webhooks/domain-events.ts';

export type FixationNotice =
  | 'FixationRequested'
  | 'FixationExtendRequested'
  | 'FixationAccepted'
  | 'FixationRejected'
  | 'FixationExtendRefused'
  | 'FixationExtended'
  | 'FixationExpiring'
  | 'FixationExpired';

export interface NotifyDeps {
  realtime: Realtime;
  now: Date;
}

/** Stores the notice for each user; the returned pushes run after the transaction commits. */
export async function notifyFixation(
  db: DbOrTx,
  deps: NotifyDeps,
  fixation: TFixation,
  type: FixationNotice,
  userIds: readonly (number | null | undefined)[],
): Promise<(() => void)[]> {
  const pushes: (() => void)[] = [];
  // Every fixation step passes here once: its webhook goes out from the same transaction.
  await emitFixationEvent(db, fixation, type, deps.now);
  for (const userId of new Set(userIds)) {
    if (userId) pushes.push(await notify(db, deps.realtime, userId, type, fixation, deps.now));
  }
  return pushes;
}
