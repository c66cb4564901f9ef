// Totals of commissions, summed by PostgreSQL in integer roubles (bigint sums read back as numbers): by state, what
// is still to pay (PAYABLE_COMMISSION_STATES) and what is paid, by accrual month (Moscow) and by agency.
import { desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { COMMISSION_STATES, PAYABLE_COMMISSION_STATES, type TCommissionState } from '#shared/deals.ts';
import type {
  TBackofficeCommissionsPage,
  TCommissionSums,
  TCommissionTotals,
} from '#shared/schemas/commissions.ts';
import { commissionTexts } from '#shared/texts/commissions.ts';
import type { DbOrTx } from '../../db/client.ts';
import { commissions, companies } from '../../db/schema/index.ts';

const total = (column: AnyColumn, where?: SQL) =>
  sql`coalesce(sum(${column})${where ? sql` filter (where ${where})` : sql``}, 0)`.mapWith(Number);

const sums = (where?: SQL) => ({
  count: (where ? sql`count(*) filter (where ${where})` : sql`count(*)`).mapWith(Number),
  amount: total(commissions.amount, where),
  agentAmount: total(commissions.agentAmount, where),
  agencyAmount: total(commissions.agencyAmount, where),
});

const payableSql = inArray(commissions.state, [...PAYABLE_COMMISSION_STATES]);
const paidSql = eq(commissions.state, 'paid');

/** Moscow keeps UTC+3 all year (no DST since 2014): the accrual month as YYYY-MM. */
export const accrualMonthSql = sql<string>`to_char((${commissions.accruedAt} at time zone 'UTC') + interval '3 hours', 'YYYY-MM')`;

export async function commissionTotals(db: DbOrTx, filter: SQL | undefined): Promise<TCommissionTotals> {
  const byState = await db
    .select({ state: commissions.state, ...sums() })
    .from(commissions)
    .where(filter)
    .groupBy(commissions.state);
  const [overall] = await db
    .select({
      payable: sums(payableSql),
      paid: sums(paidSql),
    })
    .from(commissions)
    .where(filter);
  const order = (s: TCommissionState) => COMMISSION_STATES.indexOf(s);
  const zero: TCommissionSums = { count: 0, amount: 0, agentAmount: 0, agencyAmount: 0 };
  return {
    byState: byState.sort((a, b) => order(a.state) - order(b.state)),
    payable: overall?.payable ?? zero,
    paid: overall?.paid ?? zero,
  };
}

export async function monthTotals(
  db: DbOrTx,
  filter: SQL | undefined,
): Promise<TBackofficeCommissionsPage['months']> {
  const month = accrualMonthSql;
  const rows = await db
    .select({
      month,
      ...sums(),
      payable: total(commissions.amount, payableSql),
      paid: total(commissions.amount, paidSql),
    })
    .from(commissions)
    .where(sql`${commissions.accruedAt} is not null${filter ? sql` and ${filter}` : sql``}`)
    .groupBy(month)
    .orderBy(desc(month));
  return rows;
}

export async function agencyTotals(
  db: DbOrTx,
  filter: SQL | undefined,
): Promise<TBackofficeCommissionsPage['agencies']> {
  const rows = await db
    .select({
      agencyId: commissions.agencyId,
      name: companies.name,
      ...sums(),
      payable: total(commissions.amount, payableSql),
      paid: total(commissions.amount, paidSql),
    })
    .from(commissions)
    .leftJoin(companies, eq(companies.id, commissions.agencyId))
    .where(filter)
    .groupBy(commissions.agencyId, companies.name)
    .orderBy(desc(total(commissions.amount)));
  return rows.map((r) => ({ ...r, name: r.name ?? commissionTexts.screen.noAgency }));
}
