// At the phone's first login (auth/login.ts), invites sent to it become accepted and each inviter is notified
// (InviteAccepted).
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invites, type UserRow } from '../../db/schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { notify } from '../notifications/notify.ts';

/** Returns the pushes to make once the transaction has committed. */
export async function acceptInvites(
  tx: DbOrTx,
  realtime: Realtime,
  user: UserRow,
  now: Date,
): Promise<(() => void)[]> {
  const accepted = await tx
    .update(invites)
    .set({ acceptedAt: now, invitedUserId: user.id })
    .where(and(eq(invites.phone, user.phone), isNull(invites.acceptedAt), ne(invites.userId, user.id)))
    .returning();
  const pushes: (() => void)[] = [];
  for (const invite of accepted) {
    pushes.push(
      await notify(
        tx,
        realtime,
        invite.userId,
        'InviteAccepted',
        { inviteId: invite.id, phone: invite.phone },
        now,
      ),
    );
  }
  return pushes;
}
