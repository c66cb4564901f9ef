// The booking queue in the demo: on the unit the demo agent (+79000000004) holds with a confirmed booking, two more
// agents stand in line: Артём Козлов of the same agency (+79000000009, for his client) and Павел Зайцев, on his own
// (+79000000010). Written through joinQueue at past moments, as the app would have.
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client.ts';
import { bookingQueue, bookings, type UserRow } from '../schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { joinQueue } from '../../modules/booking-queue/join-queue.ts';
import type { DemoAccount } from './accounts.ts';

const HOUR = 3_600_000;
const silent: Realtime = { toUser: () => {}, broadcast: () => {} };

export async function seedDemoQueue(
  tx: DbOrTx,
  accounts: Record<DemoAccount, UserRow>,
  now: Date,
): Promise<number> {
  const [held] = await tx
    .select({ cellId: bookings.cellId })
    .from(bookings)
    .where(
      and(
        eq(bookings.agentId, accounts.agent.id),
        eq(bookings.kind, 'booking'),
        eq(bookings.state, 'confirmed'),
      ),
    )
    .orderBy(asc(bookings.id))
    .limit(1);
  const cellId = held?.cellId;
  if (cellId == null) return 0;
  // A second run adds nothing.
  if ((await tx.$count(bookingQueue, eq(bookingQueue.cellId, cellId))) > 0) return 0;
  const at = (hoursAgo: number) => ({
    db: tx as Db,
    realtime: silent,
    now: new Date(now.getTime() - hoursAgo * HOUR),
  });
  await joinQueue(at(20), accounts.agent2, cellId, {
    clientName: 'Виктория Полякова',
    clientPhone: '+79181234611',
    comment: 'Ипотека в Сбере одобрена, готова выйти на бронь в день освобождения.',
  });
  await joinQueue(at(6), accounts.soloAgent, cellId, {});
  return 2;
}
