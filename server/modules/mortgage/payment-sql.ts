// «Платёж в месяц до …» in SQL (docs/filter.md): a price fits when one open program the purchase may use gives a
// monthly payment, at the program's least down payment and longest term, of at most the amount. The steps are
// shared/mortgage.ts's (down payment rounded up to roubles, the annuity in double precision, kopecks half up, the
// whole roubles shown), so the search finds exactly the units whose «Ипотека от …» reads at most that amount.
import { sql, type SQL } from 'drizzle-orm';
import { atMost } from '../../core/sql.ts';

/** Which programs apply: those a complex accepts (its `payments` column), or those open to resale flats. */
export const acceptedBy = (payments: SQL): SQL => sql`mp.payment = any(${payments})`;
export const resalePrograms = sql`mp.resale`;

export function monthlyPaymentFits(price: SQL, programs: SQL, max: number): SQL {
  const loan = sql`(${price} - ceil(${price} * mp.min_down_percent / 100.0))`;
  const i = sql`(mp.rate::float8 / 1200)`;
  const months = sql`(mp.max_years * 12)`;
  const annuity = sql`case when mp.rate = 0 then ${loan}::float8 / ${months}
    else ${loan}::float8 * ${i} / (1 - power(1 + ${i}, -${months})) end`;
  return sql`exists (select 1 from mortgage_programs mp where mp.active and ${programs}
    and ${price} > 0 and ${loan} > 0 and (mp.max_loan is null or ${loan} <= mp.max_loan)
    and round(round((${annuity})::numeric, 2)) <= ${atMost(max)})`;
}
