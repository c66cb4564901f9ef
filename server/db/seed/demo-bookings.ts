// The deals loop in the demo: the demo builder's complexes take bookings, and the demo agent has bookings there in
// each state a demo shows (waiting, confirmed with two days left, declined with a reason, sold), beside buyers'
// requests from the app, the widget, a sent collection and a portal's feed. The company's two sales managers
// (+79000000006, +79000000007) take them in turn and answer their own; two requests came while nobody took requests
// (unassigned), and the older of them waited past the company's limit, so the owner was told. Written through the
// domain's own steps at past moments, so the history, the notifications and the units' statuses (a confirmed
// booking keeps its unit in reserve) are what the app would make.
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { BOOKING_DEFAULTS } from '#shared/bookings.ts';
import type { TBookingCreate } from '#shared/schemas/bookings.ts';
import type { Db, DbOrTx } from '../client.ts';
import { bookings, cells, companyMembers, objects, type UserRow } from '../schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { actOnBooking } from '../../modules/bookings/act-on-booking.ts';
import { createBooking } from '../../modules/bookings/create-booking.ts';
import { runRequestEscalation } from '../../modules/bookings/escalate-requests.ts';
import type { DemoAccount } from './accounts.ts';
import { flatsOnSale } from './flats-on-sale.ts';

const HOUR = 3_600_000;

/** Nobody listens while the seed runs. */
const silent: Realtime = { toUser: () => {}, broadcast: () => {} };

type Step = { at: number; action: 'confirm' | 'decline' | 'sold'; reason?: string };

interface Plan {
  by: 'agent' | 'user';
  kind: 'booking' | 'request';
  /** A widget's or a feed's lead comes without an account. */
  source?: 'widget' | 'snapshot' | 'feed';
  /** It came while nobody took requests: it waits unassigned. */
  unassigned?: true;
  /** Hours before now. */
  created: number;
  client: [name: string, phone: string];
  comment?: string;
  steps: Step[];
}

const PLANS: Plan[] = [
  {
    by: 'agent',
    kind: 'booking',
    created: 3,
    client: ['Анна Смирнова', '+79181234501'],
    comment: 'Клиент готов внести предоплату на этой неделе',
    steps: [],
  },
  {
    // Confirmed a day ago for 72 h: two days left.
    by: 'agent',
    kind: 'booking',
    created: 30,
    client: ['Игорь Белов', '+79181234502'],
    comment: 'Ипотека одобрена в Сбербанке',
    steps: [{ at: 24, action: 'confirm' }],
  },
  {
    by: 'agent',
    kind: 'booking',
    created: 5 * 24,
    client: ['Ольга Никитина', '+79181234503'],
    steps: [{ at: 4 * 24, action: 'decline', reason: 'Квартира уже обещана покупателю из офиса продаж' }],
  },
  {
    by: 'agent',
    kind: 'booking',
    created: 10 * 24,
    client: ['Павел Григорьев', '+79181234504'],
    comment: 'Семейная ипотека, сделка через аккредитив',
    steps: [
      { at: 9 * 24, action: 'confirm' },
      { at: 7 * 24, action: 'sold' },
    ],
  },
  {
    by: 'user',
    kind: 'request',
    created: 6,
    client: ['Дмитрий Орлов', '+79000000005'],
    comment: 'Интересует рассрочка, перезвоните после 18:00',
    steps: [],
  },
  {
    // Waited three days unassigned: the owner was told.
    by: 'user',
    kind: 'request',
    source: 'widget',
    unassigned: true,
    created: 72,
    client: ['Елена Васильева', '+79181234506'],
    comment: 'Заявка с сайта застройщика',
    steps: [],
  },
  {
    by: 'user',
    kind: 'request',
    source: 'snapshot',
    created: 26,
    client: ['Марина Соколова', '+79181234507'],
    comment: 'Прислали подборку, хочу посмотреть эту квартиру',
    steps: [{ at: 25, action: 'confirm' }],
  },
  {
    by: 'user',
    kind: 'request',
    source: 'feed',
    unassigned: true,
    created: 0.3,
    client: ['Сергей Кузнецов', '+79181234508'],
    comment: 'Увидел объявление на портале',
    steps: [],
  },
];

/** Flats on sale in the builder's published complexes, spread over them. */
async function unitsOnSale(tx: DbOrTx, ownerId: number, count: number): Promise<number[]> {
  // Flats on a floor only: no parking places or shops.
  const rows = await flatsOnSale(tx, and(eq(objects.ownerId, ownerId), isNotNull(cells.floor)));
  // Spread over the complexes: every third unit, so neighbours are not all booked.
  return rows
    .filter((_, i) => i % 3 === 0)
    .map((r) => r.id)
    .slice(0, count);
}

export async function seedDemoBookings(
  tx: DbOrTx,
  accounts: Record<DemoAccount, UserRow>,
  now: Date,
): Promise<number> {
  const builder = accounts.builder;
  const mine = await tx.select({ id: objects.id }).from(objects).where(eq(objects.ownerId, builder.id));
  if (mine.length === 0) return 0;
  const ids = mine.map((o) => o.id);
  // A second run adds nothing.
  if ((await tx.$count(bookings, inArray(bookings.objectId, ids))) > 0) return 0;
  await tx
    .update(objects)
    .set({
      bookingEnabled: true,
      bookingHoldHours: BOOKING_DEFAULTS.holdHours,
      bookingExtensionHours: BOOKING_DEFAULTS.extensionHours,
    })
    .where(inArray(objects.id, ids));

  const [company] = await tx
    .select({ id: objects.companyId })
    .from(objects)
    .where(inArray(objects.id, ids))
    .limit(1);
  const companyId = company?.id ?? null;
  // The owner answers through the managers: only they take requests in turn.
  const takers = (on: boolean) =>
    companyId == null
      ? Promise.resolve()
      : tx
          .update(companyMembers)
          .set({ takesRequests: on })
          .where(and(eq(companyMembers.companyId, companyId), ne(companyMembers.userId, builder.id)));
  if (companyId != null)
    await tx
      .update(companyMembers)
      .set({ takesRequests: false })
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, builder.id)));
  const byId = new Map(Object.values(accounts).map((a) => [a.id, a]));

  const units = await unitsOnSale(tx, builder.id, PLANS.length);
  // The domain's steps open their own (nested) transactions: savepoints inside the seed's.
  const db = tx as Db;
  const at = (hoursAgo: number) => ({ db, realtime: silent, now: new Date(now.getTime() - hoursAgo * HOUR) });
  let written = 0;
  for (const [i, plan] of PLANS.entries()) {
    const cellId = units[i];
    if (cellId === undefined) break;
    const input: TBookingCreate = {
      cellId,
      kind: plan.kind,
      clientName: plan.client[0],
      clientPhone: plan.client[1],
      comment: plan.comment,
    };
    // A widget's or a feed's request comes without an account.
    const caller = plan.source === 'widget' || plan.source === 'feed' ? null : accounts[plan.by];
    if (plan.unassigned) await takers(false);
    const booking = await createBooking(at(plan.created), caller, input, { source: plan.source });
    if (plan.unassigned) await takers(true);
    // Its manager answers it (the owner one nobody had).
    const answerer = (booking.assignee && byId.get(booking.assignee.id)) || builder;
    for (const step of plan.steps)
      await actOnBooking(at(step.at), answerer, booking.id, { action: step.action, reason: step.reason });
    written++;
  }
  // The job's run as it would have been: the request that waited past the limit is reported to the owner.
  await runRequestEscalation({ db, realtime: silent, now });
  return written;
}
