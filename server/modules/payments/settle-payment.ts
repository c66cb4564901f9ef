// Applies what the provider reports about a payment. Only a pending payment moves, once: a confirmed one grants
// what it bought (the ad-create ability), notifies PaymentConfirmed and pushes UserUpdated after the commit.
import { eq, sql } from 'drizzle-orm';
import { NotificationType } from '#shared/enums.ts';
import { PaymentStatus } from '#shared/schemas/payments.ts';
import { PrivateEvent } from '#shared/realtime.ts';
import type { DbOrTx } from '../../db/client.ts';
import { payments, users } from '../../db/schema/index.ts';
import type { ProviderPayment } from '../../providers/payments.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { notify } from '../notifications/notify.ts';
import { abilityOf } from './purposes.ts';
import type { PaymentRow } from './present-payment.ts';

export interface SettleDeps {
  db: DbOrTx;
  realtime: Realtime;
  now: Date;
  log: { warn(obj: object, msg: string): void };
  /** Drops what caches hold of the user (their abilities changed), before the pushes tell them. */
  userChanged?: (userId: number) => Promise<void>;
}

export async function settlePayment(
  deps: SettleDeps,
  paymentId: number,
  remote: ProviderPayment,
): Promise<PaymentRow | null> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!row || row.status !== PaymentStatus.pending) return { row: row ?? null, pushes: [] };
    if (remote.status === 'succeeded' && remote.paid) {
      const matches =
        remote.amount === row.amount &&
        remote.currency === 'RUB' &&
        (remote.paymentId === null || remote.paymentId === row.id);
      if (!matches) {
        deps.log.warn({ paymentId: row.id, remote }, 'a succeeded payment does not match ours; left pending');
        return { row, pushes: [] };
      }
      const [settled] = await tx
        .update(payments)
        .set({ status: PaymentStatus.succeeded, confirmedAt: deps.now })
        .where(eq(payments.id, row.id))
        .returning();
      const ability = abilityOf(row.purpose);
      await tx
        .update(users)
        .set({
          abilities: sql`case when ${ability} = any(${users.abilities}) then ${users.abilities}
            else array_append(${users.abilities}, ${ability}) end`,
          updatedAt: deps.now,
        })
        .where(eq(users.id, row.userId));
      const pushNotification = await notify(
        tx,
        deps.realtime,
        row.userId,
        NotificationType.paymentConfirmed,
        { paymentId: row.id, purpose: row.purpose },
        deps.now,
      );
      const pushUser = () => deps.realtime.toUser(row.userId, PrivateEvent.UserUpdated, {});
      return { row: settled!, pushes: [pushNotification, pushUser] };
    }
    if (remote.status === 'canceled') {
      const [canceled] = await tx
        .update(payments)
        .set({ status: PaymentStatus.canceled })
        .where(eq(payments.id, row.id))
        .returning();
      return { row: canceled!, pushes: [] };
    }
    return { row, pushes: [] };
  });
  if (outcome.pushes.length && outcome.row) await deps.userChanged?.(outcome.row.userId);
  for (const push of outcome.pushes) push();
  return outcome.row;
}
