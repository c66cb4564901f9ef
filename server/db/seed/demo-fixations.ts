// Client fixation in the demo: the demo builder's first published complex fixes at once (30 days), the second waits
// for a manager (14 days), so the builder's queue has fixations to answer. The agency's agents (+79000000004,
// +79000000009) and the agent on their own (+79000000010) have fixations in every state: waiting, active (two with a
// few days left, one with an extension asked, one extended), rejected with a reason, expired, and one converted by
// the demo booking of its client. The managers are told of the waiting ones, as the app would tell them.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { CompanyKind, type TFixationState } from '#shared/companies.ts';
import type { DbOrTx } from '../client.ts';
import { bookings, companyMembers, fixations, objects, type UserRow } from '../schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { notifyFixation } from '../../modules/fixations/notify-fixation.ts';
import { presentFixation } from '../../modules/fixations/present-fixation.ts';
import type { DemoAccount } from './accounts.ts';
import { bookingAnswerers } from '../../policies/companies.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Nobody listens while the seed runs. */
const silent: Realtime = { toUser: () => {}, broadcast: () => {} };

interface Plan {
  on: 'auto' | 'manual';
  by: 'agent' | 'agent2' | 'soloAgent';
  client: [name: string, phone: string];
  comment?: string;
  state: TFixationState;
  /** Hours before now. */
  created: number;
  /** Active or expired: hours from now the term ends (negative: ended). */
  ends?: number;
  extended?: boolean;
  /** Hours before now the agent asked for the extension. */
  asked?: number;
  reason?: string;
}

const PLANS: Plan[] = [
  {
    on: 'auto',
    by: 'agent',
    client: ['Марина Кравцова', '+79184560101'],
    comment: 'Ищет двухкомнатную с видом на море, бюджет до 15 млн',
    state: 'active',
    created: 3 * 24,
    ends: 27 * 24,
  },
  {
    on: 'auto',
    by: 'agent',
    client: ['Виктор Осипов', '+79184560102'],
    comment: 'Смотрел объект в субботу, ждёт одобрения ипотеки',
    state: 'active',
    created: 28 * 24,
    ends: 2 * 24 + 5,
  },
  {
    on: 'auto',
    by: 'agent2',
    client: ['Елена Гусева', '+79184560103'],
    state: 'active',
    created: 40 * 24,
    ends: 20 * 24,
    extended: true,
  },
  {
    on: 'auto',
    by: 'agent2',
    client: ['Роман Тихонов', '+79184560104'],
    comment: 'Рассматривает студию под сдачу',
    state: 'expired',
    created: 45 * 24,
    ends: -15 * 24,
  },
  {
    on: 'auto',
    by: 'soloAgent',
    client: ['Светлана Романова', '+79184560105'],
    state: 'active',
    created: 10 * 24,
    ends: 20 * 24,
  },
  {
    on: 'manual',
    by: 'agent',
    client: ['Дмитрий Соловьёв', '+79184560106'],
    comment: 'Семья с двумя детьми, нужна трёхкомнатная в сданном доме',
    state: 'pending',
    created: 2,
  },
  {
    on: 'manual',
    by: 'agent2',
    client: ['Ксения Морозова', '+79184560107'],
    state: 'pending',
    created: 26,
  },
  {
    on: 'manual',
    by: 'soloAgent',
    client: ['Алексей Фёдоров', '+79184560108'],
    comment: 'Переезжает из Москвы, покупка за наличные',
    state: 'pending',
    created: 5,
  },
  {
    on: 'manual',
    by: 'agent2',
    client: ['Юлия Захарова', '+79184560109'],
    state: 'rejected',
    created: 6 * 24,
    reason: 'Клиент уже ведёт переговоры с отделом продаж напрямую',
  },
  {
    on: 'manual',
    by: 'agent',
    client: ['Михаил Орлов', '+79184560110'],
    comment: 'Выбирает между двумя корпусами',
    state: 'active',
    created: 12 * 24,
    ends: 3 * 24 - 2,
    asked: 1,
  },
];

export async function seedDemoFixations(
  tx: DbOrTx,
  accounts: Record<DemoAccount, UserRow>,
  now: Date,
): Promise<number> {
  const complexes = await tx
    .select()
    .from(objects)
    .where(and(eq(objects.ownerId, accounts.builder.id), eq(objects.published, true)))
    .orderBy(asc(objects.id))
    .limit(2);
  if (complexes.length < 2) return 0;
  if (
    (await tx.$count(
      fixations,
      inArray(
        fixations.objectId,
        complexes.map((c) => c.id),
      ),
    )) > 0
  )
    return 0;
  const [auto, manual] = complexes as [(typeof complexes)[0], (typeof complexes)[0]];
  await tx.update(objects).set({ fixationMode: 'manual', fixationDays: 14 }).where(eq(objects.id, manual.id));
  const agencies = await tx
    .select({ userId: companyMembers.userId, companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.kind, CompanyKind.agency));
  const agencyOf = new Map(agencies.map((a) => [a.userId, a.companyId]));
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const managers = await bookingAnswerers(tx, manual.companyId);

  let written = 0;
  for (const plan of PLANS) {
    const object = plan.on === 'auto' ? auto : manual;
    const agent = accounts[plan.by];
    const days = plan.on === 'auto' ? 30 : 14;
    const decided = plan.state !== 'pending';
    const [row] = await tx
      .insert(fixations)
      .values({
        objectId: object.id,
        companyId: object.companyId,
        agentId: agent.id,
        agencyId: agencyOf.get(agent.id) ?? null,
        clientName: plan.client[0],
        clientPhone: plan.client[1],
        comment: plan.comment ?? null,
        state: plan.state,
        reason: plan.reason ?? null,
        days,
        validUntil: plan.ends === undefined ? null : new Date(now.getTime() + plan.ends * HOUR),
        extended: plan.extended ?? false,
        extendRequestedAt: plan.asked === undefined ? null : ago(plan.asked),
        decidedById: decided && plan.on === 'manual' ? accounts.salesManager.id : null,
        decidedAt: decided ? ago(plan.created - 1) : null,
        createdAt: ago(plan.created),
        updatedAt: ago(plan.asked ?? 0),
      })
      .returning();
    written++;
    if (plan.state === 'pending' || plan.asked !== undefined) {
      const fixation = await presentFixation(tx, row!, now);
      const type = plan.state === 'pending' ? 'FixationRequested' : 'FixationExtendRequested';
      await notifyFixation(
        tx,
        { realtime: silent, now: ago(plan.asked ?? plan.created) },
        fixation,
        type,
        managers,
      );
    }
  }

  // The demo agent's first booking followed a fixation of its client: converted, and linked both ways.
  const [booked] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.agentId, accounts.agent.id), eq(bookings.kind, 'booking')))
    .orderBy(asc(bookings.createdAt), asc(bookings.id))
    .limit(1);
  if (booked) {
    const [object] = await tx.select().from(objects).where(eq(objects.id, booked.objectId));
    const [row] = await tx
      .insert(fixations)
      .values({
        objectId: booked.objectId,
        companyId: object?.companyId ?? null,
        agentId: accounts.agent.id,
        agencyId: agencyOf.get(accounts.agent.id) ?? null,
        clientName: booked.clientName,
        clientPhone: booked.clientPhone,
        comment: 'Привела на показ, клиент выбрал квартиру',
        state: 'converted',
        days: object?.fixationDays ?? 30,
        validUntil: new Date(booked.createdAt.getTime() + 28 * DAY),
        decidedAt: new Date(booked.createdAt.getTime() - 2 * DAY),
        bookingId: booked.id,
        createdAt: new Date(booked.createdAt.getTime() - 2 * DAY),
        updatedAt: booked.createdAt,
      })
      .returning({ id: fixations.id });
    await tx.update(bookings).set({ fixationId: row!.id }).where(eq(bookings.id, booked.id));
    written++;
  }
  return written;
}
