// Deals in the demo (decision 040): the agency's agents and the agent on their own booked flats of the demo builder's
// complexes; the builder's managers confirmed them and took them on as deals, now in every stage, with their
// commissions (the demo commissions then walk the accrued ones through reconciliation, approval and payment). Twelve
// more deals closed month by month over the past year give the builder's payables and the analytics a history.
// Everything goes through the domain's own steps at past moments (booking, confirmation, the deal opened and moved
// stage by stage), so the timeline, the notices, the units' statuses and the commissions are what the app makes.
import { and, asc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { TDealChange } from '#shared/schemas/deals.ts';
import { DEAL_FLOW, stageIndex, type TDealStage } from '#shared/deals.ts';
import type { Db, DbOrTx } from '../client.ts';
import { bookings, cells, deals, objects, type DealRow, type UserRow } from '../schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { actOnBooking } from '../../modules/bookings/act-on-booking.ts';
import { createBooking } from '../../modules/bookings/create-booking.ts';
import { changeDeal } from '../../modules/deals/change-deal.ts';
import { moscowDay } from '../../core/moscow-day.ts';
import { openDeal } from '../../modules/deals/open-deal.ts';
import type { DemoAccount } from './accounts.ts';
import { flatsOnSale } from './flats-on-sale.ts';

const DAY = 86_400_000;
const silent: Realtime = { toUser: () => {}, broadcast: () => {} };

type Agent = 'agent' | 'agent2' | 'soloAgent';
interface DealPlan {
  agent: Agent;
  buyer: [name: string, phone: string, email?: string];
  /** Days before now the booking was made; the deal opened a day later. */
  booked: number;
  /** The stage it reached, and (for `cancelled`) the stage it was cancelled at. */
  stage: TDealStage;
  cancelledAt?: TDealStage;
  reason?: string;
  /** The registration was only submitted (no number yet). */
  submittedOnly?: true;
  /** The builder raised the price after the booking. */
  priceEdit?: number;
  /** Days from the booking to the last stage; by default until a few days ago. */
  lasts?: number;
}

const CURRENT: DealPlan[] = [
  { agent: 'agent', buyer: ['Виктория Александрова', '+79181234511'], booked: 2, stage: 'booking' },
  {
    agent: 'agent2',
    buyer: ['Роман Тихонов', '+79181234512', 'tikhonov.r@mail.ru'],
    booked: 9,
    stage: 'agreement',
  },
  {
    agent: 'agent',
    buyer: ['Светлана Морозова', '+79181234513'],
    booked: 20,
    stage: 'contract',
    priceEdit: 150_000,
  },
  { agent: 'soloAgent', buyer: ['Константин Егоров', '+79181234514'], booked: 26, stage: 'contract' },
  {
    agent: 'agent2',
    buyer: ['Алина Федорова', '+79181234515', 'alina.fedorova@yandex.ru'],
    booked: 34,
    stage: 'registration',
    submittedOnly: true,
  },
  { agent: 'agent', buyer: ['Денис Павлов', '+79181234516'], booked: 45, stage: 'registration' },
  { agent: 'soloAgent', buyer: ['Юлия Кравченко', '+79181234517'], booked: 58, stage: 'payment' },
  { agent: 'agent', buyer: ['Михаил Соболев', '+79181234518'], booked: 70, stage: 'closed' },
  {
    agent: 'agent2',
    buyer: ['Ксения Лаврова', '+79181234519'],
    booked: 16,
    stage: 'cancelled',
    cancelledAt: 'agreement',
    reason: 'Банк отказал клиенту в ипотеке',
  },
];

const HISTORY_BUYERS = [
  'Андрей Зуев',
  'Татьяна Гусева',
  'Николай Рябов',
  'Евгения Маслова',
  'Олег Данилов',
  'Ирина Соловьёва',
  'Владимир Карпов',
  'Людмила Осипова',
  'Артур Хачатрян',
  'Наталья Фомина',
  'Сергей Ершов',
  'Валерия Королёва',
];
const HISTORY_AGENTS: Agent[] = ['agent', 'agent2', 'soloAgent'];
/** Closed deals, one booked in each of the past twelve months. */
const HISTORY: DealPlan[] = HISTORY_BUYERS.map((name, i) => ({
  agent: HISTORY_AGENTS[i % HISTORY_AGENTS.length]!,
  buyer: [name, `+7918765${4000 + i}`],
  booked: 100 + i * 24,
  lasts: 40 + ((i * 7) % 25),
  stage: 'closed',
}));

/** Flats on sale in the builder company's published complexes that no booking touched. */
async function freeFlats(tx: DbOrTx, companyId: number, count: number): Promise<number[]> {
  const touched = tx.select({ id: bookings.cellId }).from(bookings).where(isNotNull(bookings.cellId));
  const rows = await flatsOnSale(
    tx,
    and(eq(objects.companyId, companyId), isNotNull(cells.floor), notInArray(cells.id, touched)),
  );
  // Spread over the complexes and floors, as many apart as there are flats to spare.
  const step = Math.max(1, Math.floor(rows.length / count));
  return rows
    .filter((_, i) => i % step === Math.floor(step / 2))
    .map((r) => r.id)
    .slice(0, count);
}

/** What each stage's move carries, at its moment (as the deal page sends it). */
function stageInput(stage: TDealStage, deal: DealRow, at: Date, n: number): Partial<TDealChange> {
  const date = moscowDay(at);
  switch (stage) {
    case 'contract':
      return { date, number: `ДДУ-${deal.objectId}/${String(n).padStart(3, '0')}` };
    case 'payment':
      return { date, amount: deal.price };
    default:
      return { date };
  }
}

async function writeDeal(
  tx: DbOrTx,
  accounts: Record<DemoAccount, UserRow>,
  plan: DealPlan,
  cellId: number,
  now: Date,
  n: number,
): Promise<void> {
  const db = tx as Db;
  const bookedAt = new Date(now.getTime() - plan.booked * DAY);
  const at = (days: number) => new Date(bookedAt.getTime() + days * DAY);
  const deps = (when: Date) => ({ db, realtime: silent, now: when });
  const made = await createBooking(deps(bookedAt), accounts[plan.agent], {
    cellId,
    kind: 'booking',
    clientName: plan.buyer[0],
    clientPhone: plan.buyer[1],
  });
  // Its manager answers it and takes it on as a deal the next day.
  const manager = Object.values(accounts).find((a) => a.id === made.assignee?.id) ?? accounts.builder;
  await actOnBooking(deps(at(0.1)), manager, made.id, { action: 'confirm' });
  const opened = await openDeal(deps(at(1)), manager, { bookingId: made.id });
  const read = async () => (await tx.select().from(deals).where(eq(deals.id, opened.id)))[0]!;
  const change = async (when: Date, input: Omit<TDealChange, 'version'>) =>
    changeDeal(deps(when), manager, opened.id, { ...input, version: (await read()).version });

  if (plan.buyer[2]) await change(at(1.1), { buyerEmail: plan.buyer[2] });
  if (plan.priceEdit) await change(at(2), { price: (await read()).price + plan.priceEdit });

  const last = plan.stage === 'cancelled' ? plan.cancelledAt! : plan.stage;
  const stages = DEAL_FLOW.slice(1, stageIndex(last) + 1);
  // The stages spread over the time since the booking (or over how long it lasted), the last a few days ago.
  const span = Math.max(plan.lasts ?? plan.booked - 3, stages.length + 1);
  for (const [k, stage] of stages.entries()) {
    const when = at(1 + ((k + 1) * (span - 1)) / (stages.length + 1));
    await change(when, { stage, ...stageInput(stage, await read(), when, n) });
    // Registered: the registry's number a few days after submission.
    if (stage === 'registration' && !plan.submittedOnly) {
      const registered = new Date(Math.min(when.getTime() + 5 * DAY, now.getTime()));
      const date = moscowDay(registered);
      const number = `23:49:0402024:${1100 + n}-23/050/${date.slice(0, 4)}-${(n % 9) + 1}`;
      await change(registered, { stage: 'registration', date, number });
    }
  }
  if (plan.stage === 'cancelled')
    await change(new Date(now.getTime() - 2 * DAY), { stage: 'cancelled', reason: plan.reason });
}

export async function seedDemoDeals(
  tx: DbOrTx,
  accounts: Record<DemoAccount, UserRow>,
  builderCompanyId: number,
  now: Date,
): Promise<number> {
  if ((await tx.$count(deals, eq(deals.companyId, builderCompanyId))) > 0) return 0;
  const plans = [...CURRENT, ...HISTORY];
  const units = await freeFlats(tx, builderCompanyId, plans.length);
  let written = 0;
  for (const [i, plan] of plans.entries()) {
    const cellId = units[i];
    if (cellId === undefined) break;
    await writeDeal(tx, accounts, plan, cellId, now, i + 1);
    written++;
  }
  await mendUnitHistories(tx, builderCompanyId);
  return written;
}

/**
 * The price-history seed wrote each unit a year ending today; a deal's unit has its own records since its booking,
 * months back. The seed's records after the booking go, and each record's «before» is its predecessor again.
 */
async function mendUnitHistories(tx: DbOrTx, companyId: number): Promise<void> {
  await tx.execute(sql`
    delete from price_history h using deals d, bookings b
    where d.company_id = ${companyId} and b.id = d.booking_id and h.cell_id = d.cell_id
      and h.cause = 'seed' and h.at > b.created_at`);
  await tx.execute(sql`
    update price_history h set prev_price = x.prev_price, prev_status = x.prev_status
    from (
      select id, lag(price) over w as prev_price, lag(status) over w as prev_status
      from price_history
      where cell_id in (select cell_id from deals where company_id = ${companyId})
      window w as (partition by cell_id order by at, id)
    ) x
    where x.id = h.id`);
}

/** The deals' ids by stage, for the seeds that follow (commissions, agreements). */
export async function demoDealIds(tx: DbOrTx, companyId: number): Promise<Map<TDealStage, number[]>> {
  const rows = await tx
    .select({ id: deals.id, stage: deals.stage })
    .from(deals)
    .where(and(eq(deals.companyId, companyId), inArray(deals.stage, [...DEAL_FLOW, 'cancelled'])))
    .orderBy(asc(deals.id));
  const byStage = new Map<TDealStage, number[]>();
  for (const r of rows) byStage.set(r.stage, [...(byStage.get(r.stage) ?? []), r.id]);
  return byStage;
}
